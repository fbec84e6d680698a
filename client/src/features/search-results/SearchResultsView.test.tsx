import type * as React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, data, useLocation, type RouteObject } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { routePattern } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { makeStore } from '../../app/store.js';
import { tokenReceived } from '../../app/token-slice.js';
import { SearchRoute } from '../../routes/SearchRoute.js';
import { RECENT_SEARCHES_KEY } from '../../search/recent-searches.js';
import { renderRouter } from '../../test/render.js';
import type { ResultsGridProps } from './ResultsGrid.js';
import { loadSearchPage } from './load.js';
import { tabOf, wantsTabs } from './tab.js';
import {
  documentHit,
  EXPIRED_TOKEN,
  fakeSearch,
  glossaryHit,
  indexHit,
  instrument,
  sectionHit,
  type FakeSearch,
} from './test-fixtures.js';

// jsdom has no layout for ag-Grid: a stand-in grid asks for the first page like the real one and
// lists the rows it gets (the real grid is tested in the browser).
jest.mock('./ResultsGrid.js', () => {
  const { useEffect, useState } = jest.requireActual<typeof React>('react');
  return {
    ResultsGrid: ({
      fetchPage,
      label,
      height,
      view,
    }: ResultsGridProps<Record<string, unknown>>) => {
      const [rows, setRows] = useState<Record<string, unknown>[] | null>(null);
      useEffect(() => {
        void fetchPage(
          JSON.stringify({ startRow: 0, endRow: 20, sortModel: [], filterModel: {} }),
        ).then((a) => {
          setRows(a.data?.rows ?? []);
        });
      }, [fetchPage]);
      return (
        <section aria-label={label} data-height={height} data-page={view.page}>
          {rows?.map((r, i) => (
            <p key={i}>{String(r.cve_emisora ?? r.cve_empresa)}</p>
          ))}
        </section>
      );
    },
  };
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(url: string, options: FakeSearch = {}, lang: Lang = 'es') {
  const fake = fakeSearch(options);
  const store = makeStore(fake.transport);
  if (options.expiredToken) store.dispatch(tokenReceived(EXPIRED_TOKEN));
  const router = createMemoryRouter(
    [
      ...(['es', 'en'] as const).map((l): RouteObject => ({
        path: routePattern('search', l, DEFAULT_SITE_CONFIG.siteSegment),
        loader: async ({ params, request }) => {
          if (tabOf(new URL(request.url).searchParams) === null)
            throw data('Not found', { status: 404 });
          const text = decodeURIComponent(params.term ?? '').replace(/_/g, ' ');
          const tabsOnly = wantsTabs(new URL(request.url).searchParams);
          return loadSearchPage(store, l, text, tabsOnly);
        },
        shouldRevalidate: ({ currentUrl, nextUrl }) =>
          currentUrl.pathname !== nextUrl.pathname ||
          wantsTabs(currentUrl.searchParams) !== wantsTabs(nextUrl.searchParams),
        HydrateFallback: () => null,
        element: (
          <>
            <SearchRoute lang={l} />
            <Location />
          </>
        ),
        errorElement: <p>404</p>,
      })),
      // Where the page's links lead (a glossary term page, for one).
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { store, lang });
  return { ...fake, router };
}

const ALL: FakeSearch = {
  glossary: [glossaryHit('Acción', { alias: 'Título accionario, Participación' })],
  instruments: [instrument(), instrument({ serie: 'L' })],
  instrumentsTotal: 41,
  documents: [documentHit()],
  documentsTotal: 294,
  indices: [indexHit()],
  sections: [sectionHit()],
};

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('search results page', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('reads the term from the path, asks for the prefix search first, then the five searches', async () => {
    const { calls } = renderSearch('/es/bmv/busqueda/acci%C3%B3n_preferente?tab=0', ALL);
    expect(
      await screen.findByRole('heading', {
        name: 'Resultados de búsqueda para «acción preferente»',
      }),
    ).toBeInTheDocument();
    expect(calls[0]?.payload).toEqual({
      term: 'acción',
      term2: 'preferente',
      termT: 'acción preferente',
      searchType: 'busquedaPrefijo',
    });
    expect(
      calls
        .slice(1)
        .map((c) => c.payload.searchType)
        .sort(),
    ).toEqual([
      'busquedaDocumentosPorInstrumentos',
      'busquedaGlosario',
      'busquedaIndicadores',
      'busquedaInstrumentos',
      'busquedaSecciones',
    ]);
    expect(JSON.parse(calls[0]?.requestJson ?? '')).toEqual({
      startRow: 0,
      endRow: 20,
      sortModel: [],
      filterModel: {},
    });
  });

  it('shows tabs 0–4 with count badges; the definition tab always shows 20', async () => {
    renderSearch('/es/bmv/busqueda/amx', ALL);
    await screen.findByRole('tablist', { name: 'Resultados por tipo' });
    const names = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(names).toEqual([
      'Definiciones2020 resultados',
      'Instrumentos4141 resultados',
      'Documentos294294 resultados',
      'Índices11 resultado',
      'Secciones11 resultado',
    ]);
    expect(tab(/Definiciones/)).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the tabs pattern with manual activation, keeping the tab in the URL', async () => {
    renderSearch('/es/bmv/busqueda/amx?tab=0', ALL);
    await screen.findByRole('tablist');
    const key = (k: string) => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: k });
    };
    tab(/Definiciones/).focus();
    key('ArrowRight');
    expect(tab(/Instrumentos/)).toHaveFocus();
    expect(tab(/Definiciones/)).toHaveAttribute('aria-selected', 'true');
    key('End');
    expect(tab(/Secciones/)).toHaveFocus();
    key('ArrowRight');
    expect(tab(/Definiciones/)).toHaveFocus();
    key('Home');
    key('ArrowLeft');
    key('ArrowLeft');
    expect(tab(/Índices/)).toHaveFocus();
    // Manual activation: Enter on a tab link is its click.
    fireEvent.click(tab(/Índices/));
    await waitFor(() => {
      expect(tab(/Índices/)).toHaveAttribute('aria-selected', 'true');
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/es/bmv/busqueda/amx?tab=3');
    expect(tab(/Índices/)).toHaveAttribute('tabindex', '0');
    expect(tab(/Definiciones/)).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Índices/);
  });

  it('makes each tab a link to its view, which Space follows as Enter does', async () => {
    renderSearch('/es/bmv/busqueda/amx?tab=2&page=3&sort=_source.cve_empresa%3Aasc', ALL);
    await screen.findByRole('tablist');
    // Another tab's grid starts at its default view; the open tab keeps the current one.
    expect(tab(/Índices/)).toHaveAttribute('href', '/es/bmv/busqueda/amx?tab=3');
    expect(tab(/Documentos/)).toHaveAttribute(
      'href',
      '/es/bmv/busqueda/amx?tab=2&page=3&sort=_source.cve_empresa%3Aasc',
    );
    tab(/Índices/).focus();
    fireEvent.keyDown(tab(/Índices/), { key: ' ' });
    await waitFor(() => {
      expect(tab(/Índices/)).toHaveAttribute('aria-selected', 'true');
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/es/bmv/busqueda/amx?tab=3');
  });

  it('lists definitions with links, highlighting without bold tags, and alias chips', async () => {
    renderSearch('/es/bmv/busqueda/accion?tab=0', ALL);
    const link = await screen.findByRole('link', { name: 'Acción' });
    expect(link).toHaveAttribute('href', '/es/bmv/glosario/Acci%C3%B3n');
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('b')).toBeNull();
    expect([...panel.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Acción',
      'Acción',
      'accion',
    ]);
    expect(within(panel).getByText('Participación')).toBeInTheDocument();
  });

  it('follows a definition link in the page, without loading a document', async () => {
    const { router } = renderSearch('/es/bmv/busqueda/accion?tab=0', ALL);
    const link = await screen.findByRole('link', { name: 'Acción' });
    // fireEvent returns false when the click's default action (a page load) was cancelled.
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/es/bmv/glosario/Acci%C3%B3n');
    });
  });

  it('shows the instruments and documents grids with their first page and heights', async () => {
    renderSearch('/es/bmv/busqueda/amx?tab=1', ALL);
    const grid = await screen.findByRole('region', { name: 'Instrumentos' });
    expect(grid).toHaveAttribute('data-height', '640');
    await within(grid).findAllByText('AMX');
    expect(screen.getByText('Precios con un retraso de 20 minutos.')).toBeInTheDocument();
  });

  it('shows indices with formatted values and the index page link', async () => {
    renderSearch('/en/bmv/search/ipc?tab=3', ALL, 'en');
    const link = await screen.findByRole('link', { name: 'S&P/BMV IPC' });
    expect(link).toHaveAttribute(
      'href',
      `${DEFAULT_SITE_CONFIG.siteBaseUrl}/en/indices/Principales/S%26P%2FBMV%20IPC-7`,
    );
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('54,321.50')).toBeInTheDocument();
    // A change shows its sign and arrow, and says 'up' or 'down' to screen readers.
    expect(within(row as HTMLElement).getByText('▲ +0.60%')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row as HTMLElement).getByText('up 0.60%')).toHaveClass('visually-hidden');
    expect(within(row as HTMLElement).getByText('2025-03-04')).toBeInTheDocument();
  });

  it('shows sections with their macro-menu capsule and link', async () => {
    renderSearch('/es/bmv/busqueda/historia?tab=4', ALL);
    const link = await screen.findByRole('link', { name: 'Historia del Grupo' });
    expect(link).toHaveAttribute(
      'href',
      `${DEFAULT_SITE_CONFIG.siteBaseUrl}/es/grupo-bmv/historia`,
    );
    expect(screen.getByText('Grupo BMV', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows 'no results' for an empty panel and the error with its messages for a failed one", async () => {
    renderSearch('/es/bmv/busqueda/zzz?tab=3', {
      ...ALL,
      indices: [],
      failing: ['busquedaSecciones'],
    });
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(tab(/Índices/)).toHaveTextContent('0');
    fireEvent.click(tab(/Secciones/));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error al obtener los resultados.');
    expect(alert).toHaveTextContent('upstream unavailable');
    // A failed search has no count badge.
    expect(tab(/Secciones/).textContent).toBe('Secciones');
  });

  it('shows the documents-by-prefix view instead of the tabs when the prefix search has hits', async () => {
    const { calls } = renderSearch('/es/bmv/busqueda/financieros_WALMEX', {
      prefixTotal: 1,
      prefixDocs: [documentHit({ cve_empresa: 'WALMEX' })],
    });
    const grid = await screen.findByRole('region', { name: 'Documentos de financieros WALMEX' });
    expect(grid).toHaveAttribute('data-height', '660');
    await within(grid).findByText('WALMEX');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls.every((c) => c.payload.searchType === 'busquedaPrefijo')).toBe(true);
  });

  it('links the prefix view to the ordinary tabs for the same words', async () => {
    const { calls } = renderSearch('/es/bmv/busqueda/financieros_WALMEX', {
      ...ALL,
      prefixTotal: 1,
      prefixDocs: [documentHit({ cve_empresa: 'WALMEX' })],
    });
    const link = await screen.findByRole('link', {
      name: /Ver todos los resultados de “financieros WALMEX”/,
    });
    expect(link.getAttribute('href')).toBe(
      '/es/bmv/busqueda/financieros_WALMEX?tab=1&vista=pestanas',
    );
    fireEvent.click(link);
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver todos los resultados/ })).toBeNull();
    await waitFor(() => {
      expect(calls.map((c) => c.payload.searchType)).toEqual(
        expect.arrayContaining(['busquedaGlosario', 'busquedaSecciones']),
      );
    });
    // The tabs for the words, without asking for the prefix lookup again.
    expect(calls.filter((c) => c.payload.searchType === 'busquedaPrefijo')).toHaveLength(1);
  });

  it.each([
    [
      'es',
      '/es/bmv/busqueda/divdndo',
      '¿Quisiste decir dividendo?',
      '/es/bmv/busqueda/dividendo?tab=0',
    ],
    ['en', '/en/bmv/search/divdndo', 'Did you mean dividendo?', '/en/bmv/search/dividendo?tab=0'],
  ] as const)('offers “did you mean” when nothing was found (%s)', async (lang, url, line, to) => {
    renderSearch(url, { suggestion: 'dividendo' }, lang);
    const status = await screen.findByText(
      (_, el) => el?.tagName === 'P' && el.textContent === line,
    );
    // A live region: screen readers announce it.
    expect(status).toHaveAttribute('role', 'status');
    const link = within(status).getByRole('link', { name: 'dividendo' });
    fireEvent.click(link);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(to);
    });
  });

  it('offers no “did you mean” without a suggestion', async () => {
    renderSearch('/es/bmv/busqueda/zzzz', {});
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByText(/Quisiste decir/)).toBeNull();
  });

  it("shows only the documents-by-value-type tab with the 'event docs' flag", async () => {
    renderSearch(
      '/en/bmv/search/fibras',
      { prefixTotal: 1, eventDocs: true, prefixDocs: [documentHit()] },
      'en',
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Documents by value type11 result']);
    expect(
      await screen.findByRole('region', { name: 'Documents by value type' }),
    ).toBeInTheDocument();
  });

  it('makes no call for an empty term', async () => {
    const { calls } = renderSearch('/es/bmv/busqueda/');
    expect(
      await screen.findByText('Escriba un término para buscar en el sitio.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('searches from its box: spaces and slashes become underscores and the page reloads with tab=1', async () => {
    const { calls } = renderSearch('/es/bmv/busqueda/amx?tab=0', ALL);
    const box = await screen.findByRole('searchbox', { name: 'Buscar en el sitio' });
    fireEvent.change(box, { target: { value: 'casa de bolsa/mx' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/es/bmv/busqueda/casa_de_bolsa_mx?tab=1',
      );
    });
    await waitFor(() => {
      expect(calls.some((c) => c.payload.termT === 'casa de bolsa mx')).toBe(true);
    });
    // The icon button submits too; an empty box does nothing.
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/es/bmv/busqueda/casa_de_bolsa_mx?tab=1',
    );
  });

  it('records a search from its box as the page searches it, first among the recent searches; a term from the URL is not recorded', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'Casa de Bolsa MX']));
    renderSearch('/en/bmv/search/amx?tab=0', ALL, 'en');
    const box = await screen.findByRole('searchbox', { name: 'Search the site' });
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBe('["bono","Casa de Bolsa MX"]');
    fireEvent.change(box, { target: { value: '  casa de  bolsa/mx ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '')).toEqual([
      'casa de bolsa mx',
      'bono',
    ]);
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/en/bmv/search/casa_de_bolsa_mx?tab=1',
      );
    });
  });

  it('recovers from an expired site token with one token request and no visible error', async () => {
    const { tokens } = renderSearch('/es/bmv/busqueda/amx?tab=0', { ...ALL, expiredToken: true });
    expect(await screen.findByRole('link', { name: 'Acción' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tokens()).toBe(1);
  });

  it('speaks English on the English route', async () => {
    renderSearch('/en/bmv/search/zzz?tab=0', { glossary: [] }, 'en');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Definitions/ })).toHaveTextContent('20 results');
  });

  it('answers 404 for a tab outside 0–4', async () => {
    renderSearch('/es/bmv/busqueda/amx?tab=7', ALL);
    expect(await screen.findByText('404')).toBeInTheDocument();
    await act(async () => undefined);
  });
});
