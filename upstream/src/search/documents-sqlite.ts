/**
 * The company-document store on SQLite (ARCHITECTURE section 7), for corpora of up to a few million
 * documents on one machine. docs/decisions/002-document-store.md has the measurements behind the
 * design; in short:
 *
 * - The database file (in `cacheDir`, named by a hash of everything the documents derive from)
 *   holds the documents, one dictionary per text column (its distinct values with their folded
 *   shadow and sort rank), every document's dictionary codes as column blobs, and two FTS5 indexes
 *   over the distinct descriptions: `unicode61` words (free text; its vocabulary gives the typo
 *   candidates) and `trigram` (candidates for substring filters on large dictionaries).
 * - Documents are numbered in the default order (`fecha_recepcion` descending, then `id`); that
 *   number (`ord`) is the primary key, so every selection comes out in the default order.
 * - A query evaluates each condition once per distinct value (a mask over a dictionary), then
 *   selects documents column at a time over typed arrays (an inverted index when a condition is
 *   selective), and sorts only the ranks the page spans (counting per rank). SQLite itself scanned
 *   about 90 ns per row here, far too slow for deep, filtered, sorted pages of a million documents.
 */
import { randomBytes, createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fold } from '#shared/text.js';
import type { GridRequest, TextFilterCondition } from '#shared/types/grid.js';
import type { DocumentRecord } from '../data/generate.js';
import { generateDocuments } from '../data/generate.js';
import type { IssuerRecord } from '../data/records.js';
import {
  DOCUMENT_COLUMN_KINDS,
  type DocumentPage,
  type DocumentQuery,
  type DocumentStore,
} from './documents.js';
import {
  GridRequestError,
  matchesFilter,
  parseGridRequest,
  type ParsedGridRequest,
} from './grid.js';
import { isTypo, samePlural, typoBudget, words } from './text-match.js';

/**
 * Version of the file layout and of the way documents are derived. Bump it whenever the schema,
 * the build or `generateDocuments` changes meaning: a new version builds a new file.
 */
export const DOCUMENT_STORE_VERSION = 2;

/** Dictionaries up to this size answer substring filters by a scan of their values (about 2 ms). */
export const DEFAULT_SCAN_LIMIT = 20_000;

export interface SqliteDocumentStoreOptions {
  issuers: readonly IssuerRecord[];
  /** Documents to generate. */
  count: number;
  seed: number;
  /** Directory of the database files (callers use `upstream/.cache`, which git ignores). */
  cacheDir: string;
  /** Receives build and open times. */
  log?: (message: string, fields: Record<string, unknown>) => void;
  /**
   * Dictionaries larger than this use the FTS5 trigram index for substring filters (needles of 3+
   * characters) instead of a scan of their distinct values. Tests lower it to cover both paths.
   */
  scanLimit?: number;
}

/** Text columns kept as dictionaries; the names are the `docs` columns (a fixed allow-list). */
const TEXT_COLUMNS = [
  'cve_empresa',
  'tag_es',
  'tag_en',
  'descripcion_es',
  'descripcion_en',
  'serie',
  'tipo_valor',
  'tipo_documento',
] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];

/** Dictionary of the reception day (what date filters compare). */
const DAY_COLUMN = 'fecha_dia';
/** Per-document sort rank of `fecha_recepcion` (almost every value is distinct: no dictionary). */
const DATE_RANK_COLUMN = 'fecha_rango';

type Lang = 'es' | 'en';
const DESCRIPTION: Record<Lang, 'descripcion_es' | 'descripcion_en'> = {
  es: 'descripcion_es',
  en: 'descripcion_en',
};
/** FTS5 tables per description language; names from this fixed list only. */
const FTS_TABLES: Record<Lang, { words: string; vocab: string; trigram: string }> = {
  es: { words: 'words_es', vocab: 'words_es_vocab', trigram: 'trigram_es' },
  en: { words: 'words_en', vocab: 'words_en_vocab', trigram: 'trigram_en' },
};
/** Largest number of terms in one FTS5 OR expression (typo candidates go in batches). */
const FTS_BATCH = 200;
const FILE_PREFIX = 'documents-';
/** A first clause admitting under 1/8 of the documents reads the inverted index, not a scan. */
const POSTINGS_SHARE = 8;

const isBlank = (v: string) => v.trim() === '';

/** Distinct values of a column: conditions and sort ranks are computed once per value. */
interface Dictionary {
  values: string[];
  /** What text filters compare: `fold(value)`, '' for a blank value. */
  folded: string[];
  blank: Uint8Array;
  /** Ascending sort rank (case- and accent-insensitive); blanks share the last rank, `ranks`. */
  rank: Int32Array;
  ranks: number;
  /** Documents per value. */
  rows: Int32Array;
}

/** A condition on one column: the documents whose code has `mask[code] === 1`. */
interface Term {
  codes: Int32Array;
  mask: Uint8Array;
  /** Documents the mask admits. */
  rows: number;
  /** The column's documents grouped by code (an inverted index), built on first use. */
  postings: () => Postings;
}

interface Postings {
  /** Documents ordered by code, then by ord. */
  ords: Int32Array;
  /** Where each code's documents start in `ords` (one more entry than codes). */
  starts: Int32Array;
}

/** A sort key in a direction: the rank of every document (blanks last), 0..ranks-1. */
interface DirectedKey {
  values: Int32Array;
  ranks: number;
  /** 1 when ranks never fall along ord, -1 when they never rise (the reception time), else 0. */
  monotone: 1 | -1 | 0;
}
/** Terms joined by OR; a query is clauses joined by AND. */
type Clause = Term[];

interface DocRow {
  ord: number;
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
  fecha_recepcion: string;
  html_url: string | null;
  html_formato: string | null;
  binario_url: string | null;
  binario_formato: string | null;
}

const DOC_FIELDS = [
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

const SCHEMA = `
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A quoted FTS5 string: the whole text is one phrase, whatever operators it contains. */
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** Default order of the upstream: newest first, then by id. */
function byDateDesc(a: DocumentRecord, b: DocumentRecord): number {
  if (a.fecha_recepcion < b.fecha_recepcion) return 1;
  if (a.fecha_recepcion > b.fecha_recepcion) return -1;
  return a.id - b.id;
}

/** Grid order of text (ag-Grid's comparator in `applyGrid`): folded, code unit by code unit. */
const compareFolded = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Dense ascending ranks of distinct values; blanks last. */
function rankValues(
  folded: readonly string[],
  blank: Uint8Array,
): { rank: Int32Array; ranks: number } {
  const codes = folded.map((_, i) => i).filter((i) => blank[i] === 0);
  codes.sort((a, b) => compareFolded(folded[a] ?? '', folded[b] ?? ''));
  const rank = new Int32Array(folded.length);
  let ranks = 0;
  let previous: string | undefined;
  for (const code of codes) {
    const value = folded[code] ?? '';
    if (previous === undefined || value !== previous) ranks++;
    previous = value;
    rank[code] = ranks - 1;
  }
  for (let i = 0; i < folded.length; i++) if (blank[i] === 1) rank[i] = ranks;
  return { rank, ranks };
}

/** Builds a dictionary over documents in ord order; `keyOf` groups values that behave the same. */
function dictionaryOf(
  count: number,
  valueOf: (ord: number) => string,
  keyOf: (value: string) => string = (v) => v,
): { dictionary: Dictionary; codes: Int32Array } {
  const codeOfKey = new Map<string, number>();
  const values: string[] = [];
  const codes = new Int32Array(count);
  for (let ord = 0; ord < count; ord++) {
    const value = valueOf(ord);
    const key = keyOf(value);
    let code = codeOfKey.get(key);
    if (code === undefined) {
      code = values.length;
      codeOfKey.set(key, code);
      values.push(value);
    }
    codes[ord] = code;
  }
  const blank = new Uint8Array(values.map((v) => (isBlank(v) ? 1 : 0)));
  const folded = values.map((v, i) => (blank[i] === 1 ? '' : fold(v)));
  const rows = new Int32Array(values.length);
  for (let ord = 0; ord < count; ord++) {
    const code = codes[ord] ?? 0;
    rows[code] = (rows[code] ?? 0) + 1;
  }
  return { dictionary: { values, folded, blank, rows, ...rankValues(folded, blank) }, codes };
}

/** An Int32 blob (this machine's byte order); a copy, so the typed array is aligned. */
function int32Of(blob: Buffer): Int32Array {
  return new Int32Array(new Uint8Array(blob).buffer);
}

const blobOf = (data: Int32Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

function fsyncPath(target: string, flags: string): void {
  try {
    const fd = openSync(target, flags);
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Directories cannot be synced on every platform; the rename is still atomic.
  }
}

/** Removes temporary files of builds whose process is gone (a crash mid-build). */
function removeStaleBuilds(cacheDir: string): void {
  for (const name of readdirSync(cacheDir)) {
    const match = /^documents-.*\.tmp-(\d+)-[0-9a-f]+$/.exec(name);
    if (!match) continue;
    try {
      process.kill(Number(match[1]), 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
        rmSync(path.join(cacheDir, name), { force: true });
      }
    }
  }
}

/**
 * Builds the database of `documents` into `file`: into a temporary file first, renamed when
 * complete and synced, so a crash never leaves a file that a later start would trust.
 */
function buildDatabase(file: string, documents: DocumentRecord[], storeKey: string): void {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const db = new Database(temp);
    try {
      db.pragma('journal_mode = OFF');
      db.pragma('synchronous = OFF');
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('temp_store = MEMORY');
      db.pragma('cache_size = -131072');
      db.exec(SCHEMA);
      documents.sort(byDateDesc);
      const count = documents.length;
      const doc = (ord: number) => documents[ord] as DocumentRecord;

      const dictionaries = new Map<string, { dictionary: Dictionary; codes: Int32Array }>();
      for (const column of TEXT_COLUMNS) {
        dictionaries.set(
          column,
          dictionaryOf(count, (ord) => doc(ord)[column]),
        );
      }
      // Date filters compare the day; values of one day (and all blanks) behave the same.
      dictionaries.set(
        DAY_COLUMN,
        dictionaryOf(
          count,
          (ord) => doc(ord).fecha_recepcion,
          (v) => (isBlank(v) ? '\u0000' : v.slice(0, 10)),
        ),
      );
      const dates = dictionaryOf(count, (ord) => doc(ord).fecha_recepcion);
      const dateRank = new Int32Array(count);
      for (let ord = 0; ord < count; ord++) {
        dateRank[ord] = dates.dictionary.rank[dates.codes[ord] ?? 0] ?? 0;
      }

      const insertDoc = db.prepare(
        `INSERT INTO docs (${DOC_FIELDS.join(', ')}) VALUES (${DOC_FIELDS.map(() => '?').join(', ')})`,
      );
      const insertValue = db.prepare(
        'INSERT INTO dictionary (col, code, value, folded, blank, rank, rows) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      const insertColumn = db.prepare('INSERT INTO column_data (col, data) VALUES (?, ?)');
      const insertMeta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      db.transaction(() => {
        for (let ord = 0; ord < count; ord++) {
          const d = doc(ord);
          insertDoc.run(
            ord,
            d.id,
            d.cve_empresa,
            d.id_empresa,
            d.id_emision,
            d.serie,
            d.tipo_valor,
            d.tipo_documento,
            d.tag_es,
            d.tag_en,
            d.descripcion_es,
            d.descripcion_en,
            d.fecha_recepcion,
            d.documento_html?.url_documento ?? null,
            d.documento_html?.formato ?? null,
            d.documento_binario?.url_documento ?? null,
            d.documento_binario?.formato ?? null,
          );
        }
        for (const [column, { dictionary, codes }] of dictionaries) {
          dictionary.values.forEach((value, code) => {
            insertValue.run(
              column,
              code,
              value,
              dictionary.folded[code],
              dictionary.blank[code],
              dictionary.rank[code],
              dictionary.rows[code],
            );
          });
          insertColumn.run(column, blobOf(codes));
        }
        insertColumn.run(DATE_RANK_COLUMN, blobOf(dateRank));
        for (const lang of ['es', 'en'] as const) {
          const { dictionary } = dictionaries.get(DESCRIPTION[lang]) ?? {};
          if (!dictionary) continue;
          const tables = FTS_TABLES[lang];
          const insertWords = db.prepare(
            `INSERT INTO ${tables.words} (rowid, words) VALUES (?, ?)`,
          );
          const insertTrigram = db.prepare(
            `INSERT INTO ${tables.trigram} (rowid, folded) VALUES (?, ?)`,
          );
          dictionary.values.forEach((value, code) => {
            insertWords.run(code, words(value).join(' '));
            insertTrigram.run(code, dictionary.folded[code]);
          });
          db.exec(
            `INSERT INTO ${tables.words} (${tables.words}) VALUES ('optimize');` +
              `INSERT INTO ${tables.trigram} (${tables.trigram}) VALUES ('optimize');`,
          );
        }
        insertMeta.run('store_key', storeKey);
        insertMeta.run('version', String(DOCUMENT_STORE_VERSION));
        insertMeta.run('documents', String(count));
        insertMeta.run('date_ranks', String(dates.dictionary.ranks));
        insertMeta.run('built_at', new Date().toISOString());
        insertMeta.run('complete', '1');
      })();
    } finally {
      db.close();
    }
    fsyncPath(temp, 'r+');
    renameSync(temp, file);
    fsyncPath(path.dirname(file), 'r');
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Opens `file` read-only if it is a complete build of `storeKey`; removes it when it is not. */
function openExisting(
  file: string,
  storeKey: string,
  log: SqliteDocumentStoreOptions['log'],
): Database.Database | null {
  if (!existsSync(file)) return null;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const meta = new Map(
      db
        .prepare<[], { key: string; value: string }>('SELECT key, value FROM meta')
        .all()
        .map((r) => [r.key, r.value]),
    );
    if (meta.get('store_key') === storeKey && meta.get('complete') === '1') return db;
    log?.('document store file does not match, rebuilding', { file });
  } catch (error) {
    log?.('document store file unreadable, rebuilding', {
      file,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  db?.close();
  rmSync(file, { force: true });
  return null;
}

/** Store key and file name: a hash of everything the documents derive from. */
function storeIdentity(options: SqliteDocumentStoreOptions): { key: string; file: string } {
  // The first documents fingerprint the generator: a changed generator builds a new file even if
  // nobody bumped DOCUMENT_STORE_VERSION (each document draws from one sequential generator).
  const sample = generateDocuments(options.issuers, Math.min(options.count, 16), options.seed);
  const key = sha256(
    JSON.stringify({
      version: DOCUMENT_STORE_VERSION,
      count: options.count,
      seed: options.seed,
      issuers: sha256(JSON.stringify(options.issuers)),
      generator: sha256(JSON.stringify(sample)),
      // Column blobs hold Int32 in this machine's byte order: a copied file must not be trusted.
      endianness: os.endianness(),
    }),
  );
  const name = `${FILE_PREFIX}${options.count}-${key.slice(0, 16)}.sqlite`;
  return { key, file: path.join(options.cacheDir, name) };
}

/**
 * Opens the store of the documents generated from `issuers`, `count` and `seed`, building its
 * database in `cacheDir` first when no complete file of the same inputs exists.
 */
export function openSqliteDocumentStore(options: SqliteDocumentStoreOptions): DocumentStore {
  const { log } = options;
  if (!Number.isInteger(options.count) || options.count < 0) {
    throw new RangeError('count must be a non-negative integer');
  }
  const started = performance.now();
  mkdirSync(options.cacheDir, { recursive: true });
  removeStaleBuilds(options.cacheDir);
  const { key, file } = storeIdentity(options);
  let db = openExisting(file, key, log);
  const built = db === null;
  if (db === null) {
    const generated = performance.now();
    const documents = generateDocuments(options.issuers, options.count, options.seed);
    const generateMs = performance.now() - generated;
    buildDatabase(file, documents, key);
    log?.('document store built', {
      file,
      documents: options.count,
      generateMs: Math.round(generateMs),
      buildMs: Math.round(performance.now() - generated - generateMs),
      bytes: statSync(file).size,
    });
    db = openExisting(file, key, log);
    if (db === null) throw new Error(`document store ${file} could not be opened after its build`);
  }
  const store = new SqliteDocumentStore(db, options);
  log?.('document store ready', {
    file,
    documents: store.size(),
    built,
    ms: Math.round(performance.now() - started),
  });
  return store;
}

class SqliteDocumentStore implements DocumentStore {
  private readonly count: number;
  /** Distinct non-blank reception times: the rank of blank ones. */
  private readonly dateRanks: number;
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly codes = new Map<string, Int32Array>();
  private readonly sortKeys = new Map<string, DirectedKey>();
  private readonly permutations = new Map<string, Int32Array>();
  private readonly postings = new Map<string, Postings>();
  private all: Int32Array | undefined;
  private lowerKeyValues: string[] | undefined;
  private issuerCodeMap: Map<string, number[]> | undefined;
  private readonly vocabularies = new Map<Lang, string[]>();
  /** Words of issuer keys: a typo never matches them. */
  private readonly keyWords: Set<string>;
  private readonly scanLimit: number;
  private readonly rowsByOrd: Database.Statement<[string], DocRow>;
  private readonly ordById: Database.Statement<[number], number>;
  /** Dictionary codes of descriptions matching an FTS5 expression, per language and index. */
  private readonly match: Record<
    Lang,
    Record<'words' | 'trigram', Database.Statement<[string], number>>
  >;

  constructor(
    private readonly db: Database.Database,
    options: SqliteDocumentStoreOptions,
  ) {
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 1073741824');
    this.scanLimit = options.scanLimit ?? DEFAULT_SCAN_LIMIT;
    this.keyWords = new Set(options.issuers.flatMap((i) => words(i.cve_emisora)));
    const meta = new Map(
      db
        .prepare<[], { key: string; value: string }>('SELECT key, value FROM meta')
        .all()
        .map((r) => [r.key, r.value]),
    );
    this.count = Number(meta.get('documents'));
    this.dateRanks = Number(meta.get('date_ranks'));
    const entries = db
      .prepare<
        [],
        {
          col: string;
          code: number;
          value: string;
          folded: string;
          blank: number;
          rank: number;
          rows: number;
        }
      >('SELECT col, code, value, folded, blank, rank, rows FROM dictionary ORDER BY col, code')
      .all();
    const grouped = new Map<string, typeof entries>();
    for (const e of entries) {
      const list = grouped.get(e.col) ?? [];
      list.push(e);
      grouped.set(e.col, list);
    }
    for (const [column, list] of grouped) {
      const rank = new Int32Array(list.map((e) => e.rank));
      this.dictionaries.set(column, {
        values: list.map((e) => e.value),
        folded: list.map((e) => e.folded),
        blank: new Uint8Array(list.map((e) => e.blank)),
        rank,
        ranks: list.reduce((max, e) => (e.blank === 0 ? Math.max(max, e.rank + 1) : max), 0),
        rows: new Int32Array(list.map((e) => e.rows)),
      });
    }
    // Columns without values (an empty store) still answer, with empty dictionaries.
    for (const column of [...TEXT_COLUMNS, DAY_COLUMN]) {
      if (this.dictionaries.has(column)) continue;
      const none = new Int32Array(0);
      this.dictionaries.set(column, {
        values: [],
        folded: [],
        blank: new Uint8Array(0),
        rank: none,
        ranks: 0,
        rows: none,
      });
    }
    for (const row of db
      .prepare<[], { col: string; data: Buffer }>('SELECT col, data FROM column_data')
      .all()) {
      this.codes.set(row.col, int32Of(row.data));
    }
    this.rowsByOrd = db.prepare<[string], DocRow>(
      `SELECT ${DOC_FIELDS.join(', ')} FROM docs WHERE ord IN (SELECT value FROM json_each(?))`,
    );
    this.ordById = db.prepare<[number], number>('SELECT ord FROM docs WHERE id = ?').pluck();
    const matching = (table: string) =>
      db.prepare<[string], number>(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck();
    this.match = {
      es: { words: matching(FTS_TABLES.es.words), trigram: matching(FTS_TABLES.es.trigram) },
      en: { words: matching(FTS_TABLES.en.words), trigram: matching(FTS_TABLES.en.trigram) },
    };
  }

  size(): number {
    return this.count;
  }

  close(): void {
    this.db.close();
  }

  get(id: number): DocumentRecord | null {
    const ord = this.ordById.get(id);
    return ord === undefined ? null : (this.fetch([ord])[0] ?? null);
  }

  search(query: DocumentQuery): DocumentPage {
    const request = parseRequest(query.grid);
    // As the reference store reads it: anything but Spanish reads the English description.
    const lang: Lang = query.lang === 'es' ? 'es' : 'en';
    const clauses: Clause[] = [];
    const restrict = (column: TextColumn, admits: (value: string) => boolean) => {
      clauses.push([this.term(column, this.maskOf(column, admits))]);
    };
    if (query.issuerKeys) {
      const mask = new Uint8Array(this.dictionary('cve_empresa').values.length);
      for (const key of query.issuerKeys) {
        for (const code of this.issuerCodes().get(key.toUpperCase()) ?? []) mask[code] = 1;
      }
      clauses.push([this.term('cve_empresa', mask)]);
    }
    if (query.documentType) {
      const type = query.documentType;
      restrict('tipo_documento', (v) => v === type);
    }
    if (query.valueTypes) {
      const types = new Set(query.valueTypes);
      restrict('tipo_valor', (v) => types.has(v));
    }
    const queryWords = words(typeof query.text === 'string' ? query.text : '');
    // A text without a word (only symbols) asks for nothing, not for everything.
    if (query.text !== undefined && queryWords.length === 0) return { total: 0, rows: [] };
    queryWords.forEach((word, i) => {
      clauses.push(this.textClause(word, i === queryWords.length - 1, lang));
    });
    for (const f of request.filters) {
      if (f.kind === 'date') {
        const day = this.dictionary(DAY_COLUMN);
        const mask = new Uint8Array(day.values.length);
        day.values.forEach((value, code) => {
          if (matchesFilter(value, f.filter)) mask[code] = 1;
        });
        clauses.push([this.term(DAY_COLUMN, mask)]);
      } else {
        const column = textColumnOf(f.field, lang);
        clauses.push([this.term(column, this.filterMask(column, f.filter, lang))]);
      }
    }
    return this.page(clauses, request, lang);
  }

  // --- evaluation ---

  private page(all: Clause[], request: ParsedGridRequest, lang: Lang): DocumentPage {
    const n = this.count;
    const clauses = all.map((c) => c.filter((t) => t.rows > 0));
    if (clauses.some((c) => c.length === 0)) return { total: 0, rows: [] };
    // Clauses that admit every document need no test; the most selective go first.
    const tests = clauses
      .filter((c) => !c.some((t) => t.rows >= n))
      .sort((a, b) => weight(a) - weight(b));
    const selected = tests.length === 0 ? null : select(n, tests);
    const total = selected ? selected.length : n;
    const { startRow: start, endRow: end } = request;
    const ords: number[] = [];
    if (start < total) {
      const keys = request.sorts.map((s) => this.sortKey(s.field, lang, s.desc));
      const [first] = request.sorts;
      const [key] = keys;
      if (first && key && keys.length === 1 && key.monotone === 0 && !selected) {
        // Every document, one key: a slice of the key's permutation.
        const perm = this.permutation(sortName(first.field, lang), first.desc, key);
        ords.push(...perm.subarray(start, Math.min(end, total)));
      } else {
        pageOf(selected ?? this.everyDocument(), keys, start, end, ords);
      }
    }
    return { total, rows: this.fetch(ords) };
  }

  private everyDocument(): Int32Array {
    return (this.all ??= Int32Array.from({ length: this.count }, (_, i) => i));
  }

  private fetch(ords: readonly number[]): DocumentRecord[] {
    if (ords.length === 0) return [];
    const byOrd = new Map(this.rowsByOrd.all(JSON.stringify(ords)).map((r) => [r.ord, r]));
    return ords.map((ord) => {
      const r = byOrd.get(ord);
      if (!r) throw new Error(`document ${ord} missing from the store`);
      return {
        id: r.id,
        cve_empresa: r.cve_empresa,
        id_empresa: r.id_empresa,
        id_emision: r.id_emision,
        serie: r.serie,
        tipo_valor: r.tipo_valor,
        tipo_documento: r.tipo_documento,
        tag_es: r.tag_es,
        tag_en: r.tag_en,
        descripcion_es: r.descripcion_es,
        descripcion_en: r.descripcion_en,
        fecha_recepcion: r.fecha_recepcion,
        documento_html:
          r.html_url === null ? null : { url_documento: r.html_url, formato: r.html_formato ?? '' },
        documento_binario:
          r.binario_url === null
            ? null
            : { url_documento: r.binario_url, formato: r.binario_formato ?? '' },
      };
    });
  }

  // --- conditions ---

  private dictionary(column: string): Dictionary {
    const dictionary = this.dictionaries.get(column);
    if (!dictionary) throw new Error(`document store has no dictionary ${column}`);
    return dictionary;
  }

  private term(column: string, mask: Uint8Array): Term {
    const { rows } = this.dictionary(column);
    let admitted = 0;
    for (let code = 0; code < mask.length; code++)
      if (mask[code] === 1) admitted += rows[code] ?? 0;
    const codes = this.codes.get(column);
    if (!codes) throw new Error(`document store has no column ${column}`);
    return { codes, mask, rows: admitted, postings: () => this.postingsOf(column, codes, rows) };
  }

  /** The inverted index of a column: a counting sort of its documents by code. */
  private postingsOf(column: string, codes: Int32Array, rows: Int32Array): Postings {
    let postings = this.postings.get(column);
    if (!postings) {
      const starts = new Int32Array(rows.length + 1);
      for (let code = 0; code < rows.length; code++) {
        starts[code + 1] = (starts[code] ?? 0) + (rows[code] ?? 0);
      }
      const next = starts.slice(0, rows.length);
      const ords = new Int32Array(codes.length);
      for (let ord = 0; ord < codes.length; ord++) {
        const code = codes[ord] ?? 0;
        ords[next[code] ?? 0] = ord;
        next[code] = (next[code] ?? 0) + 1;
      }
      postings = { ords, starts };
      this.postings.set(column, postings);
    }
    return postings;
  }

  private maskOf(column: string, admits: (value: string) => boolean): Uint8Array {
    const { values } = this.dictionary(column);
    const mask = new Uint8Array(values.length);
    values.forEach((value, code) => {
      if (admits(value)) mask[code] = 1;
    });
    return mask;
  }

  /** A grid text filter (one condition or several joined by AND/OR) over a column's values. */
  private filterMask(
    column: TextColumn,
    filter: ParsedGridRequest['filters'][number]['filter'],
    lang: Lang,
  ) {
    const trigramLang = column === DESCRIPTION[lang] ? lang : null;
    if (!('operator' in filter)) {
      return this.conditionMask(column, filter as TextFilterCondition, trigramLang);
    }
    const [mask, ...others] = filter.conditions.map((c) =>
      this.conditionMask(column, c as TextFilterCondition, trigramLang),
    );
    if (!mask) return new Uint8Array(this.dictionary(column).values.length);
    const and = filter.operator === 'AND';
    for (const other of others) {
      for (let code = 0; code < mask.length; code++) {
        mask[code] = and
          ? (mask[code] ?? 0) & (other[code] ?? 0)
          : (mask[code] ?? 0) | (other[code] ?? 0);
      }
    }
    return mask;
  }

  /** One text condition, with `applyGrid`'s semantics, evaluated per distinct value. */
  private conditionMask(column: TextColumn, c: TextFilterCondition, trigramLang: Lang | null) {
    const { folded, blank } = this.dictionary(column);
    const mask = new Uint8Array(folded.length);
    if (c.type === 'blank' || c.type === 'notBlank') {
      const want = c.type === 'blank' ? 1 : 0;
      for (let code = 0; code < mask.length; code++) if (blank[code] === want) mask[code] = 1;
      return mask;
    }
    const needle = fold(c.filter ?? '');
    const negate = c.type === 'notContains' || c.type === 'notEqual';
    const test: (hay: string) => boolean =
      c.type === 'contains' || c.type === 'notContains'
        ? (hay) => hay.includes(needle)
        : c.type === 'equals' || c.type === 'notEqual'
          ? (hay) => hay === needle
          : c.type === 'startsWith'
            ? (hay) => hay.startsWith(needle)
            : (hay) => hay.endsWith(needle);
    // Every substring test implies the needle's trigrams, in order: the index gives candidates.
    const candidates =
      trigramLang !== null && folded.length > this.scanLimit && Array.from(needle).length >= 3
        ? this.match[trigramLang].trigram.all(ftsString(needle))
        : null;
    if (candidates) {
      for (const code of candidates) if (test(folded[code] ?? '')) mask[code] = 1;
    } else {
      for (let code = 0; code < mask.length; code++) if (test(folded[code] ?? '')) mask[code] = 1;
    }
    if (negate)
      for (let code = 0; code < mask.length; code++) mask[code] = mask[code] === 1 ? 0 : 1;
    return mask;
  }

  /**
   * One word of the free text: a word of the description (exact, the last word as a prefix, its
   * plural or singular, `typoBudget` typos, never to an issuer key) or the issuer key.
   */
  private textClause(word: string, last: boolean, lang: Lang): Clause {
    const keys = this.lowerKeys();
    const keyMask = new Uint8Array(keys.length);
    keys.forEach((key, code) => {
      if (key === word || (last && key.startsWith(word))) keyMask[code] = 1;
    });
    const alternatives = [last ? `${ftsString(word)}*` : ftsString(word)];
    // Cheap length tests first: most terms are too short or (not last) too long.
    const reach = Math.max(typoBudget(word.length), 2);
    for (const term of this.typoVocabulary(lang)) {
      if (term.length < word.length - reach || (!last && term.length > word.length + reach))
        continue;
      if (term === word || (last && term.startsWith(word))) continue;
      if (samePlural(word, term) || isTypo(word, term, last)) alternatives.push(ftsString(term));
    }
    const column = DESCRIPTION[lang];
    const descriptionMask = new Uint8Array(this.dictionary(column).values.length);
    const match = this.match[lang].words;
    for (let b = 0; b < alternatives.length; b += FTS_BATCH) {
      const expression = alternatives.slice(b, b + FTS_BATCH).join(' OR ');
      for (const code of match.all(expression)) descriptionMask[code] = 1;
    }
    return [this.term(column, descriptionMask), this.term('cve_empresa', keyMask)];
  }

  /**
   * Terms of the description index (its FTS5 vocabulary) that a typo may reach: all but the words
   * of issuer keys. Read once per language.
   */
  private typoVocabulary(lang: Lang): string[] {
    let terms = this.vocabularies.get(lang);
    if (!terms) {
      terms = this.db
        .prepare<[], string>(`SELECT term FROM ${FTS_TABLES[lang].vocab}`)
        .pluck()
        .all()
        .filter((term) => !this.keyWords.has(term));
      this.vocabularies.set(lang, terms);
    }
    return terms;
  }

  /** Issuer keys in lower case, by code: what free-text words compare. */
  private lowerKeys(): string[] {
    return (this.lowerKeyValues ??= this.dictionary('cve_empresa').values.map((v) =>
      v.toLowerCase(),
    ));
  }

  /** Codes of each issuer key in upper case (the restriction ignores case). */
  private issuerCodes(): Map<string, number[]> {
    if (!this.issuerCodeMap) {
      const map = new Map<string, number[]>();
      this.dictionary('cve_empresa').values.forEach((value, code) => {
        const key = value.toUpperCase();
        map.set(key, [...(map.get(key) ?? []), code]);
      });
      this.issuerCodeMap = map;
    }
    return this.issuerCodeMap;
  }

  // --- sorting ---

  private sortKey(field: string, lang: Lang, desc: boolean): DirectedKey {
    const name = sortName(field, lang);
    const cacheKey = `${name}:${desc ? 'desc' : 'asc'}`;
    let key = this.sortKeys.get(cacheKey);
    if (key) return key;
    let asc: Int32Array;
    let blankRank: number;
    if (name === DATE_RANK_COLUMN) {
      asc = this.codes.get(DATE_RANK_COLUMN) ?? new Int32Array(0);
      blankRank = this.dateRanks;
    } else {
      const codes = this.codes.get(name) ?? new Int32Array(0);
      const { rank, ranks } = this.dictionary(name);
      asc = new Int32Array(codes.length);
      for (let ord = 0; ord < codes.length; ord++) asc[ord] = rank[codes[ord] ?? 0] ?? 0;
      blankRank = ranks;
    }
    let values = asc;
    if (desc) {
      // Descending, blanks still last.
      values = new Int32Array(asc.length);
      for (let ord = 0; ord < asc.length; ord++) {
        const r = asc[ord] ?? 0;
        values[ord] = r === blankRank ? r : blankRank - 1 - r;
      }
    }
    let rises = false;
    let falls = false;
    for (let ord = 1; ord < values.length && !(rises && falls); ord++) {
      const d = (values[ord] ?? 0) - (values[ord - 1] ?? 0);
      if (d > 0) rises = true;
      else if (d < 0) falls = true;
    }
    key = { values, ranks: blankRank + 1, monotone: !falls ? 1 : !rises ? -1 : 0 };
    this.sortKeys.set(cacheKey, key);
    return key;
  }

  /** Documents ordered by a key, then by ord: a counting sort, kept for later queries. */
  private permutation(name: string, desc: boolean, key: DirectedKey): Int32Array {
    const cacheKey = `${name}:${desc ? 'desc' : 'asc'}`;
    let perm = this.permutations.get(cacheKey);
    if (!perm) {
      perm = countingSort(this.everyDocument(), key, 0, key.ranks - 1);
      this.permutations.set(cacheKey, perm);
    }
    return perm;
  }
}

/**
 * The documents of `list` (in ord order) whose rank is `low`..`high`, ordered by rank, then ord.
 */
function countingSort(list: Int32Array, key: DirectedKey, low: number, high: number): Int32Array {
  const starts = spanStarts(list, key.values, low, high - low);
  const out = new Int32Array(starts[high - low + 1] ?? 0);
  place(list, key.values, low, high - low, starts, out);
  return out;
}

/** Per rank low+r (r in 0..span), where its documents start in the sorted output. */
function spanStarts(list: Int32Array, values: Int32Array, low: number, span: number): Int32Array {
  const starts = new Int32Array(span + 2);
  for (let i = 0; i < list.length; i++) {
    const r = (values[list[i] ?? 0] ?? 0) - low;
    if (r >= 0 && r <= span) starts[r + 1] = (starts[r + 1] ?? 0) + 1;
  }
  return accumulate(starts);
}

/** Running sums, in place (counts per rank become starts per rank). */
function accumulate(counts: Int32Array): Int32Array {
  for (let r = 1; r < counts.length; r++) counts[r] = (counts[r] ?? 0) + (counts[r - 1] ?? 0);
  return counts;
}

function place(
  list: Int32Array,
  values: Int32Array,
  low: number,
  span: number,
  starts: Int32Array,
  out: Int32Array,
): void {
  for (let i = 0; i < list.length; i++) {
    const ord = list[i] ?? 0;
    const r = (values[ord] ?? 0) - low;
    if (r < 0 || r > span) continue;
    out[starts[r] ?? 0] = ord;
    starts[r] = (starts[r] ?? 0) + 1;
  }
}

/**
 * Appends to `out` the documents at positions `from`..`to` of `list` (in ord order) sorted by
 * `keys`, then by ord. Counts per rank of the first key locate the ranks the page spans; only their
 * documents are ordered, by the next keys in turn. Linear in the list and the ranks.
 */
function pageOf(
  list: Int32Array,
  keys: readonly DirectedKey[],
  from: number,
  to: number,
  out: number[],
): void {
  const end = Math.min(to, list.length);
  if (from >= end) return;
  const [key, ...rest] = keys;
  if (!key) {
    out.push(...list.subarray(from, end));
    return;
  }
  if (key.monotone !== 0) {
    pageOfMonotone(list, key, rest, from, end, out);
    return;
  }
  if (key.ranks > list.length * 4) {
    // Few documents over many ranks: a comparison sort is cheaper than counting.
    out.push(...comparisonSort(list, keys).slice(from, end));
    return;
  }
  // before[r]: documents of ranks under r. The page spans ranks low..high.
  const before = documentsBefore(list, key.values, key.ranks);
  let low = 0;
  while ((before[low + 1] ?? 0) <= from) low++;
  let high = low;
  while ((before[high + 1] ?? 0) < end) high++;
  const spanned = countingSort(list, key, low, high);
  const base = before[low] ?? 0;
  if (rest.length === 0) {
    out.push(...spanned.subarray(from - base, end - base));
    return;
  }
  for (let r = low; r <= high; r++) {
    const first = before[r] ?? 0;
    const group = spanned.subarray(first - base, (before[r + 1] ?? 0) - base);
    pageOf(group, rest, Math.max(0, from - first), end - first, out);
  }
}

function comparisonSort(list: Int32Array, keys: readonly DirectedKey[]): number[] {
  return Array.from(list).sort((a, b) => {
    for (const k of keys) {
      const d = (k.values[a] ?? 0) - (k.values[b] ?? 0);
      if (d !== 0) return d;
    }
    return a - b;
  });
}

/** Per rank r, how many documents of `list` have a rank under r (a counting sort's starts). */
function documentsBefore(list: Int32Array, values: Int32Array, ranks: number): Int32Array {
  const before = new Int32Array(ranks + 1);
  for (let i = 0; i < list.length; i++) {
    const r = (values[list[i] ?? 0] ?? 0) + 1;
    before[r] = (before[r] ?? 0) + 1;
  }
  return accumulate(before);
}

/**
 * `pageOf` for a key monotone along ord: the list is already in key order (or in reverse order of
 * runs of equal rank), so only the runs the page spans are read.
 */
function pageOfMonotone(
  list: Int32Array,
  key: DirectedKey,
  rest: readonly DirectedKey[],
  from: number,
  end: number,
  out: number[],
): void {
  const { values } = key;
  const rank = (i: number) => values[list[i] ?? 0] ?? 0;
  const n = list.length;
  if (key.monotone === 1) {
    if (rest.length === 0) {
      out.push(...list.subarray(from, end));
      return;
    }
    let a = from;
    while (a > 0 && rank(a - 1) === rank(from)) a--;
    while (a < end) {
      let b = a + 1;
      while (b < n && rank(b) === rank(a)) b++;
      pageOf(list.subarray(a, b), rest, Math.max(0, from - a), end - a, out);
      a = b;
    }
    return;
  }
  // Runs from the last to the first; position p lies in the run holding index n - 1 - p.
  let b = n - 1 - from;
  while (b < n - 1 && rank(b + 1) === rank(n - 1 - from)) b++;
  let position = n - 1 - b;
  while (b >= 0 && position < end) {
    let a = b;
    while (a > 0 && rank(a - 1) === rank(b)) a--;
    pageOf(list.subarray(a, b + 1), rest, Math.max(0, from - position), end - position, out);
    position += b - a + 1;
    b = a - 1;
  }
}

const weight = (clause: Clause) => clause.reduce((sum, t) => sum + t.rows, 0);

/**
 * Documents meeting every clause, in ord order: the first (most selective) clause scans its
 * column, each further clause narrows the list. Column at a time keeps every loop monomorphic.
 */
function select(n: number, clauses: readonly Clause[]): Int32Array {
  const [first, ...others] = clauses;
  if (!first) return new Int32Array(0);
  let selected: Int32Array;
  let size: number;
  if (weight(first) * POSTINGS_SHARE < n) {
    // A selective clause: read its documents from the inverted index.
    selected = gather(first);
    size = selected.length;
  } else {
    selected = new Int32Array(n);
    size = scan(n, first, selected);
  }
  for (const clause of others) size = narrow(size, clause, selected);
  return selected.subarray(0, size);
}

/** The documents of a clause from its terms' inverted indexes, in ord order. */
function gather(clause: Clause): Int32Array {
  const out = new Int32Array(weight(clause));
  let size = 0;
  for (const t of clause) {
    const { ords, starts } = t.postings();
    for (let code = 0; code < t.mask.length; code++) {
      if (t.mask[code] !== 1) continue;
      const from = starts[code] ?? 0;
      const to = starts[code + 1] ?? 0;
      out.set(ords.subarray(from, to), size);
      size += to - from;
    }
  }
  const sorted = radixSort(out);
  if (clause.length === 1) return sorted;
  // A document met by several terms appears once.
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (kept === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i] ?? 0;
  }
  return sorted.subarray(0, kept);
}

/** Ascending sort of document numbers: two passes of 16 bits (typed-array sort is 10x slower). */
function radixSort(values: Int32Array): Int32Array {
  let from: Int32Array = values;
  let to: Int32Array = new Int32Array(values.length);
  for (const shift of [0, 16]) {
    const starts = new Int32Array(65537);
    for (let i = 0; i < from.length; i++) {
      const digit = (((from[i] ?? 0) >>> shift) & 0xffff) + 1;
      starts[digit] = (starts[digit] ?? 0) + 1;
    }
    for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] ?? 0) + (starts[d - 1] ?? 0);
    for (let i = 0; i < from.length; i++) {
      const value = from[i] ?? 0;
      const digit = (value >>> shift) & 0xffff;
      to[starts[digit] ?? 0] = value;
      starts[digit] = (starts[digit] ?? 0) + 1;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Writes the documents meeting `clause` into `out`; returns how many. */
function scan(n: number, clause: Clause, out: Int32Array): number {
  const [a, b] = clause;
  let kept = 0;
  if (a && !b) {
    const { codes, mask } = a;
    // Branch-free: the write is undone by not advancing (masks hold 0 or 1).
    for (let ord = 0; ord < n; ord++) {
      out[kept] = ord;
      kept += mask[codes[ord] ?? 0] ?? 0;
    }
    return kept;
  }
  for (let ord = 0; ord < n; ord++) if (meets(clause, ord)) out[kept++] = ord;
  return kept;
}

/** Keeps, of the first `size` documents of `selected`, those meeting `clause`; returns how many. */
function narrow(size: number, clause: Clause, selected: Int32Array): number {
  const [a, b] = clause;
  let kept = 0;
  if (a && !b) {
    const { codes, mask } = a;
    for (let i = 0; i < size; i++) {
      const ord = selected[i] ?? 0;
      selected[kept] = ord;
      kept += mask[codes[ord] ?? 0] ?? 0;
    }
    return kept;
  }
  for (let i = 0; i < size; i++) {
    const ord = selected[i] ?? 0;
    if (meets(clause, ord)) selected[kept++] = ord;
  }
  return kept;
}

function meets(clause: Clause, ord: number): boolean {
  for (const t of clause) if (t.mask[t.codes[ord] ?? 0] === 1) return true;
  return false;
}

/** The store column of a grid text field in a language. */
function textColumnOf(field: string, lang: Lang): TextColumn {
  if (field === 'descripccion_documento') return DESCRIPTION[lang];
  const column = TEXT_COLUMNS.find((c) => c === field);
  if (!column) throw new GridRequestError(`cannot filter by ${field}`);
  return column;
}

function sortName(field: string, lang: Lang): string {
  return field === 'fecha_recepcion' ? DATE_RANK_COLUMN : textColumnOf(field, lang);
}

/** Validates the grid request as the handlers do; only its four ag-Grid fields are read. */
function parseRequest(grid: GridRequest): ParsedGridRequest {
  const raw: unknown = grid;
  if (typeof raw !== 'object' || raw === null)
    return parseGridRequest(undefined, DOCUMENT_COLUMN_KINDS);
  const { startRow, endRow, sortModel, filterModel } = raw as Partial<GridRequest>;
  return parseGridRequest(
    JSON.stringify({ startRow, endRow, sortModel, filterModel }),
    DOCUMENT_COLUMN_KINDS,
  );
}
