import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { RECENT_SEARCHES_KEY } from '../../search/recent-searches.js';
import { renderSearch, ALL, tab, setUpSearchTests } from './search-test-harness.js';

// jsdom has no layout for ag-Grid: the stand-in in __mocks__/ResultsGrid.tsx.
jest.mock('./ResultsGrid.js');

setUpSearchTests();

describe('search results page', () => {
  it.each([
    [
      'es',
      '/es/bmv/busqueda/accion?tab=0',
      'Ruta de navegación',
      ['Inicio', '/es'],
      ['Resultados de búsqueda para «accion»', '/es/bmv/busqueda/accion'],
    ],
    [
      'en',
      '/en/bmv/search/accion?tab=0',
      'Breadcrumb',
      ['Home', '/en'],
      ['Search results for “accion”', '/en/bmv/search/accion'],
    ],
  ] as const)(
    'shows the trail home › results in %s, the results the current page',
    async (lang, path, label, home, here) => {
      renderSearch(path, ALL, lang);
      const nav = await screen.findByRole('navigation', { name: label });
      const links = within(nav).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([home, here]);
      expect(links[1]).toHaveAttribute('aria-current', 'page');
      const ld = nav.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
      expect(JSON.parse(ld)).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [{ name: home[0] }, { name: here[0], position: 2 }],
      });
    },
  );

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
});
