import {
  clearGridView,
  DEFAULT_GRID_VIEW,
  FIRST_PAGE_REQUEST,
  pageRequest,
  readGridView,
  serializeGridRequest,
  writeGridView,
} from './grid-request.js';

const COLUMNS = ['_source.cve_emisora', '_source.fecha_recepcion'];

describe('grid requests', () => {
  it('serializes in a fixed key order, so the loader and the grid share the first page', () => {
    const json = serializeGridRequest({ filterModel: {}, sortModel: [], endRow: 20, startRow: 0 });
    expect(json).toBe('{"startRow":0,"endRow":20,"sortModel":[],"filterModel":{}}');
    expect(FIRST_PAGE_REQUEST).toBe(json);
  });

  it('pages by 20 rows', () => {
    expect(pageRequest(DEFAULT_GRID_VIEW, 2)).toMatchObject({ startRow: 40, endRow: 60 });
  });
});

describe('grid view in the URL', () => {
  it('round-trips page, sort and filter', () => {
    const view = {
      page: 3,
      sortModel: [{ colId: '_source.fecha_recepcion', sort: 'desc' as const }],
      filterModel: {
        '_source.cve_emisora': {
          filterType: 'text' as const,
          type: 'contains' as const,
          filter: 'amx',
        },
      },
    };
    const params = writeGridView(new URLSearchParams('tab=2'), view);
    expect(params.get('tab')).toBe('2');
    expect(params.get('page')).toBe('4');
    expect(params.get('sort')).toBe('_source.fecha_recepcion:desc');
    expect(readGridView(new URLSearchParams(params.toString()), COLUMNS)).toEqual(view);
  });

  it('drops malformed or unknown parts instead of failing', () => {
    const params = new URLSearchParams({
      page: '-3',
      sort: '_source.nope:asc,_source.cve_emisora:sideways,_source.fecha_recepcion:asc',
      filter: JSON.stringify({
        '_source.nope': { filterType: 'text', type: 'contains', filter: 'x' },
        '_source.cve_emisora': { filterType: 'bogus', type: 'contains' },
        '_source.fecha_recepcion': { filterType: 'date', operator: 'OR', conditions: [] },
      }),
    });
    expect(readGridView(params, COLUMNS)).toEqual({
      page: 0,
      sortModel: [{ colId: '_source.fecha_recepcion', sort: 'asc' }],
      filterModel: {},
    });
    expect(readGridView(new URLSearchParams('filter={not json'), COLUMNS)).toEqual(
      DEFAULT_GRID_VIEW,
    );
    expect(readGridView(new URLSearchParams(`filter=${'x'.repeat(3000)}`), COLUMNS)).toEqual(
      DEFAULT_GRID_VIEW,
    );
  });

  it('keeps a two-condition filter and clears every grid parameter on request', () => {
    const combined = {
      filterType: 'text',
      operator: 'OR',
      conditions: [
        { filterType: 'text', type: 'startsWith', filter: 'A' },
        { filterType: 'text', type: 'startsWith', filter: 'W' },
      ],
    };
    const params = new URLSearchParams({
      tab: '1',
      page: '2',
      filter: JSON.stringify({ '_source.cve_emisora': combined }),
    });
    expect(readGridView(params, COLUMNS).filterModel).toEqual({ '_source.cve_emisora': combined });
    expect(clearGridView(params).toString()).toBe('tab=1');
  });

  it('writes nothing for the default view', () => {
    expect(writeGridView(new URLSearchParams('tab=1&page=3'), DEFAULT_GRID_VIEW).toString()).toBe(
      'tab=1',
    );
  });
});
