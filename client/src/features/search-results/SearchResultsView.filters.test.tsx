import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '#shared/types/common.js';
import { ALL, renderSearch, setUpSearchTests } from './search-test-harness.js';

// jsdom has no layout for ag-Grid: the stand-in in __mocks__/ResultsGrid.tsx.
jest.mock('./ResultsGrid.js');

setUpSearchTests();

const TEXT = {
  es: {
    base: '/es/bmv/busqueda/walmex',
    names: { from: 'desde', to: 'hasta', type: 'tipo' },
    legend: 'Filtrar documentos',
    from: 'Recibido desde',
    to: 'Recibido hasta',
    type: 'Tipo de documento',
    meetings: 'Asambleas',
    apply: 'Filtrar',
    clear: 'Quitar filtros',
    grid: 'Documentos',
    tag: '_source.tag_es',
    badDate: '«2025-02-30» no es una fecha (AAAA-MM-DD); no se aplicó.',
    order: 'La fecha final es anterior a la inicial; no se aplicó el rango de fechas.',
    badType: '«nada» no es un tipo de documento; no se aplicó.',
  },
  en: {
    base: '/en/bmv/search/walmex',
    names: { from: 'from', to: 'to', type: 'type' },
    legend: 'Filter documents',
    from: 'Received from',
    to: 'Received to',
    type: 'Document type',
    meetings: 'Shareholder meetings',
    apply: 'Apply filters',
    clear: 'Clear filters',
    grid: 'Documents',
    tag: '_source.tag_en',
    badDate: '“2025-02-30” is not a date (YYYY-MM-DD); it was not applied.',
    order: 'The end date is before the start date; the date range was not applied.',
    badType: '“nada” is not a document type; it was not applied.',
  },
} as const;

const documentRequests = (calls: { payload: { searchType: string }; requestJson?: string }[]) =>
  calls
    .filter((c) => c.payload.searchType === 'busquedaDocumentosPorInstrumentos')
    .map((c) => JSON.parse(c.requestJson ?? '{}') as { filterModel: Record<string, unknown> });

const location = () => new URL(screen.getByTestId('location').textContent, 'http://x');

describe.each(['es', 'en'] as const)('the documents filters in %s', (lang: Lang) => {
  const t = TEXT[lang];
  const n = t.names;

  it('show the URL’s filters, and the page asks for the filtered first rows', async () => {
    const url = `${t.base}?tab=2&${n.from}=2025-01-01&${n.to}=2025-03-31&${n.type}=asambleas`;
    const { calls } = renderSearch(url, ALL, lang);
    const form = await screen.findByRole('group', { name: t.legend });
    expect(within(form).getByLabelText(t.from)).toHaveValue('2025-01-01');
    expect(within(form).getByLabelText(t.to)).toHaveValue('2025-03-31');
    expect(within(form).getByLabelText(t.type)).toHaveDisplayValue(t.meetings);
    const [first] = documentRequests(calls);
    expect(Object.keys(first?.filterModel ?? {}).sort()).toEqual([
      '_source.fecha_recepcion',
      t.tag,
    ]);
    const grid = await screen.findByRole('region', { name: t.grid });
    expect(JSON.parse(grid.dataset.filter ?? '{}')).toEqual(first?.filterModel);
  });

  it('send a GET form that keeps the view’s other parameters, not the page', async () => {
    renderSearch(`${t.base}?tab=2&page=3&sort=_source.cve_empresa%3Aasc`, ALL, lang);
    const form = (await screen.findByRole('group', { name: t.legend })).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', t.base);
    const hidden = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['tab', '2'],
      ['sort', '_source.cve_empresa:asc'],
    ]);
    expect(within(form as HTMLElement).getByLabelText(t.from)).toHaveAttribute('name', n.from);
  });

  it('put the filters in the URL without a page load, and the grid takes them', async () => {
    const { calls } = renderSearch(`${t.base}?tab=2&page=2`, ALL, lang);
    const form = await screen.findByRole('group', { name: t.legend });
    fireEvent.change(within(form).getByLabelText(t.from), { target: { value: '2024-06-01' } });
    fireEvent.change(within(form).getByLabelText(t.type), { target: { value: 'asambleas' } });
    fireEvent.click(within(form).getByRole('button', { name: t.apply }));
    await waitFor(() => {
      expect(location().searchParams.get(n.from)).toBe('2024-06-01');
    });
    expect(location().searchParams.get(n.type)).toBe('asambleas');
    expect(location().searchParams.has(n.to)).toBe(false);
    expect(location().searchParams.has('page')).toBe(false);
    expect(location().searchParams.get('tab')).toBe('2');
    await waitFor(() => {
      expect(documentRequests(calls).at(-1)?.filterModel).toHaveProperty([t.tag]);
    });
    const grid = screen.getByRole('region', { name: t.grid });
    expect(grid.dataset.filter).toContain('2024-06-01');
  });

  it('ignore bad values, each field saying why, and ask for no filter they name', async () => {
    const url = `${t.base}?tab=2&${n.from}=2025-02-30&${n.type}=nada`;
    const { calls } = renderSearch(url, ALL, lang);
    const from = await screen.findByLabelText(t.from);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(t.badDate);
    expect(screen.getByLabelText(t.type)).toHaveAccessibleDescription(t.badType);
    expect(documentRequests(calls)[0]?.filterModel).toEqual({});
  });

  it('ignore a range that ends before it starts, keeping both days in their fields', async () => {
    renderSearch(`${t.base}?tab=2&${n.from}=2025-05-01&${n.to}=2025-04-01`, ALL, lang);
    const to = await screen.findByLabelText(t.to);
    expect(to).toHaveAccessibleDescription(t.order);
    expect(to).toHaveValue('2025-04-01');
    expect(screen.getByLabelText(t.from)).toHaveValue('2025-05-01');
  });

  it('keep the grid when they match nothing, not when the search itself finds nothing', async () => {
    const none = { ...ALL, documents: [], documentsTotal: 0 };
    const filtered = renderSearch(`${t.base}?tab=2&${n.type}=avisos`, none, lang);
    expect(await screen.findByRole('region', { name: t.grid })).toBeInTheDocument();
    filtered.router.dispose();
    cleanup();
    renderSearch(`${t.base}?tab=2`, none, lang);
    await screen.findByRole('group', { name: t.legend });
    await waitFor(() => {
      expect(screen.queryByText(/No se encontraron resultados|No results found/)).not.toBeNull();
    });
    expect(screen.queryByRole('region', { name: t.grid })).toBeNull();
  });

  it('offer a link that clears them, keeping the tab', async () => {
    renderSearch(`${t.base}?tab=2&${n.type}=avisos&page=4`, ALL, lang);
    const clear = await screen.findByRole('link', { name: t.clear });
    expect(clear).toHaveAttribute('href', `${t.base}?tab=2`);
  });

  it('are not on the other tabs, and leaving the documents tab drops them', async () => {
    renderSearch(`${t.base}?tab=2&${n.type}=avisos`, ALL, lang);
    await screen.findByRole('group', { name: t.legend });
    const instruments = screen.getAllByRole('tab')[1];
    expect(instruments?.getAttribute('href')).not.toContain(`${n.type}=`);
  });
});
