import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { documentHit } from './test-fixtures.js';
import { renderSearch, ALL, tab, setUpSearchTests } from './search-test-harness.js';

// jsdom has no layout for ag-Grid: the stand-in in __mocks__/ResultsGrid.tsx.
jest.mock('./ResultsGrid.js');

setUpSearchTests();

describe('search results page', () => {
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
