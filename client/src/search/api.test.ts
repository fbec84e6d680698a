import { makeStore } from '../app/store.js';
import type { Transport } from '../api/transport.js';
import { searchApi, searchBody } from './api.js';

function recordingTransport(answer: unknown) {
  const bodies: unknown[] = [];
  const transport: Transport = {
    needsToken: false,
    call: async (service, body) => {
      bodies.push({ service, body });
      return { status: 200, body: answer };
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
  };
  return { transport, bodies };
}

const hits = <T>(rows: T[]) => ({ hits: rows.map((r) => ({ _source: r })), total: { value: 7 } });

describe('searchBody', () => {
  it('splits the text at its first space and names the search type', () => {
    expect(searchBody('busquedaGlosario', { lang: 'en', text: '  casa  de bolsa ' })).toEqual({
      lang: 'en',
      payload: {
        term: 'casa',
        term2: 'de bolsa',
        termT: 'casa de bolsa',
        searchType: 'busquedaGlosario',
      },
    });
  });

  it('carries requestJson only for grid searches', () => {
    expect(
      searchBody('busquedaInstrumentos', { lang: 'es', text: 'amx' }, '{"startRow":0}'),
    ).toMatchObject({
      requestJson: '{"startRow":0}',
    });
    expect(searchBody('busquedaSecciones', { lang: 'es', text: 'amx' })).not.toHaveProperty(
      'requestJson',
    );
  });
});

describe('search endpoints', () => {
  it('send their searchType and read the answer at the spec paths', async () => {
    const answer = {
      response: {
        busquedaSecciones: {
          secciones: hits([{ titulo: 'Historia', url: '/h', macro_menu: 'Grupo' }]),
        },
      },
      mensaje: '',
    };
    const { transport, bodies } = recordingTransport(answer);
    const store = makeStore(transport);
    const result = await store.dispatch(
      searchApi.endpoints.searchSections.initiate({ lang: 'es', text: 'historia' }),
    );
    expect(result.data).toEqual({
      rows: [{ titulo: 'Historia', url: '/h', macro_menu: 'Grupo' }],
      total: 7,
    });
    expect(bodies).toEqual([
      {
        service: 'search',
        body: {
          lang: 'es',
          payload: {
            term: 'historia',
            term2: '',
            termT: 'historia',
            searchType: 'busquedaSecciones',
          },
        },
      },
    ]);
  });

  it('give null for an answer of the wrong shape (the caller shows its error state)', async () => {
    const { transport } = recordingTransport({ response: { otra: 1 }, mensaje: '' });
    const store = makeStore(transport);
    const panel = await store.dispatch(
      searchApi.endpoints.searchPanel.initiate({ lang: 'es', text: 'x' }),
    );
    expect(panel.data).toBeNull();
    const grid = await store.dispatch(
      searchApi.endpoints.searchInstruments.initiate({ lang: 'es', text: 'x', requestJson: '{}' }),
    );
    expect(grid.data).toBeNull();
  });
});
