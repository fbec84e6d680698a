import {
  expectSame,
  grid,
  ofIssuer,
  records,
  totalOf,
  useTestStores,
} from '../../test-utils/document-store.js';

const { store } = useTestStores();

const total = totalOf(store);

describe('SQLite document store: restrictions', () => {
  it('keeps the documents of the issuer keys, ignoring case; none for an empty list', () => {
    const page = store.search({
      lang: 'es',
      issuerKeys: ['amx', 'Ñandú'],
      grid: grid({ endRow: 100 }),
    });
    expect(page.total).toBe(ofIssuer('AMX').length + ofIssuer('ÑANDÚ').length);
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.rows) expect(['AMX', 'ÑANDÚ']).toContain(d.cve_empresa);
    expect(store.search({ lang: 'es', issuerKeys: [], grid: grid() })).toEqual({
      total: 0,
      rows: [],
    });
    expect(total({ lang: 'es', issuerKeys: ['NOPE'] })).toBe(0);
  });

  it('keeps a document type and value types; none for an empty list of value types', () => {
    expect(total({ lang: 'es', documentType: 'financieros' })).toBe(
      records.filter((d) => d.tipo_documento === 'financieros').length,
    );
    expect(total({ lang: 'es', valueTypes: ['41', ''] })).toBe(
      records.filter((d) => d.tipo_valor === '41' || d.tipo_valor === '').length,
    );
    expect(total({ lang: 'es', valueTypes: [] })).toBe(0);
    expect(total({ lang: 'es', documentType: 'no-such-type' })).toBe(0);
  });

  it('combines restrictions, free text and grid filters', () => {
    expectSame(store, {
      lang: 'es',
      issuerKeys: ['amx', 'acme', 'ÑANDÚ'],
      valueTypes: ['1', '41', ''],
      text: 'reporte',
      grid: grid({
        sortModel: [{ colId: '_source.serie', sort: 'desc' }],
        filterModel: {
          '_source.fecha_recepcion': {
            filterType: 'date',
            type: 'greaterThan',
            dateFrom: '2016-01-01',
          },
        },
      }),
    });
  });
});
