/**
 * Records of specification §3, with the upstream's own (Spanish) field names. Only these contract
 * types and the readers in `shared/search/` use those names; other code uses domain names.
 */
import type { DocumentFile, Lang } from './common.js';

export interface HtmlBlock {
  html: string;
}

export interface ImageRef {
  url: string;
}

/** A related-content link of a glossary landing. */
export interface RelatedContentLink {
  displayTitle: string;
  url: string;
}

/** Another glossary term named by a landing, in the landing's language. */
export interface GlossaryTermRef {
  /** The term's title, as the body's text writes it and as its page's path carries it. */
  title: string;
  displayTitle: string;
  /** The term's path segment relative to the glossary route (percent-encoded). */
  uri: string;
}

/** Glossary landing (one term) as the content service returns it. */
export interface GlossaryLanding {
  id: string;
  displayTitle: string;
  title: string;
  shortDescription: string;
  body: HtmlBlock;
  alias: string[];
  image: ImageRef;
  keywords: string[];
  uri: string;
  url: string;
  /** Related-content items as HTML snippets (links), shown in a new window. */
  relatedContent: HtmlBlock[];
  relatedContents: RelatedContentLink[];
  /** Language-neutral key shared by the Spanish and English entries of one concept. */
  conceptKey?: string;
  /**
   * The language of each alias written in another language than the landing's (the others are
   * in the landing's), so that its chip can say so.
   */
  aliasLang?: Record<string, Lang>;
  /** Title of the same concept in the other language (for the language switch). */
  alternateTitle?: string;
  /** Display title of the same concept in the other language (the term page links it). */
  alternateDisplayTitle?: string;
  /** The day the definition was last reviewed, `YYYY-MM-DD` (additive: older answers lack it). */
  reviewed?: string;
  /** "See also": the concept's related terms that exist in this language. */
  seeAlso?: GlossaryTermRef[];
  /** Other terms of the glossary that the body mentions outside its links, each once. */
  mentions?: GlossaryTermRef[];
}

/** Glossary home page: intro of the glossary screen. */
export interface GlossaryHomePage {
  displayTitle: string;
  body: HtmlBlock;
}

/** A legal page of the footer (decision 115): title, one-line summary and HTML body. */
export interface LegalPageText {
  displayTitle: string;
  shortDescription: string;
  body: HtmlBlock;
}

/** "Let's talk about the stock market" card (sharedContentEspacioBolsas). */
export interface SharedContentCard {
  displayTitle: string;
  shortDescription: string;
  image: ImageRef;
  url: string;
}

/** Glossary hit in the search panel. */
export interface GlossaryPanelHit {
  palabra: string;
  shortDescripcion: string;
}

/** Glossary hit on the results page; `alias` is a comma-separated list. */
export interface GlossaryResultHit {
  palabra: string;
  descripcion: string;
  alias: string;
}

/** Instrument/issuer hit (one instrument series of an issuer). */
export interface InstrumentHit {
  cve_emisora: string;
  serie: string;
  tipo_valor: string;
  razon_social: string;
  ultimo_precio_operado: number | null;
  hora: string | null;
  mercado: string;
  estatus: number;
  paisOrigen: string;
  bolsa_cotiza: string;
  operadora: string | null;
  cve_emisora_parent: string | null;
  /** Company id; some answers carry it as `id` instead. */
  id_empresa?: number;
  id?: number;
  id_emision: number;
  id_bolsa_listada: number;
  precio_promedio_ponderado: number | null;
  instrumento: string;
}

/** Price row keyed by ID_EMISION, merged onto instrument rows. */
export interface PriceRow {
  ID_EMISION: number;
  HORA: string | null;
  PRECIO_PROMEDIO_PONDERADO: number | null;
  ULTIMO_PRECIO_OPERADO: number | null;
}

/** Company document hit. `fecha_recepcion` is `YYYY-MM-DD HH:mm:ss` (time from character 11). */
export interface DocumentHit {
  cve_empresa: string;
  tag_es: string;
  tag_en: string;
  descripccion_documento: string;
  fecha_recepcion: string;
  documento_html: DocumentFile | null;
  documento_binario: DocumentFile | null;
}

/** Index hit. */
export interface IndexHit {
  id_indice: number;
  idgrupo: number;
  nombre_corto: string;
  nombre_largo: string;
  grupo: string;
  valor_indice: number | null;
  valor_indice_anterior: number | null;
  variacion_puntos: number | null;
  variacion_porcentaje: number | null;
  fecha_creacion: string | null;
}

/** Index values keyed by ID_INDICE, merged onto index rows. */
export interface IndexMergeRow {
  ID_INDICE: number;
  FECHA_CREACION: string;
  VALOR_INDICE: number;
  VALOR_INDICE_ANTERIOR: number;
  VARIACION_PUNTOS: number;
  VARIACION_PORCENTAJE: number;
}

/** Site section hit. */
export interface SectionHit {
  titulo: string;
  url: string;
  macro_menu: string;
}

/** One prefix match (document type keyword + issuer key) of the prefix lookup. */
export interface PrefixHit {
  cve_emisora: string;
  tipo_documento: string;
  tag_es: string;
  tag_en: string;
}
