/** A fake search service for the results page tests: answers by searchType, records every call. */
import type { Transport } from '../../api/transport.js';
import type { SearchRequest, SearchType } from '#shared/types/search.js';
import {
  documentHit as sharedDocumentHit,
  hits,
  indexHit as sharedIndexHit,
  instrumentHit,
} from '#shared/test-utils/search-hits.js';
import type {
  DocumentHit,
  GlossaryResultHit,
  IndexHit,
  InstrumentHit,
  SectionHit,
} from '#shared/types/entities.js';

export { hits };

/** The shared records with the values these tests assert on. */
export const instrument = (over: Partial<InstrumentHit> = {}): InstrumentHit =>
  instrumentHit({
    razon_social: 'AMÉRICA MÓVIL, S.A.B. DE C.V.',
    id_empresa: 1000,
    id_emision: 100000,
    ...over,
  });

export const documentHit = (over: Partial<DocumentHit> = {}): DocumentHit =>
  sharedDocumentHit({
    tag_es: 'Eventos relevantes',
    tag_en: 'Relevant events',
    descripccion_documento: 'Aviso de evento relevante',
    fecha_recepcion: '2025-03-04 17:05:33',
    documento_html: { url_documento: '/docs/amx/1.html', formato: 'html' },
    documento_binario: { url_documento: '/docs/amx/1.pdf', formato: 'pdf' },
    ...over,
  });

export const glossaryHit = (palabra: string, over: Partial<GlossaryResultHit> = {}) => ({
  palabra,
  descripcion: `Definición de <b>${palabra}</b>`,
  alias: '',
  ...over,
});

export const indexHit = (over: Partial<IndexHit> = {}): IndexHit =>
  sharedIndexHit({
    id_indice: 7,
    nombre_corto: 'S&P/BMV IPC',
    nombre_largo: 'Índice de Precios y Cotizaciones',
    valor_indice: 54321.5,
    valor_indice_anterior: 54000,
    variacion_puntos: 321.5,
    variacion_porcentaje: 0.595,
    fecha_creacion: '2025-03-04',
    ...over,
  });

export const sectionHit = (over: Partial<SectionHit> = {}): SectionHit => ({
  titulo: 'Historia del Grupo',
  url: '/es/grupo-bmv/historia',
  macro_menu: 'Grupo BMV',
  ...over,
});

export const EXPIRED_TOKEN = 'expired-token';

export interface FakeSearch {
  prefixTotal?: number;
  eventDocs?: boolean;
  prefixDocs?: DocumentHit[];
  glossary?: GlossaryResultHit[];
  instruments?: InstrumentHit[];
  instrumentsTotal?: number;
  documents?: DocumentHit[];
  documentsTotal?: number;
  indices?: IndexHit[];
  sections?: SectionHit[];
  /** The glossary answer's "did you mean" (`sugerencia`). */
  suggestion?: string;
  /** Search types that answer 502 with a message. */
  failing?: SearchType[];
  /** The store starts with an expired site token (`EXPIRED_TOKEN`), answered with 401. */
  expiredToken?: boolean;
}

export function fakeSearch(options: FakeSearch = {}) {
  const calls: SearchRequest[] = [];
  let tokens = 0;
  const answer = (req: SearchRequest): unknown => {
    switch (req.payload.searchType) {
      case 'busquedaPrefijo':
        return {
          prefijosDocumentos: {
            prefijos: { total: { value: options.prefixTotal ?? 0 }, hits: [] },
          },
          emisorasDocumentos: { documentos: hits(options.prefixDocs ?? []) },
          ...(options.eventDocs ? { eventDocs: true } : {}),
        };
      case 'busquedaGlosario':
        return {
          busquedaGlosario: {
            glosario: hits(options.glossary ?? []),
            ...(options.suggestion === undefined ? {} : { sugerencia: options.suggestion }),
          },
        };
      case 'busquedaInstrumentos':
        return {
          busquedaInstrumentos: {
            instrumentos: {
              resultados: {
                emisoras: hits(options.instruments ?? [], options.instrumentsTotal),
              },
              hits: [],
            },
          },
        };
      case 'busquedaDocumentosPorInstrumentos':
        return {
          instrumentosEmisoras: {
            instrumentos: {
              resultados: { documentos: hits(options.documents ?? [], options.documentsTotal) },
            },
          },
        };
      case 'busquedaIndicadores':
        return {
          indicadores: { indices: hits(options.indices ?? []), indicadores: { hits: [] } },
        };
      case 'busquedaSecciones':
        return { busquedaSecciones: { secciones: hits(options.sections ?? []) } };
      default:
        return '';
    }
  };
  const transport: Transport = {
    needsToken: true,
    call: async (_service, body, token) => {
      const req = body as SearchRequest;
      calls.push(req);
      if (token === null || token === EXPIRED_TOKEN) {
        return { status: 401, body: { error: 'unauthorized' } };
      }
      if (options.failing?.includes(req.payload.searchType)) {
        return { status: 502, body: { error: 'bad_gateway', message: 'upstream unavailable' } };
      }
      return { status: 200, body: { response: answer(req), mensaje: 'OK' } };
    },
    fetchToken: async () => {
      tokens++;
      return `token-${String(tokens)}`;
    },
    storeToken: () => undefined,
  };
  return { transport, calls, tokens: () => tokens };
}
