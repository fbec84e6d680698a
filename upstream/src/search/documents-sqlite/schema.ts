/**
 * The layout of the document store's database file: its tables, the names of its columns and
 * FTS5 indexes (a fixed allow-list: SQL is only ever built from these names), and its version.
 */
import type Database from 'better-sqlite3';
import type { DocumentRecord } from '../../data/records.js';

/**
 * Version of the file layout and of the way documents are derived. Bump it whenever the schema,
 * the build or `generateDocuments` changes meaning: a new version builds a new file.
 */
export const DOCUMENT_STORE_VERSION = 2;

/** Text columns kept as dictionaries; the names are the `docs` columns (a fixed allow-list). */
export const TEXT_COLUMNS = [
  'cve_empresa',
  'tag_es',
  'tag_en',
  'descripcion_es',
  'descripcion_en',
  'serie',
  'tipo_valor',
  'tipo_documento',
] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Dictionary of the reception day (what date filters compare). */
export const DAY_COLUMN = 'fecha_dia';
/** Per-document sort rank of `fecha_recepcion` (almost every value is distinct: no dictionary). */
export const DATE_RANK_COLUMN = 'fecha_rango';

export type Lang = 'es' | 'en';
export const DESCRIPTION: Record<Lang, 'descripcion_es' | 'descripcion_en'> = {
  es: 'descripcion_es',
  en: 'descripcion_en',
};
/** FTS5 tables per description language; names from this fixed list only. */
export const FTS_TABLES: Record<Lang, { words: string; vocab: string; trigram: string }> = {
  es: { words: 'words_es', vocab: 'words_es_vocab', trigram: 'trigram_es' },
  en: { words: 'words_en', vocab: 'words_en_vocab', trigram: 'trigram_en' },
};

/** A row of `docs`: a document with its position in the default order and its files flattened. */
export type DocRow = Omit<DocumentRecord, 'documento_html' | 'documento_binario'> & {
  ord: number;
  html_url: string | null;
  html_formato: string | null;
  binario_url: string | null;
  binario_formato: string | null;
};

export const DOC_FIELDS = [
  'ord',
  'id',
  'cve_empresa',
  'id_empresa',
  'id_emision',
  'serie',
  'tipo_valor',
  'tipo_documento',
  'tag_es',
  'tag_en',
  'descripcion_es',
  'descripcion_en',
  'fecha_recepcion',
  'html_url',
  'html_formato',
  'binario_url',
  'binario_formato',
] as const satisfies readonly (keyof DocRow)[];

export const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- ord: position in the default order (fecha_recepcion descending, then id).
CREATE TABLE docs (
  ord INTEGER PRIMARY KEY, id INTEGER NOT NULL, cve_empresa TEXT NOT NULL,
  id_empresa INTEGER NOT NULL, id_emision INTEGER NOT NULL, serie TEXT NOT NULL,
  tipo_valor TEXT NOT NULL, tipo_documento TEXT NOT NULL, tag_es TEXT NOT NULL,
  tag_en TEXT NOT NULL, descripcion_es TEXT NOT NULL, descripcion_en TEXT NOT NULL,
  fecha_recepcion TEXT NOT NULL, html_url TEXT, html_formato TEXT, binario_url TEXT,
  binario_formato TEXT
);
CREATE INDEX docs_by_id ON docs (id);
-- Distinct values per column; "folded" is the case- and accent-free shadow that filters compare.
CREATE TABLE dictionary (
  col TEXT NOT NULL, code INTEGER NOT NULL, value TEXT NOT NULL, folded TEXT NOT NULL,
  blank INTEGER NOT NULL, rank INTEGER NOT NULL, rows INTEGER NOT NULL,
  PRIMARY KEY (col, code)
) WITHOUT ROWID;
-- Per column, the dictionary code (or rank) of every document in ord order: Int32 in the byte
-- order of the machine that built the file (part of the file's key).
CREATE TABLE column_data (col TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE words_es USING fts5(words, tokenize = "unicode61 remove_diacritics 0 tokenchars '&.+*-'", content = '');
CREATE VIRTUAL TABLE words_en USING fts5(words, tokenize = "unicode61 remove_diacritics 0 tokenchars '&.+*-'", content = '');
CREATE VIRTUAL TABLE words_es_vocab USING fts5vocab(words_es, 'row');
CREATE VIRTUAL TABLE words_en_vocab USING fts5vocab(words_en, 'row');
CREATE VIRTUAL TABLE trigram_es USING fts5(folded, tokenize = 'trigram', content = '');
CREATE VIRTUAL TABLE trigram_en USING fts5(folded, tokenize = 'trigram', content = '');
`;

/** The `meta` table: the build's key, completeness, document count and date ranks. */
export function readMeta(db: Database.Database): Map<string, string> {
  return new Map(
    db
      .prepare<[], { key: string; value: string }>('SELECT key, value FROM meta')
      .all()
      .map((r) => [r.key, r.value]),
  );
}

/** A quoted FTS5 string: the whole text is one phrase, whatever operators it contains. */
export const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;
