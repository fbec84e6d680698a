import {
  readDocuments,
  readGlossaryResults,
  readIndicators,
  readInstruments,
  readPanel,
  readPrefix,
  readSections,
} from '#shared/search/read.js';
import type { Lang } from '#shared/types/common.js';
import type { SearchType } from '#shared/types/search.js';
import { searchThrough, upstreamForFile } from '../test-utils/app.js';

const upstream = upstreamForFile();

const search = (searchType: SearchType, text: string, lang: Lang = 'es', grid?: object) =>
  searchThrough(upstream, searchType, text, lang, grid);

const grid = (over: object = {}) => ({
  startRow: 0,
  endRow: 20,
  sortModel: [],
  filterModel: {},
  ...over,
});

describe('busquedaGlosario', () => {
  it('finds a term ignoring accents and puts the exact title first', async () => {
    const { status, body } = await search('busquedaGlosario', 'accion');
    expect(status).toBe(200);
    const result = readGlossaryResults(body.response);
    expect(result?.rows[0]?.palabra).toBe('Acción');
    expect(result?.rows[0]?.alias).toEqual(expect.any(String));
  });

  it('matches aliases (TRAC finds ETF) and tolerates one typo in a long word', async () => {
    const alias = readGlossaryResults((await search('busquedaGlosario', 'TRAC')).body.response);
    expect(alias?.rows.map((r) => r.palabra)).toContain('ETF');
    const typo = readGlossaryResults((await search('busquedaGlosario', 'dividnedo')).body.response);
    expect(typo?.rows[0]?.palabra).toBe('Dividendo');
  });

  it('matches a prefix as you type and answers in English', async () => {
    const prefix = readGlossaryResults(
      (await search('busquedaGlosario', 'casa de bol')).body.response,
    );
    expect(prefix?.rows[0]?.palabra).toBe('Casa de bolsa');
    const en = readGlossaryResults(
      (await search('busquedaGlosario', 'dividend', 'en')).body.response,
    );
    expect(en?.rows[0]?.palabra).toMatch(/^Dividend/);
  });

  it('gives at most 20 hits with the full total, highlighted with <b>', async () => {
    const { body } = await search('busquedaGlosario', 'de');
    const result = readGlossaryResults(body.response);
    expect(result?.rows.length).toBeLessThanOrEqual(20);
    expect(result?.total).toBeGreaterThan(20);
    const raw = body.response as {
      busquedaGlosario: { glosario: { hits: { highlight?: Record<string, string[]> }[] } };
    };
    expect(JSON.stringify(raw.busquedaGlosario.glosario.hits[0]?.highlight)).toMatch(/<b>/);
  });

  it('gives zero hits for an empty text or an unknown word', async () => {
    expect(readGlossaryResults((await search('busquedaGlosario', '')).body.response)?.total).toBe(
      0,
    );
    expect(
      readGlossaryResults((await search('busquedaGlosario', 'zzqxw')).body.response)?.total,
    ).toBe(0);
  });
});

describe('busquedaInstrumentos', () => {
  it('finds an exact ticker first, with prices merged by ID_EMISION', async () => {
    const result = readInstruments(
      (await search('busquedaInstrumentos', 'AMX', 'es', grid())).body.response,
    );
    expect(result?.rows[0]?.cve_emisora).toBe('AMX');
    expect(result?.rows.every((r) => r.cve_emisora.startsWith('AMX'))).toBe(true);
  });

  it('never matches a ticker by typo, but does match a ticker prefix', async () => {
    const typo = readInstruments(
      (await search('busquedaInstrumentos', 'WALMAX', 'es', grid())).body.response,
    );
    expect(typo?.rows.some((r) => r.cve_emisora === 'WALMEX')).toBe(false);
    const prefix = readInstruments(
      (await search('busquedaInstrumentos', 'WALM', 'es', grid())).body.response,
    );
    expect(prefix?.rows.some((r) => r.cve_emisora === 'WALMEX')).toBe(true);
  });

  it('matches the legal name ignoring accents', async () => {
    const result = readInstruments(
      (await search('busquedaInstrumentos', 'america movil', 'es', grid())).body.response,
    );
    expect(result?.rows[0]?.razon_social).toBe('AMÉRICA MÓVIL, S.A.B. DE C.V.');
  });

  it('pages, sorts and filters through requestJson with totals that reflect the filter', async () => {
    const all = readInstruments(
      (await search('busquedaInstrumentos', 'fibras', 'es', grid({ endRow: 100 }))).body.response,
    );
    expect(all?.total).toBeGreaterThan(5);
    const sorted = readInstruments(
      (
        await search(
          'busquedaInstrumentos',
          'fibras',
          'es',
          grid({
            sortModel: [{ colId: '_source.cve_emisora', sort: 'desc' }],
            startRow: 0,
            endRow: 3,
          }),
        )
      ).body.response,
    );
    const keys = sorted?.rows.map((r) => r.cve_emisora) ?? [];
    expect(keys).toEqual([...keys].sort().reverse());
    expect(sorted?.rows).toHaveLength(3);
    expect(sorted?.total).toBe(all?.total);
    const filtered = readInstruments(
      (
        await search(
          'busquedaInstrumentos',
          'fibras',
          'es',
          grid({
            filterModel: {
              '_source.cve_emisora': { filterType: 'text', type: 'startsWith', filter: 'fib' },
            },
          }),
        )
      ).body.response,
    );
    expect(filtered?.total).toBeLessThan(all?.total ?? 0);
    expect(filtered?.rows.every((r) => r.cve_emisora.startsWith('FIB'))).toBe(true);
    const page2 = readInstruments(
      (await search('busquedaInstrumentos', 'fibras', 'es', grid({ startRow: 5, endRow: 10 }))).body
        .response,
    );
    expect(page2?.rows.map((r) => r.id_emision)).toEqual(
      all?.rows.slice(5, 10).map((r) => r.id_emision),
    );
  });

  it('filters numbers and combines two conditions with OR', async () => {
    const result = readInstruments(
      (
        await search(
          'busquedaInstrumentos',
          'acciones',
          'es',
          grid({
            endRow: 100,
            filterModel: {
              '_source.id_bolsa_listada': { filterType: 'number', type: 'equals', filter: 127 },
              '_source.tipo_valor': {
                filterType: 'text',
                operator: 'OR',
                conditions: [
                  { filterType: 'text', type: 'equals', filter: '1A' },
                  { filterType: 'text', type: 'equals', filter: '1' },
                ],
              },
            },
          }),
        )
      ).body.response,
    );
    expect(result?.total).toBeGreaterThan(0);
    expect(
      result?.rows.every((r) => r.id_bolsa_listada === 127 && ['1', '1A'].includes(r.tipo_valor)),
    ).toBe(true);
  });
});

describe('busquedaDocumentosPorInstrumentos', () => {
  it("gives the matched issuers' documents, newest first, paged", async () => {
    const result = readDocuments(
      (await search('busquedaDocumentosPorInstrumentos', 'WALMEX', 'es', grid({ endRow: 10 }))).body
        .response,
    );
    expect(result?.total).toBeGreaterThan(0);
    expect(result?.rows.every((d) => d.cve_empresa === 'WALMEX')).toBe(true);
    const dates = result?.rows.map((d) => d.fecha_recepcion) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts and filters documents by requestJson and answers in the language of the request', async () => {
    const en = readDocuments(
      (
        await search(
          'busquedaDocumentosPorInstrumentos',
          'AMX',
          'en',
          grid({
            sortModel: [{ colId: '_source.fecha_recepcion', sort: 'asc' }],
            filterModel: {
              '_source.descripccion_documento': {
                filterType: 'text',
                type: 'contains',
                filter: 'report',
              },
            },
          }),
        )
      ).body.response,
    );
    expect(en?.rows.every((d) => /report/i.test(d.descripccion_documento))).toBe(true);
    const dates = en?.rows.map((d) => d.fecha_recepcion) ?? [];
    expect(dates).toEqual([...dates].sort());
  });
});

describe('busquedaIndicadores and busquedaSecciones', () => {
  it('finds indices with values merged by ID_INDICE', async () => {
    const result = readIndicators((await search('busquedaIndicadores', 'IPC')).body.response);
    expect(result?.rows[0]?.nombre_corto).toBe('IPC');
    expect(result?.rows[0]?.valor_indice).toEqual(expect.any(Number));
    expect(result?.rows[0]?.fecha_creacion).toMatch(/^\d{4}-\d{2}-\d{2} 15:00:00$/);
  });

  it('finds site sections with their macro menu in both languages', async () => {
    const es = readSections((await search('busquedaSecciones', 'historia')).body.response);
    expect(es?.rows[0]).toEqual(
      expect.objectContaining({
        titulo: expect.any(String),
        url: expect.stringMatching(/^\/es\//),
        macro_menu: expect.any(String),
      }),
    );
    const en = readSections((await search('busquedaSecciones', 'history', 'en')).body.response);
    expect(en?.rows[0]?.url).toMatch(/^\/en\//);
  });
});

describe('busquedaPrefijo', () => {
  it('answers a Spanish document-type keyword plus an issuer key with those documents', async () => {
    const result = readPrefix(
      (await search('busquedaPrefijo', 'eventos AMX', 'es', grid())).body.response,
    );
    expect(result?.prefixTotal).toBe(1);
    expect(result?.documents.total).toBeGreaterThan(0);
    expect(
      result?.documents.rows.every(
        (d) => d.cve_empresa === 'AMX' && d.tag_es === 'Eventos relevantes',
      ),
    ).toBe(true);
  });

  it('answers the English keyword in English and ignores a Spanish-only keyword in English', async () => {
    const en = readPrefix(
      (await search('busquedaPrefijo', 'events amx', 'en', grid())).body.response,
    );
    expect(en?.prefixTotal).toBe(1);
    const spanishOnly = readPrefix(
      (await search('busquedaPrefijo', 'derechos AMX', 'en', grid())).body.response,
    );
    expect(spanishOnly?.prefixTotal).toBe(0);
  });

  it('answers total 0 for any other text', async () => {
    for (const text of ['AMX', 'casa de bolsa', 'eventos', 'eventos NOEXISTE', '']) {
      const result = readPrefix((await search('busquedaPrefijo', text)).body.response);
      expect([text, result?.prefixTotal]).toEqual([text, 0]);
    }
  });

  it('treats a security-type keyword as event docs: documents by value type', async () => {
    const { body } = await search('busquedaPrefijo', 'fibras', 'es', grid());
    const result = readPrefix(body.response);
    expect(result?.eventDocs).toBe(true);
    expect(result?.prefixTotal).toBe(1);
    expect(result?.documents.total).toBeGreaterThan(0);
  });
});

describe('busquedaPanel', () => {
  it('gives every group: definition, instruments, first 3 documents, indices, sections', async () => {
    const panel = readPanel((await search('busquedaPanel', 'bolsa')).body.response);
    expect(panel?.definition?.palabra).toEqual(expect.any(String));
    expect(panel?.instruments.length).toBeGreaterThan(0);
    expect(panel?.documents.rows.length).toBeLessThanOrEqual(3);
    expect(panel?.sections.length).toBeGreaterThan(0);
  });

  it('lists documents by issuer prefix for a document keyword and the start of a key', async () => {
    const panel = readPanel((await search('busquedaPanel', 'financieros GF')).body.response);
    expect(panel?.prefixTotal).toBeGreaterThan(1);
  });
});

describe('search: bad input', () => {
  const post = (payload: unknown) =>
    upstream.app.inject({
      method: 'POST',
      url: '/api/searchservice/v1',
      headers: { authorization: upstream.auth },
      payload: payload as object,
    });
  const ok = {
    lang: 'es',
    payload: { term: 'a', term2: '', termT: 'a', searchType: 'busquedaInstrumentos' },
  };

  it.each([
    ['an unknown searchType', { ...ok, payload: { ...ok.payload, searchType: 'busquedaTodo' } }],
    ['a missing field', { lang: 'es', payload: { term: 'a', searchType: 'busquedaPanel' } }],
    ['an unknown field', { ...ok, extra: true }],
    ['an over-long term', { ...ok, payload: { ...ok.payload, termT: 'x'.repeat(201) } }],
    ['requestJson that is not JSON', { ...ok, requestJson: '{nope' }],
    [
      'requestJson with an unknown column',
      {
        ...ok,
        requestJson: JSON.stringify({
          startRow: 0,
          endRow: 20,
          sortModel: [{ colId: '_source.password', sort: 'asc' }],
        }),
      },
    ],
    [
      'requestJson with a bad filter type',
      {
        ...ok,
        requestJson: JSON.stringify({
          filterModel: { '_source.serie': { filterType: 'text', type: 'regex', filter: '.*' } },
        }),
      },
    ],
    [
      'requestJson with a huge page',
      { ...ok, requestJson: JSON.stringify({ startRow: 0, endRow: 100000 }) },
    ],
    ['requestJson that is an array', { ...ok, requestJson: '[]' }],
  ])('answers 400 { response: "", mensaje } for %s', async (_name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ response: string; mensaje: string }>();
    expect(body.response).toBe('');
    expect(body.mensaje.length).toBeGreaterThan(5);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers 401 { response: "" } without a valid token', async () => {
    const res = await upstream.app.inject({
      method: 'POST',
      url: '/api/searchservice/v1',
      payload: ok,
      headers: { authorization: 'Bearer forged.token.value' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ response: '', mensaje: 'missing, expired or invalid token' });
  });

  it('answers 404 in the token envelope for an unknown path', async () => {
    const res = await upstream.app.inject({
      method: 'POST',
      url: '/api/searchservice/v2',
      payload: ok,
    });
    expect(res.statusCode).toBe(404);
  });
});
