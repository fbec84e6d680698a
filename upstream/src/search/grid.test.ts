import {
  applyGrid,
  GridRequestError,
  matchesFilter,
  parseGridRequest,
  type ColumnKind,
} from './grid.js';

const columns: Record<string, ColumnKind> = { name: 'text', price: 'number', date: 'date' };
const rows = [
  { id: 1, name: 'Acción', price: 10, date: '2024-01-05 10:00:00' },
  { id: 2, name: 'bono', price: 2.5, date: '2023-06-01 09:00:00' },
  { id: 3, name: 'CETES', price: null, date: '2025-12-31 23:59:00' },
  { id: 4, name: '', price: 7, date: '2024-01-05 18:00:00' },
];
const run = (request: object) =>
  applyGrid(
    rows,
    parseGridRequest(JSON.stringify(request), columns),
    (r, f) => (r as Record<string, unknown>)[f],
  );
const ids = (request: object) => run(request).rows.map((r) => r.id);

describe('parseGridRequest', () => {
  it('defaults to the first page of 20 rows with no sort or filter', () => {
    expect(parseGridRequest(undefined, columns)).toMatchObject({
      startRow: 0,
      endRow: 20,
      sorts: [],
      filters: [],
    });
    expect(parseGridRequest('', columns).endRow).toBe(20);
  });

  it('accepts column ids with or without _source.', () => {
    const parsed = parseGridRequest(
      JSON.stringify({
        sortModel: [
          { colId: '_source.price', sort: 'asc' },
          { colId: 'name', sort: 'desc' },
        ],
      }),
      columns,
    );
    expect(parsed.sorts).toEqual([
      { field: 'price', desc: false },
      { field: 'name', desc: true },
    ]);
  });

  it.each([
    ['not JSON', '{x'],
    ['an array', '[]'],
    ['negative rows', JSON.stringify({ startRow: -1, endRow: 5 })],
    ['endRow before startRow', JSON.stringify({ startRow: 10, endRow: 5 })],
    ['a page over 100 rows', JSON.stringify({ startRow: 0, endRow: 101 })],
    ['an unknown sort column', JSON.stringify({ sortModel: [{ colId: 'secret', sort: 'asc' }] })],
    ['a bad sort direction', JSON.stringify({ sortModel: [{ colId: 'name', sort: 'up' }] })],
    [
      'an unknown filter column',
      JSON.stringify({ filterModel: { nope: { type: 'contains', filter: 'x' } } }),
    ],
    [
      'a number filter on a text column',
      JSON.stringify({
        filterModel: { name: { filterType: 'number', type: 'equals', filter: 1 } },
      }),
    ],
    [
      'an unknown text filter type',
      JSON.stringify({ filterModel: { name: { filterType: 'text', type: 'regex', filter: 'x' } } }),
    ],
    [
      'a non-numeric number filter',
      JSON.stringify({
        filterModel: { price: { filterType: 'number', type: 'equals', filter: '1' } },
      }),
    ],
    [
      'a malformed date',
      JSON.stringify({
        filterModel: { date: { filterType: 'date', type: 'equals', dateFrom: 'yesterday' } },
      }),
    ],
    [
      'a bad operator',
      JSON.stringify({
        filterModel: { name: { filterType: 'text', operator: 'XOR', conditions: [] } },
      }),
    ],
    [
      'too many conditions',
      JSON.stringify({
        filterModel: {
          name: {
            filterType: 'text',
            operator: 'OR',
            conditions: Array(6).fill({ type: 'contains', filter: 'a' }),
          },
        },
      }),
    ],
    [
      'over 8 KB',
      JSON.stringify({ filterModel: { name: { type: 'contains', filter: 'x'.repeat(9000) } } }),
    ],
  ])('refuses %s with a GridRequestError', (_name, json) => {
    expect(() => parseGridRequest(json, columns)).toThrow(GridRequestError);
  });
});

describe('applyGrid text filters (case and accents ignored)', () => {
  it.each([
    ['contains', 'ACCI', [1]],
    ['notContains', 'o', [3, 4]],
    ['equals', 'accion', [1]],
    ['notEqual', 'bono', [1, 3, 4]],
    ['startsWith', 'ce', [3]],
    ['endsWith', 'ES', [3]],
    ['blank', null, [4]],
    ['notBlank', null, [1, 2, 3]],
  ])('%s', (type, filter, expected) => {
    expect(ids({ filterModel: { name: { filterType: 'text', type, filter } } })).toEqual(expected);
  });
});

describe('applyGrid number and date filters', () => {
  it('compares numbers strictly, excludes range ends and treats blanks', () => {
    expect(
      ids({ filterModel: { price: { filterType: 'number', type: 'greaterThan', filter: 7 } } }),
    ).toEqual([1]);
    expect(
      ids({
        filterModel: { price: { filterType: 'number', type: 'greaterThanOrEqual', filter: 7 } },
      }),
    ).toEqual([1, 4]);
    expect(
      ids({
        filterModel: {
          price: { filterType: 'number', type: 'inRange', filter: 2.5, filterTo: 10 },
        },
      }),
    ).toEqual([4]);
    expect(ids({ filterModel: { price: { filterType: 'number', type: 'blank' } } })).toEqual([3]);
  });

  it('compares dates by day', () => {
    expect(
      ids({
        filterModel: {
          date: { filterType: 'date', type: 'equals', dateFrom: '2024-01-05 00:00:00' },
        },
      }),
    ).toEqual([1, 4]);
    expect(
      ids({
        filterModel: { date: { filterType: 'date', type: 'lessThan', dateFrom: '2024-01-05' } },
      }),
    ).toEqual([2]);
    expect(
      ids({
        filterModel: {
          date: {
            filterType: 'date',
            type: 'inRange',
            dateFrom: '2023-01-01',
            dateTo: '2025-01-01',
          },
        },
      }),
    ).toEqual([1, 2, 4]);
  });

  it('combines conditions with AND and OR', () => {
    const or = {
      filterType: 'text',
      operator: 'OR',
      conditions: [
        { type: 'startsWith', filter: 'a' },
        { type: 'startsWith', filter: 'b' },
      ],
    };
    expect(ids({ filterModel: { name: or } })).toEqual([1, 2]);
    const and = {
      filterType: 'text',
      operator: 'AND',
      conditions: [
        { type: 'contains', filter: 'o' },
        { type: 'notContains', filter: 'n' },
      ],
    };
    expect(ids({ filterModel: { name: and } })).toEqual([]);
  });

  it('lets an incomplete condition filter nothing', () => {
    expect(matchesFilter(5, { filterType: 'number', type: 'equals', filter: null })).toBe(true);
  });
});

describe('applyGrid sort and paging', () => {
  it('sorts ascending and descending with blanks last both ways', () => {
    expect(ids({ sortModel: [{ colId: 'price', sort: 'asc' }] })).toEqual([2, 4, 1, 3]);
    expect(ids({ sortModel: [{ colId: 'price', sort: 'desc' }] })).toEqual([1, 4, 2, 3]);
    expect(ids({ sortModel: [{ colId: 'name', sort: 'asc' }] })).toEqual([1, 2, 3, 4]);
  });

  it('pages after filtering and keeps the total of the filtered rows', () => {
    expect(run({ startRow: 1, endRow: 3 })).toEqual({ total: 4, rows: [rows[1], rows[2]] });
    expect(run({ startRow: 10, endRow: 20 })).toEqual({ total: 4, rows: [] });
  });
});
