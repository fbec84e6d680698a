/**
 * Shapes of the files in `upstream/data/` (data only; generators are code) and of the company
 * documents generated from them. Field names of issuer, series, index and document records are the
 * upstream's own, as the search answers carry them.
 */
import type { LegalPage } from '#shared/legal.js';
import type { DocumentFile, Lang } from '#shared/types/common.js';
import type { LegalPageText } from '#shared/types/entities.js';

export interface GlossaryEntryText {
  title: string;
  displayTitle: string;
  shortDescription: string;
  /** HTML body: p, ul, ol, li, strong, em, h3, and a with a site-relative href. */
  body: string;
  alias: string[];
  /** The language of each alias written in the other language (the others are in the entry's). */
  aliasLang?: Record<string, Lang>;
  keywords: string[];
  /** The day the definition was last reviewed, `YYYY-MM-DD`. */
  reviewed: string;
}

/** One concept with a Spanish and an English entry, linked by `key`. */
export interface GlossaryConcept {
  key: string;
  image: string;
  /** Keys of related concepts (0 to 3). */
  related: string[];
  es: GlossaryEntryText;
  en: GlossaryEntryText;
}

export interface GlossaryHomeFile {
  es: { displayTitle: string; body: { html: string } };
  en: { displayTitle: string; body: { html: string } };
}

/** `legal.json`: each legal page's text per language (decision 115). */
export type LegalFile = Record<LegalPage, Record<Lang, LegalPageText>>;

export interface CardRecord {
  displayTitle: string;
  shortDescription: string;
  image: string;
  url: string;
}
export type CardsFile = Record<Lang, CardRecord[]>;

export type { MegaMenu as MenuFile, MenuEntry, MenuLink, MenuSection } from '#shared/types/menu.js';

export interface SeriesRecord {
  id_emision: number;
  serie: string;
  tipo_valor: string;
  mercado: string;
  estatus: number;
  id_bolsa_listada: number;
  operadora: string | null;
  cve_emisora_parent: string | null;
}

export interface IssuerRecord {
  id_empresa: number;
  cve_emisora: string;
  razon_social: string;
  paisOrigen: string;
  sector: string;
  series: SeriesRecord[];
}

export interface IndexRecord {
  id_indice: number;
  idgrupo: number;
  grupo: string;
  nombre_corto: string;
  nombre_largo: string;
  valor_indice: number;
  valor_indice_anterior: number;
  fecha_creacion: string;
}

/** A company document as the upstream stores it; descriptions exist in both languages. */
export interface DocumentRecord {
  id: number;
  cve_empresa: string;
  id_empresa: number;
  id_emision: number;
  serie: string;
  tipo_valor: string;
  tipo_documento: string;
  tag_es: string;
  tag_en: string;
  descripcion_es: string;
  descripcion_en: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  fecha_recepcion: string;
  documento_html: DocumentFile | null;
  documento_binario: DocumentFile | null;
}
