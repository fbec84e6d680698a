import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { PROGRESS_THROTTLE_MS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import { routerContextOf } from '../app/middleware.js';
import { createRoutes } from '../app/routes.js';
import { makeStore } from '../app/store.js';
import type { Transport } from '../api/transport.js';
import { noUpstream, renderRouter } from '../test/render.js';

function renderApp(url: string, lang: Lang, transport: Transport = noUpstream) {
  const store = makeStore(transport, { token: { accessToken: null, lang } });
  const router = createMemoryRouter(createRoutes({ site: DEFAULT_SITE_CONFIG }), {
    initialEntries: [url],
    getContext: () => routerContextOf(store),
  });
  renderRouter(router, { store, lang });
  return router;
}

describe('document title', () => {
  beforeEach(() => {
    document.title = '';
  });

  it("is the page's own title on a page that loads", async () => {
    renderApp('/es/contacto', 'es');
    await waitFor(() => {
      expect(document.title).toBe(`Contacto - ${DEFAULT_SITE_CONFIG.groupName}`);
    });
  });

  it.each<[Lang, string, string]>([
    ['es', '/es/bmv/busqueda/amx?tab=9', 'Página no encontrada 404'],
    ['en', '/en/bmv/search/amx?tab=9', 'Page not found 404'],
  ])(
    "is the error page's title when a page's loader answers 404 (%s), not the page's",
    async (lang, url, heading) => {
      renderApp(url, lang);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitFor(() => {
        expect(document.title).toBe(`${heading} - ${DEFAULT_SITE_CONFIG.groupName}`);
      });
    },
  );
});

describe('focus after a change of page', () => {
  it('stays put on the first render and announces nothing', async () => {
    renderApp('/es/contacto', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe('');
  });

  it("moves to the new page's heading and announces its title", async () => {
    const router = renderApp('/es/contacto', 'es');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    await act(() => router.navigate('/es/sala-de-prensa'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sala de prensa' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe(
      `Sala de prensa - ${DEFAULT_SITE_CONFIG.groupName}`,
    );
  });

  it('leaves the focus alone when only the query changes', async () => {
    const router = renderApp('/es/contacto', 'es');
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    await act(() => router.navigate('/es/contacto?ver=2'));
    expect(document.activeElement).toBe(document.body);
    expect(document.querySelector('[data-route-announcer]')?.textContent).toBe('');
  });
});

describe('the page-loading bar of a navigation that fails', () => {
  // The content service answers after the bar's throttle, and says the term does not exist.
  const slowNotFound: Transport = {
    ...noUpstream,
    call: () =>
      new Promise((resolve) => {
        setTimeout(() => {
          resolve({
            status: 200,
            body: { status: false, messages: ['no glossary term'], response: { data: null } },
          });
        }, PROGRESS_THROTTLE_MS + 100);
      }),
  };

  it('is one bar, red: the error page does not add a second beside the finished one', async () => {
    const router = renderApp('/es/contacto', 'es', slowNotFound);
    await screen.findByRole('heading', { level: 1, name: 'Contacto' });
    // Not awaited: the bars are read as soon as the error page shows, within the finish's 300 ms.
    act(() => {
      void router.navigate('/es/bmv/glosario/Casa_de_bolsa');
    });
    await screen.findByRole('heading', { level: 1, name: 'Página no encontrada 404' });
    const bars = screen.getAllByRole('progressbar', { name: 'Cargando la página' });
    expect(bars.map((bar) => bar.dataset.phase)).toEqual(['failed']);
  });
});
