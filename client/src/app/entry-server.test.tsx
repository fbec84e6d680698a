/**
 * @jest-environment node
 */
import type { GlossaryLanding } from '#shared/types/entities.js';
import type { Transport } from '../api/transport.js';
import { CATALOG_MODULES } from '../i18n/catalogs.js';
import { answeringTransport, asPage, renderUrl } from '../test/server-render.js';
import { messages } from '../i18n/messages.js';
import { PAGE_STATE_ID, type PageState } from './page-state.js';

const landing = (title: string, over: Partial<GlossaryLanding> = {}): GlossaryLanding => ({
  id: title,
  displayTitle: title,
  title,
  shortDescription: `${title} en pocas palabras </script><script>alert(1)</script>`,
  body: { html: `<p>${title}</p><script>alert(1)</script>` },
  alias: ['Alias'],
  image: { url: '/media/acciones.svg' },
  keywords: [],
  uri: title,
  url: title,
  relatedContent: [],
  relatedContents: [],
  alternateTitle: `${title} EN`,
  ...over,
});

const cards = Array.from({ length: 8 }, (_, i) => ({
  displayTitle: `Card ${i}`,
  shortDescription: 'x'.repeat(250),
  image: { url: '/media/card.svg' },
  url: `/es/escuela/c${i}`,
}));

const transport = (overrides: Partial<Record<'list' | 'term', unknown>> = {}) =>
  answeringTransport((_service, body) => {
    const { payload } = body as { payload: { type: string; term: string } };
    if (payload.type === 'page.glosario') {
      return {
        status: 200,
        body: overrides.list ?? {
          status: true,
          messages: [],
          response: {
            data: {
              page: { displayTitle: 'Glosario', body: { html: '<p>Intro</p>' } },
              pageGlosarioLandings: [landing('Acción'), landing('Bono')],
            },
          },
        },
      };
    }
    if (overrides.term) return { status: 200, body: overrides.term };
    if (payload.term === 'Acción')
      return {
        status: 200,
        body: {
          status: true,
          messages: [],
          response: {
            data: {
              pageGlosarioLandings: [landing('Acción')],
              sharedContentEspacioBolsas: cards,
            },
          },
        },
      };
    return {
      status: 200,
      body: { status: false, messages: ['no glossary term'], response: { data: null } },
    };
  });

const page = (url: string, t: Transport = transport(), langCookie: string | null = null) =>
  renderUrl(url, t, langCookie);

describe('server rendering', () => {
  it('renders the glossary with its content, title, description, canonical and hreflang', async () => {
    const r = asPage(await page('/es/bmv/glosario'));
    expect(r.status).toBe(200);
    expect(r.lang).toBe('es');
    expect(r.head).toContain('<title>Glosario - Grupo BMV</title>');
    expect(r.head).toContain('<meta name="description"');
    expect(r.head).toContain('<link rel="canonical" href="http://site.test/es/bmv/glosario">');
    expect(r.head).toContain('hreflang="en" href="http://site.test/en/bmv/glossary"');
    expect(r.html).toContain('Acción');
    expect(r.html).toContain('<h1');
  });

  it('renders the English glossary on the English alias', async () => {
    const r = asPage(await page('/en/bmv/glossary'));
    expect(r.head).toContain('<title>Glossary - Grupo BMV</title>');
    expect(r.lang).toBe('en');
  });

  it('renders a term page with the term in the title, a sanitized body and at most 4 side cards', async () => {
    const r = asPage(await page('/es/bmv/glosario/Acci%C3%B3n'));
    expect(r.status).toBe(200);
    expect(r.head).toContain('<title>Acción - Glosario - Grupo BMV</title>');
    expect(r.html).toContain('<p>Acción</p>');
    expect(r.html).not.toContain('<script>alert(1)</script>');
    const state = JSON.parse(/>(.*)<\/script>$/s.exec(r.state)![1]!) as {
      state: { uris: Record<string, string> };
    };
    expect(state.state.uris).toEqual({
      es: '/es/bmv/glosario/Acci%C3%B3n',
      en: '/en/bmv/glossary/Acci%C3%B3n_EN',
    });
    expect(new Set(r.html.match(/Card \d/g)).size).toBe(4);
    // The router's hydration data, in the page state, names the picked cards by their positions in
    // the answer, which the embedded store carries: the cards themselves are not sent twice.
    const router = JSON.stringify(
      (JSON.parse(/>(.*)<\/script>$/s.exec(r.state)![1]!) as PageState).router,
    );
    expect(router).not.toContain('Card ');
    expect(router).not.toContain('x'.repeat(50));
    const positions = /"sideCards":\[([\d,]*)\]/.exec(router)?.[1]?.split(',');
    const shown = [...new Set(r.html.match(/Card \d/g))].map((c) => c.slice(5));
    expect(positions?.sort()).toEqual(shown.sort());
  });

  it('gives 404 for an unknown term, malformed encoding and an unknown path, described, with no canonical link', async () => {
    for (const url of [
      '/es/bmv/glosario/NoExiste',
      '/es/bmv/glosario/%E0%A4%A',
      '/es/otra-cosa',
      '/fr/bmv/glosario',
    ]) {
      const r = asPage(await page(url));
      expect([url, r.status]).toEqual([url, 404]);
      expect(r.html).toMatch(/Página no encontrada 404|Page not found 404/);
      expect(r.head).toMatch(
        /<meta name="description" content="(Página no encontrada 404|Page not found 404)\. \w/,
      );
      expect(r.head).not.toContain('rel="canonical"');
    }
  });

  it("preloads a term page's image first in the head, the URL its <img> loads", async () => {
    const r = asPage(await page('/es/bmv/glosario/Acci%C3%B3n'));
    const preload = /^<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(
      r.head,
    );
    expect(preload).not.toBeNull();
    expect(r.html).toContain(`src="${preload?.[1] ?? 'none'}"`);
    expect(asPage(await page('/es/bmv/glosario')).head).not.toContain('rel="preload"');
  });

  it("draws a term's image from the page when the transport inlines it, and preloads nothing", async () => {
    const dataUrl = 'data:image/svg+xml;base64,PHN2Zy8+';
    const inlined: string[] = [];
    const t: Transport = {
      ...transport(),
      inlineImage: async (path) => {
        inlined.push(path);
        return dataUrl;
      },
    };
    const r = asPage(await page('/es/bmv/glosario/Acci%C3%B3n', t));
    expect(inlined).toEqual(['/media/acciones.svg']);
    expect(r.html).toContain(`src="${dataUrl}"`);
    expect(r.html).not.toContain('src="/media/acciones.svg"');
    expect(r.head).not.toContain('rel="preload"');
    // The browser hydrates with the same source, from the route's loader data.
    const state = JSON.parse(/>(.*)<\/script>$/s.exec(r.state)![1]!) as PageState;
    expect(JSON.stringify(state.router.loaderData)).toContain(dataUrl);
  });

  it("names the client modules of the page's routes and its language's catalog, which the proxy preloads", async () => {
    const layout = [
      'src/routes/RootLayout.tsx',
      'src/app/store.ts',
      'src/app/hydrate.ts',
      'src/routes/ErrorPage.tsx',
    ];
    expect(asPage(await page('/es/bmv/glosario')).modules).toEqual([
      ...layout,
      'src/routes/GlossaryRoute.tsx',
      CATALOG_MODULES.es,
    ]);
    expect(asPage(await page('/en/bmv/glossary/Share')).modules).toEqual([
      ...layout,
      'src/routes/TermRoute.tsx',
      CATALOG_MODULES.en,
    ]);
    expect(asPage(await page('/es/contacto')).modules).toEqual([
      ...layout,
      'src/routes/StaticPage.tsx',
      CATALOG_MODULES.es,
    ]);
    expect(asPage(await page('/es/otra-cosa')).modules).toEqual([...layout, CATALOG_MODULES.es]);
    // The results grid runs on a sign of use (decision 127): the proxy prefetches it, there only.
    const grid = 'src/features/search-results/ResultsGrid.tsx';
    expect(asPage(await page('/es/bmv/busqueda/amx?tab=1')).prefetch).toEqual([grid]);
    expect(asPage(await page('/es/bmv/glosario')).prefetch).toEqual([]);
    // Each named module is a file of the client, as the build's manifest names it.
    const { existsSync } = await import('node:fs');
    const clientRoot = new URL('../../', import.meta.url);
    for (const module of [
      ...layout,
      'src/routes/SearchRoute.tsx',
      grid,
      ...Object.values(CATALOG_MODULES),
    ])
      expect([module, existsSync(new URL(module, clientRoot))]).toEqual([module, true]);
  });

  it('redirects / to the home of the language cookie (Spanish by default)', async () => {
    expect(await page('/')).toEqual({ kind: 'redirect', status: 302, location: '/es' });
    expect(await page('/', transport(), 'en')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en',
    });
  });

  it('sends a results form sent without JavaScript to its text’s results URL', async () => {
    expect(await page('/es/bmv/busqueda?tab=1&q=casa+de+bolsa')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/es/bmv/busqueda/casa_de_bolsa?tab=1',
    });
    expect(await page('/en/bmv/search?tab=3&q=+')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/en/bmv/search?tab=3',
    });
  });

  it('answers 404 for a results URL with a bad tab or a malformed term', async () => {
    expect(asPage(await page('/es/bmv/busqueda/amx?tab=9')).status).toBe(404);
    expect(asPage(await page('/en/bmv/search/%E0%A4%A?tab=1')).status).toBe(404);
  });

  it('shows the error state with the raw messages when the glossary cannot load', async () => {
    const r = asPage(
      await page(
        '/es/bmv/glosario',
        transport({
          list: { status: false, messages: ['servicio caído'], response: { data: null } },
        }),
      ),
    );
    expect(r.status).toBe(200);
    expect(r.html).toContain('El contenido no está disponible temporalmente');
    expect(r.html).toContain('servicio caído');
  });

  it('shows the error state, not a spinner, when the content call itself fails', async () => {
    const failing: Transport = {
      ...transport(),
      call: async () => ({
        status: 503,
        body: { error: 'upstream_token', message: 'token service down' },
      }),
    };
    const r = asPage(await page('/es/bmv/glosario', failing));
    expect(r.html).toContain('El contenido no está disponible temporalmente');
    expect(r.html).not.toContain('Cargando el glosario');
  });

  it.each([
    ['an intro without HTML', { page: { displayTitle: 'Glosario' }, pageGlosarioLandings: [] }],
    ['no list', { page: { displayTitle: 'Glosario', body: { html: '<p>x</p>' } } }],
  ])('shows the data error when the glossary answer has %s', async (_case, data) => {
    const r = asPage(
      await page(
        '/es/bmv/glosario',
        transport({ list: { status: true, messages: [], response: { data } } }),
      ),
    );
    expect(r.html).toContain('El contenido no está disponible temporalmente');
    expect(r.html).toContain('data error');
  });

  it('embeds the state as escaped JSON that cannot close its script', async () => {
    const r = asPage(await page('/es/bmv/glosario'));
    // A data block: no nonce, nothing per visitor.
    expect(r.state).toMatch(new RegExp(`^<script type="application/json" id="${PAGE_STATE_ID}">`));
    const inner = r.state.slice(r.state.indexOf('>') + 1, -'</script>'.length);
    expect(inner).not.toContain('</script>');
    expect(inner).toContain('\\u003c/script>');
    expect(JSON.parse(inner)).toMatchObject({
      state: { token: { accessToken: null, lang: 'es' } },
      site: { groupName: 'Grupo BMV' },
    });
  });

  it("carries the router's state in the page state: the page has no inline script", async () => {
    const r = asPage(await page('/es/bmv/glosario'));
    expect(r.html).not.toContain('<script');
    const state = JSON.parse(
      r.state.slice(r.state.indexOf('>') + 1, -'</script>'.length),
    ) as PageState;
    expect(state.router).toMatchObject({ errors: null, loaderData: expect.any(Object) as unknown });
    expect(r).toMatchObject({ search: false });
    expect(asPage(await page('/es/bmv/busqueda/amx'))).toMatchObject({ search: true });
  });

  it('keeps message texts out of the page state: they come with the catalog chunk', async () => {
    for (const [path, lang] of [
      ['/es/bmv/glosario', 'es'],
      ['/en/bmv/glossary', 'en'],
    ] as const) {
      const { state } = asPage(await page(path));
      expect(state).not.toContain(JSON.stringify(messages[lang]['app.skipToContent']));
      expect(state).not.toContain('"messages":{');
    }
  });

  it("leaves no timer behind to hold a request's store", async () => {
    // The server DOM made at import fires its load event on a timer: let it, before timers are fake.
    await new Promise((resolve) => setTimeout(resolve, 10));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      for (const url of [
        '/es/bmv/glosario',
        '/es/bmv/glosario/Acci%C3%B3n',
        '/es/bmv/glosario/Nada',
        '/es/bmv/busqueda/amx',
        '/',
      ]) {
        await page(url);
        expect([url, jest.getTimerCount()]).toEqual([url, 0]);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders the same bytes for every render of a page', async () => {
    for (const url of ['/es/bmv/glosario', '/en/bmv/glossary', '/es/bmv/busqueda/amx']) {
      const first = asPage(await page(url));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = asPage(await page(url));
      expect(second.html).toBe(first.html);
      expect(second.state).toBe(first.state);
    }
  });

  it("embeds the glossary's first view only: the URL letter's cards, not the whole list", async () => {
    const { state, html } = asPage(await page('/es/bmv/glosario?letra=B'));
    const embedded = JSON.parse(state.slice(state.indexOf('>') + 1, -'</script>'.length)) as {
      answers: { endpointName: string; value: { response: { data: unknown } } }[];
    };
    const answers = embedded.answers;
    expect(answers.map((a) => a.endpointName)).toEqual(['getGlossaryFirstView']);
    expect(answers[0]?.value.response.data).toMatchObject({
      letter: 'B',
      text: '',
      letters: ['A', 'B'],
      cards: [{ title: 'Bono' }],
    });
    expect(answers[0]?.value.response.data).not.toHaveProperty('pageGlosarioLandings');
    expect(html).toContain('Bono');
  });

  it('calls the content service once per page', async () => {
    const t = transport();
    await page('/es/bmv/glosario', t);
    expect(t.calls).toEqual([{ lang: 'es', payload: { term: '', type: 'page.glosario' } }]);
  });
});
