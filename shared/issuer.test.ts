import {
  issuerDocumentsUrl,
  issuerFeedPath,
  issuerInstrumentsRequest,
  issuerKeyOf,
  issuerPath,
  newestDocumentsRequest,
  searchFeedPath,
} from './issuer.js';
import { alternatePath, matchRoute } from './routes.js';

describe('issuerKeyOf', () => {
  it('reads keys as the services write them, percent-encoded or not', () => {
    expect(issuerKeyOf('AMX')).toBe('AMX');
    expect(issuerKeyOf('PE%26OLES')).toBe('PE&OLES');
    expect(issuerKeyOf('ST&ER-D')).toBe('ST&ER-D');
    expect(issuerKeyOf('NTEIPC%2B')).toBe('NTEIPC+');
    expect(issuerKeyOf('FIBRAPL14')).toBe('FIBRAPL14');
  });

  it('refuses anything without a key’s shape', () => {
    for (const bad of [
      undefined,
      '',
      'amx',
      'AMX BIMBO',
      'AMX%20',
      '%E0%A4%A',
      '-AMX',
      '..',
      'A'.repeat(17),
      '%41'.repeat(20),
      'AMX%00',
      '<script>',
      'AMX%2Fx',
    ]) {
      expect(issuerKeyOf(bad)).toBeNull();
    }
  });
});

describe('issuer paths', () => {
  it('builds the page and feed paths in both languages, matched back by the route table', () => {
    expect(issuerPath('es', 'PE&OLES', 'bmv')).toBe('/es/bmv/emisoras/PE%26OLES');
    expect(issuerPath('en', 'AMX', 'bmv')).toBe('/en/bmv/issuers/AMX');
    expect(issuerFeedPath('en', 'AMX', 'bmv')).toBe('/en/bmv/issuers/AMX/feed.atom');
    expect(searchFeedPath('es', 'informe anual', 'bmv')).toBe(
      '/es/bmv/busqueda/informe_anual/feed.atom',
    );
    // With the documents tab's filters, in the language's parameter names (decision 118).
    expect(
      searchFeedPath('en', 'amx', 'bmv', { from: '2026-01-01', to: null, type: 'anual' }),
    ).toBe('/en/bmv/search/amx/feed.atom?from=2026-01-01&type=anual');
    expect(matchRoute('/es/bmv/emisoras/AMX', 'bmv')).toEqual({
      id: 'issuer',
      lang: 'es',
      params: { key: 'AMX' },
    });
    expect(alternatePath('/es/bmv/emisoras/PE%26OLES', 'bmv')).toBe('/en/bmv/issuers/PE%26OLES');
    expect(matchRoute('/es/bmv/emisoras', 'bmv')).toBeNull();
  });

  it('links all of an issuer’s documents as the documents tab filtered to its key', () => {
    const url = new URL(issuerDocumentsUrl('en', 'PE&OLES', 'bmv'), 'https://x.example');
    expect(url.pathname).toBe('/en/bmv/search/PE%26OLES');
    expect(url.searchParams.get('tab')).toBe('2');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      '_source.cve_empresa': { filterType: 'text', type: 'equals', filter: 'PE&OLES' },
    });
  });
});

describe('grid requests', () => {
  it('asks for exactly the issuer’s series', () => {
    expect(JSON.parse(issuerInstrumentsRequest('AMX'))).toEqual({
      startRow: 0,
      endRow: 100,
      sortModel: [
        { colId: '_source.estatus', sort: 'asc' },
        { colId: '_source.serie', sort: 'asc' },
      ],
      filterModel: { '_source.cve_emisora': { filterType: 'text', type: 'equals', filter: 'AMX' } },
    });
  });

  it('asks for the newest documents, bounded, of the key when given', () => {
    const request = JSON.parse(newestDocumentsRequest(500, 'AMX')) as Record<string, unknown>;
    expect(request.endRow).toBe(50);
    expect(request.sortModel).toEqual([{ colId: '_source.fecha_recepcion', sort: 'desc' }]);
    expect(request.filterModel).toEqual({
      '_source.cve_empresa': { filterType: 'text', type: 'equals', filter: 'AMX' },
    });
    expect(JSON.parse(newestDocumentsRequest(10, null))).toMatchObject({
      endRow: 10,
      filterModel: {},
    });
  });
});
