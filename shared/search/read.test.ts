import type { DocumentHit, InstrumentHit } from '../types/entities.js';
import {
  firstGroup,
  readDocuments,
  readGlossaryResults,
  readIndicators,
  readInstruments,
  readPanel,
  readPrefix,
  readSections,
  readSuggestion,
  readTotal,
  uniqueByIssuer,
} from './read.js';
import { hits, instrumentHit } from '../test-utils/search-hits.js';

const instrument = (over: Partial<InstrumentHit>) =>
  instrumentHit({ razon_social: 'AMÉRICA MÓVIL, S.A.B. DE C.V.', ...over });

const doc: DocumentHit = {
  cve_empresa: 'AMX',
  tag_es: 'Eventos relevantes',
  tag_en: 'Material events',
  descripccion_documento: 'Evento',
  fecha_recepcion: '2025-01-02 10:11:12',
  documento_html: null,
  documento_binario: { url_documento: '/d/1.pdf', formato: 'pdf' },
};

describe('readTotal', () => {
  it('reads total.value and accepts a bare number', () => {
    expect(readTotal({ value: 7 })).toBe(7);
    expect(readTotal(3)).toBe(3);
  });

  it('gives null for malformed totals', () => {
    expect(readTotal({ value: '7' })).toBeNull();
    expect(readTotal(-1)).toBeNull();
    expect(readTotal(undefined)).toBeNull();
  });
});

describe('readInstruments', () => {
  it('reads the first key of instrumentos and merges prices by ID_EMISION', () => {
    const response = {
      busquedaInstrumentos: {
        instrumentos: {
          amx: {
            emisoras: hits(
              [instrument({ id_emision: 100 }), instrument({ id_emision: 101, serie: 'L' })],
              42,
            ),
          },
          hits: [
            {
              ID_EMISION: 100,
              HORA: '14:59',
              PRECIO_PROMEDIO_PONDERADO: 15.1,
              ULTIMO_PRECIO_OPERADO: 15.2,
            },
          ],
        },
      },
    };
    const result = readInstruments(response);
    expect(result?.total).toBe(42);
    expect(result?.rows[0]).toMatchObject({
      hora: '14:59',
      ultimo_precio_operado: 15.2,
      precio_promedio_ponderado: 15.1,
    });
    expect(result?.rows[1]).toMatchObject({
      hora: null,
      ultimo_precio_operado: null,
      precio_promedio_ponderado: null,
    });
  });

  it('skips the price rows key when it comes first', () => {
    const instrumentos = { hits: [], grupo: { emisoras: hits([instrument({})]) } };
    expect(firstGroup(instrumentos)).toEqual({ emisoras: hits([instrument({})]) });
  });

  it('gives null for a malformed answer', () => {
    expect(readInstruments({})).toBeNull();
    expect(
      readInstruments({ busquedaInstrumentos: { instrumentos: { x: { emisoras: 5 } } } }),
    ).toBeNull();
    expect(readInstruments('')).toBeNull();
  });
});

describe('readDocuments, readSections, readGlossaryResults', () => {
  it('reads documents under instrumentosEmisoras.instrumentos.{first key}.documentos', () => {
    const response = {
      instrumentosEmisoras: { instrumentos: { amx: { documentos: hits([doc], 120) } } },
    };
    expect(readDocuments(response)).toEqual({ rows: [doc], total: 120 });
  });

  it('reads sections and glossary hits', () => {
    const section = { titulo: 'Historia', url: '/es/grupo-bmv/historia', macro_menu: 'Grupo BMV' };
    expect(readSections({ busquedaSecciones: { secciones: hits([section]) } })).toEqual({
      rows: [section],
      total: 1,
    });
    const g = { palabra: 'Acción', descripcion: 'Parte del capital', alias: 'Título' };
    expect(readGlossaryResults({ busquedaGlosario: { glosario: hits([g]) } })?.rows).toEqual([g]);
  });

  it('drops hits without _source and falls back to the row count for a missing total', () => {
    expect(
      readSections({
        busquedaSecciones: {
          secciones: {
            hits: [{ _source: { titulo: 'a', url: '/a', macro_menu: 'm' } }, { nope: 1 }],
          },
        },
      }),
    ).toEqual({
      rows: [{ titulo: 'a', url: '/a', macro_menu: 'm' }],
      total: 1,
    });
  });
});

describe('readIndicators', () => {
  it('merges index rows keyed by ID_INDICE', () => {
    const index = {
      id_indice: 1, idgrupo: 1, nombre_corto: 'IPC', nombre_largo: 'S&P/BMV IPC', grupo: 'S&P/BMV',
      valor_indice: null, valor_indice_anterior: null, variacion_puntos: null, variacion_porcentaje: null, fecha_creacion: null,
    }; // prettier-ignore
    const merge = {
      ID_INDICE: 1,
      FECHA_CREACION: '2026-11-20 15:00:00',
      VALOR_INDICE: 60000,
      VALOR_INDICE_ANTERIOR: 59500,
      VARIACION_PUNTOS: 500,
      VARIACION_PORCENTAJE: 0.84,
    };
    const result = readIndicators({
      indicadores: { indices: hits([index]), indicadores: { hits: [merge] } },
    });
    expect(result?.rows[0]).toMatchObject({
      valor_indice: 60000,
      variacion_puntos: 500,
      fecha_creacion: '2026-11-20 15:00:00',
    });
  });
});

describe('readPrefix', () => {
  it('reads the prefix total and the documents', () => {
    const response = {
      prefijosDocumentos: { prefijos: { total: { value: 1 }, hits: [] } },
      emisorasDocumentos: { documentos: hits([doc], 35) },
    };
    expect(readPrefix(response)).toEqual({
      prefixTotal: 1,
      documents: { rows: [doc], total: 35 },
      eventDocs: false,
    });
  });

  it('gives zero documents when the prefix total is zero and null for a malformed answer', () => {
    expect(
      readPrefix({ prefijosDocumentos: { prefijos: { total: { value: 0 }, hits: [] } } })
        ?.prefixTotal,
    ).toBe(0);
    expect(readPrefix({})).toBeNull();
  });
});

describe('readPanel', () => {
  it('reads every group of busquedaPanel', () => {
    const response = {
      busquedaPanel: {
        busquedaGeneral: {
          glosario: hits([{ palabra: 'Acción', shortDescripcion: 'Parte del capital' }]),
          instrumentosEmisoras: {
            instrumentos: { amx: { emisoras: hits([instrument({})]), documentos: hits([doc]) } },
          },
          indicadores: { indices: hits([]), indicadores: { hits: [] } },
          secciones: hits([{ titulo: 'Historia', url: '/x', macro_menu: 'Grupo BMV' }]),
        },
        prefijosDocumentos: {
          prefijos: {
            total: { value: 1 },
            hits: [
              {
                _source: {
                  cve_emisora: 'AMX',
                  tipo_documento: 'eventos',
                  tag_es: 'Eventos',
                  tag_en: 'Events',
                },
              },
              { malformed: true },
            ],
          },
        },
      },
    };
    const panel = readPanel(response);
    expect(panel?.prefixes).toEqual([
      { cve_emisora: 'AMX', tipo_documento: 'eventos', tag_es: 'Eventos', tag_en: 'Events' },
    ]);
    expect(panel?.definition?.palabra).toBe('Acción');
    expect(panel?.instruments).toHaveLength(1);
    expect(panel?.documents.rows).toEqual([doc]);
    expect(panel?.sections).toHaveLength(1);
    expect(panel?.prefixTotal).toBe(1);
  });

  it('reads documents from emisorasDocumentos when instrumentos is absent', () => {
    const response = {
      busquedaPanel: {
        busquedaGeneral: {
          glosario: hits([]),
          instrumentosEmisoras: { emisorasDocumentos: { documentos: hits([doc]) } },
          indicadores: { indices: hits([]), indicadores: { hits: [] } },
          secciones: hits([]),
        },
      },
    };
    expect(readPanel(response)?.documents.rows).toEqual([doc]);
    expect(readPanel(response)?.definition).toBeNull();
    expect(readPanel(response)?.prefixes).toEqual([]);
  });

  it('gives null for a malformed answer', () => {
    expect(readPanel('')).toBeNull();
    expect(readPanel({ busquedaPanel: {} })).toBeNull();
  });
});

describe('uniqueByIssuer', () => {
  it('keeps the first row of each issuer key', () => {
    const rows = [
      instrument({ serie: 'B' }),
      instrument({ serie: 'L' }),
      instrument({ cve_emisora: 'WALMEX' }),
      instrument({ cve_emisora: 'amx ' }),
    ];
    expect(uniqueByIssuer(rows).map((r) => `${r.cve_emisora}${r.serie}`)).toEqual([
      'AMXB',
      'WALMEXB',
    ]);
  });
});

describe('readSuggestion ("did you mean")', () => {
  it('reads sugerencia of the panel and of the glossary search', () => {
    const g = hits([]);
    expect(
      readGlossaryResults({ busquedaGlosario: { glosario: g, sugerencia: 'dividendo' } })
        ?.suggestion,
    ).toBe('dividendo');
    expect(readGlossaryResults({ busquedaGlosario: { glosario: g } })?.suggestion).toBeNull();
    const panel = readPanel({
      busquedaPanel: { busquedaGeneral: {}, sugerencia: ' bono ' },
    });
    expect(panel?.suggestion).toBe('bono');
  });

  it('takes nothing but a non-blank string of reasonable length', () => {
    for (const bad of [42, null, {}, ['a'], '', '   ', 'x'.repeat(201)])
      expect(readSuggestion(bad)).toBeNull();
  });
});
