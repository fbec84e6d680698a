/**
 * Panel answers in the search service's own shape (specification §7: `response.busquedaPanel` with
 * `busquedaGeneral` and `prefijosDocumentos`), built from records the tests name.
 */
import type { Transport, TransportResult } from '../../api/transport.js';
import { documentHit, hits, indexHit, instrumentHit } from '#shared/test-utils/search-hits.js';
import type {
  DocumentHit,
  GlossaryPanelHit,
  IndexHit,
  InstrumentHit,
  PrefixHit,
  SectionHit,
} from '#shared/types/entities.js';

/** AMX shares with the company id the link tests expect. */
export const instrument = (over: Partial<InstrumentHit> = {}) =>
  instrumentHit({ id_empresa: 5383, id_emision: 1, ...over });
export { documentHit as document, indexHit as index };

export interface PanelFixture {
  glossary?: GlossaryPanelHit[];
  instruments?: InstrumentHit[];
  documents?: DocumentHit[];
  indices?: IndexHit[];
  sections?: SectionHit[];
  prefixes?: PrefixHit[];
  /** The service's "did you mean" (`sugerencia`). */
  suggestion?: string;
}

/** The whole answer body of a panel search. */
export function panelAnswer(f: PanelFixture = {}) {
  return {
    response: {
      busquedaPanel: {
        busquedaGeneral: {
          glosario: hits(f.glossary ?? []),
          instrumentosEmisoras: {
            instrumentos: {
              emisoras_documentos: {
                emisoras: hits(f.instruments ?? []),
                documentos: hits(f.documents ?? []),
              },
              hits: [],
            },
          },
          indicadores: { indices: hits(f.indices ?? []), indicadores: { hits: [] } },
          secciones: hits(f.sections ?? []),
        },
        prefijosDocumentos: {
          prefijos: hits(f.prefixes ?? []),
        },
        ...(f.suggestion === undefined ? {} : { sugerencia: f.suggestion }),
      },
    },
    mensaje: '',
  };
}

/** An answer with a row in every group. */
export const EVERY_GROUP: PanelFixture = {
  glossary: [
    { palabra: 'Acción', shortDescripcion: 'Título que representa una parte del capital.' },
  ],
  instruments: [
    instrument(),
    instrument({ serie: 'L', id_emision: 2 }),
    instrument({
      cve_emisora: 'WALMEX',
      serie: '*',
      razon_social: 'Wal-Mart de México, S.A.B. de C.V.',
      id_empresa: 5200,
      id_emision: 3,
    }),
  ],
  documents: [documentHit()],
  indices: [indexHit()],
  sections: [{ titulo: 'Acciones', url: '/es/mercados/acciones', macro_menu: 'Mercados' }],
  prefixes: [
    {
      cve_emisora: 'GFNORTE',
      tipo_documento: 'financieros',
      tag_es: 'Información financiera',
      tag_en: 'Financial information',
    },
  ],
};

export interface Call {
  body: { lang: string; payload: { term: string; term2: string; termT: string } };
  token: string | null;
  at: number;
}

/**
 * A transport whose answers the test decides per call: a value, or a promise the test resolves
 * later (to hold the panel in its loading state).
 */
export function fakeTransport(
  answer: (call: Call, n: number) => TransportResult | Promise<TransportResult>,
  options: { needsToken?: boolean; token?: () => Promise<string | null> } = {},
) {
  const calls: Call[] = [];
  let tokenRequests = 0;
  const stored: (string | null)[] = [];
  const transport: Transport = {
    needsToken: options.needsToken ?? false,
    call: async (_service, body, token) => {
      const call = { body: body as Call['body'], token, at: Date.now() };
      calls.push(call);
      return answer(call, calls.length);
    },
    fetchToken: async () => {
      tokenRequests++;
      return options.token ? options.token() : null;
    },
    storeToken: (t) => {
      stored.push(t);
    },
  };
  return { transport, calls, stored, tokenRequests: () => tokenRequests };
}

export const ok = (body: unknown): TransportResult => ({ status: 200, body });

/** A promise and the function that settles it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
