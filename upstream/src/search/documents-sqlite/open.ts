/**
 * The company-document store on SQLite (docs/architecture.md "Reference upstream"), for corpora of
 * up to a few million documents on one machine. docs/decisions/002-document-store.md has the
 * measurements behind the design and docs/decisions/105-document-store-modules.md the modules; in
 * short:
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
import { mkdirSync, statSync } from 'node:fs';
import type { DocumentStore } from '../documents.js';
import { words } from '../text-match.js';
import { buildDatabase } from './build.js';
import {
  openExisting,
  removeStaleBuilds,
  storeIdentity,
  writeAtomically,
  type DocumentSource,
} from './file.js';
import { SqliteDocumentStore } from './store.js';

/** Dictionaries up to this size answer substring filters by a scan of their values (about 2 ms). */
export const DEFAULT_SCAN_LIMIT = 20_000;

export interface SqliteDocumentStoreOptions extends DocumentSource {
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

/**
 * Opens the store of the documents `generate` makes from `issuers`, `count` and `seed`, building
 * its database in `cacheDir` first when no complete file of the same inputs exists.
 */
export function openSqliteDocumentStore(options: SqliteDocumentStoreOptions): DocumentStore {
  const { log } = options;
  if (!Number.isInteger(options.count) || options.count < 0) {
    throw new RangeError('count must be a non-negative integer');
  }
  const started = performance.now();
  mkdirSync(options.cacheDir, { recursive: true });
  removeStaleBuilds(options.cacheDir);
  const { key, file } = storeIdentity(options, options.cacheDir);
  let db = openExisting(file, key, log);
  const built = db === null;
  if (db === null) {
    const generated = performance.now();
    const documents = options.generate(options.issuers, options.count, options.seed);
    const generateMs = performance.now() - generated;
    writeAtomically(file, (temp) => {
      buildDatabase(temp, documents, key);
    });
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
  const keyWords = new Set(options.issuers.flatMap((i) => words(i.cve_emisora)));
  const store = new SqliteDocumentStore(db, keyWords, options.scanLimit ?? DEFAULT_SCAN_LIMIT);
  log?.('document store ready', {
    file,
    documents: store.size(),
    built,
    ms: Math.round(performance.now() - started),
  });
  return store;
}
