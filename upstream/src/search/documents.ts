/**
 * The seam of the company-document corpus (about 1.5 million documents in production): handlers
 * ask a `DocumentStore`, never a concrete engine, so a distributed engine (OpenSearch, PostgreSQL)
 * can take over without touching them.
 */
import type { Lang } from '#shared/types/common.js';
import type { GridRequest } from '#shared/types/grid.js';
import type { DocumentRecord } from '../data/records.js';
import type { ColumnKind } from './grid.js';

/**
 * Grid columns of documents, as ag-Grid column ids (`_source.<field>`) of `DocumentHit`. The
 * description column is `descripccion_documento` (the upstream's spelling); it reads the
 * description of the request's language. `tag` reads `tag_es` or `tag_en` by language.
 */
export const DOCUMENT_COLUMNS = [
  'cve_empresa',
  'tag_es',
  'tag_en',
  'descripccion_documento',
  'fecha_recepcion',
  'serie',
  'tipo_valor',
] as const;
export type DocumentColumn = (typeof DOCUMENT_COLUMNS)[number];

/** Kinds of the grid columns, for `parseGridRequest` (every document store uses these). */
export const DOCUMENT_COLUMN_KINDS: Readonly<Record<DocumentColumn, ColumnKind>> = {
  cve_empresa: 'text',
  tag_es: 'text',
  tag_en: 'text',
  descripccion_documento: 'text',
  fecha_recepcion: 'date',
  serie: 'text',
  tipo_valor: 'text',
};

/** The default order of every document store: newest first, then by id. */
export function byDateDesc(a: DocumentRecord, b: DocumentRecord): number {
  return a.fecha_recepcion < b.fecha_recepcion
    ? 1
    : a.fecha_recepcion > b.fecha_recepcion
      ? -1
      : a.id - b.id;
}

export interface DocumentQuery {
  lang: Lang;
  /**
   * Free text: every word must match the description (of `lang`) or the issuer key, ignoring case
   * and accents; the last word matches as a prefix; a plural its singular; words of 5 to 8 letters
   * tolerate one typo, longer ones two (never on issuer keys). Undefined: no text condition; a
   * text without a word (only symbols): no documents.
   */
  text?: string;
  /** Only documents of these issuer keys (exact, case-insensitive). Empty array: no documents. */
  issuerKeys?: readonly string[];
  /** Only documents of this `tipo_documento` (a `DOCUMENT_TYPES` id). */
  documentType?: string;
  /** Only documents of series of these value types (`tipo_valor`). */
  valueTypes?: readonly string[];
  /**
   * Paging (`startRow` inclusive, `endRow` exclusive), sort and column filters, as ag-Grid's
   * infinite row model sends them. Default sort: `fecha_recepcion` descending, then `id`.
   */
  grid: GridRequest;
}

export interface DocumentPage {
  /** Matching documents before paging (filters applied). */
  total: number;
  rows: DocumentRecord[];
}

export interface DocumentStore {
  search(query: DocumentQuery): DocumentPage;
  /** The document of this id, or null. */
  get(id: number): DocumentRecord | null;
  /** Documents in the store. */
  size(): number;
  close(): void;
}
