/** Search service contract (specification §7). */
import type { Hits, Lang, Total, Hit } from './common.js';
import type {
  DocumentHit,
  GlossaryPanelHit,
  GlossaryResultHit,
  IndexHit,
  IndexMergeRow,
  InstrumentHit,
  PrefixHit,
  PriceRow,
  SectionHit,
} from './entities.js';

export const SEARCH_TYPES = [
  'busquedaPanel',
  'busquedaPrefijo',
  'busquedaGlosario',
  'busquedaInstrumentos',
  'busquedaDocumentosPorInstrumentos',
  'busquedaIndicadores',
  'busquedaSecciones',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Search types whose results page panel is a server-side paged grid (they carry `requestJson`). */
export const GRID_SEARCH_TYPES = [
  'busquedaInstrumentos',
  'busquedaDocumentosPorInstrumentos',
  'busquedaPrefijo',
] as const satisfies readonly SearchType[];

export interface SearchPayload {
  /** First word of the text. */
  term: string;
  /** The rest of the text after the first space ('' when there is none). */
  term2: string;
  /** The whole text. */
  termT: string;
  searchType: SearchType;
}

export interface SearchRequest {
  lang: Lang;
  payload: SearchPayload;
  /** The grid's paging, sort and filter request, serialized (see `GridRequest`). */
  requestJson?: string;
}

/** Answer envelope: `response` is an empty string on error, `mensaje` says why. */
export interface SearchResponse<T> {
  response: T | '';
  mensaje: string;
}

/** One instruments group: issuers/series hits and, for document searches, their documents. */
export interface InstrumentGroup {
  emisoras?: Hits<InstrumentHit>;
  documentos?: Hits<DocumentHit>;
}

/**
 * `instrumentos`: its first key holds the group of hits (read as `{first key}`); `hits` holds the
 * price rows keyed by ID_EMISION that are merged onto the issuer rows.
 */
export type InstrumentosSection = { hits?: PriceRow[] } & Record<
  string,
  InstrumentGroup | PriceRow[] | undefined
>;

export interface InstrumentosEmisoras {
  instrumentos?: InstrumentosSection;
  emisorasDocumentos?: { documentos: Hits<DocumentHit> };
}

export interface Indicadores {
  indices: Hits<IndexHit>;
  indicadores: { hits: IndexMergeRow[] };
}

export interface PrefijosDocumentos {
  prefijos: { total: Total; hits: Hit<PrefixHit>[] };
}

export interface PanelResponse {
  busquedaPanel: {
    busquedaGeneral: {
      glosario: Hits<GlossaryPanelHit>;
      instrumentosEmisoras: InstrumentosEmisoras;
      indicadores: Indicadores;
      secciones: Hits<SectionHit>;
    };
    prefijosDocumentos: PrefijosDocumentos;
    /** "Did you mean": a close text that finds something, when this one found nothing. */
    sugerencia?: string;
  };
}

export interface PrefixResponse {
  prefijosDocumentos: PrefijosDocumentos;
  emisorasDocumentos: { documentos: Hits<DocumentHit> };
  /** Set when a security-type keyword selected documents by value type ("event docs" view). */
  eventDocs?: boolean;
}

export interface GlossarySearchResponse {
  busquedaGlosario: {
    glosario: Hits<GlossaryResultHit>;
    /** "Did you mean": a close text that finds something, when no search found anything. */
    sugerencia?: string;
  };
}

export interface InstrumentsSearchResponse {
  busquedaInstrumentos: { instrumentos: InstrumentosSection };
}

export interface DocumentsSearchResponse {
  instrumentosEmisoras: { instrumentos: InstrumentosSection };
}

export interface IndicatorsSearchResponse {
  indicadores: Indicadores;
}

export interface SectionsSearchResponse {
  busquedaSecciones: { secciones: Hits<SectionHit> };
}

export interface SearchResponseByType {
  busquedaPanel: PanelResponse;
  busquedaPrefijo: PrefixResponse;
  busquedaGlosario: GlossarySearchResponse;
  busquedaInstrumentos: InstrumentsSearchResponse;
  busquedaDocumentosPorInstrumentos: DocumentsSearchResponse;
  busquedaIndicadores: IndicatorsSearchResponse;
  busquedaSecciones: SectionsSearchResponse;
}
