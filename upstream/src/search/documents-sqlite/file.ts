/**
 * The database file in the cache directory: its name and key (a hash of everything the documents
 * derive from), an atomic write (a temporary file, synced, renamed), and the checks before a file
 * is trusted at open.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { DocumentRecord, IssuerRecord } from '../../data/records.js';
import { DOCUMENT_STORE_VERSION, readMeta } from './schema.js';

const FILE_PREFIX = 'documents-';

/** What the documents derive from. */
export interface DocumentSource {
  issuers: readonly IssuerRecord[];
  /** Documents to generate. */
  count: number;
  seed: number;
  /** Makes the documents (`generateDocuments` of `upstream/src/data/generate.ts`). */
  generate: (issuers: readonly IssuerRecord[], count: number, seed: number) => DocumentRecord[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Store key and file name: a hash of everything the documents derive from. */
export function storeIdentity(
  source: DocumentSource,
  cacheDir: string,
): { key: string; file: string } {
  // The first documents fingerprint the generator: a changed generator builds a new file even if
  // nobody bumped DOCUMENT_STORE_VERSION (each document draws from one sequential generator).
  const sample = source.generate(source.issuers, Math.min(source.count, 16), source.seed);
  const key = sha256(
    JSON.stringify({
      version: DOCUMENT_STORE_VERSION,
      count: source.count,
      seed: source.seed,
      issuers: sha256(JSON.stringify(source.issuers)),
      generator: sha256(JSON.stringify(sample)),
      // Column blobs hold Int32 in this machine's byte order: a copied file must not be trusted.
      endianness: os.endianness(),
    }),
  );
  const name = `${FILE_PREFIX}${source.count}-${key.slice(0, 16)}.sqlite`;
  return { key, file: path.join(cacheDir, name) };
}

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

/**
 * Lets `write` make `file` under a temporary name, renamed when complete and synced, so a crash
 * never leaves a file that a later start would trust.
 */
export function writeAtomically(file: string, write: (temp: string) => void): void {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    write(temp);
    fsyncPath(temp, 'r+');
    renameSync(temp, file);
    fsyncPath(path.dirname(file), 'r');
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Removes temporary files of builds whose process is gone (a crash mid-build). */
export function removeStaleBuilds(cacheDir: string): void {
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

/** Opens `file` read-only if it is a complete build of `storeKey`; removes it when it is not. */
export function openExisting(
  file: string,
  storeKey: string,
  log: ((message: string, fields: Record<string, unknown>) => void) | undefined,
): Database.Database | null {
  if (!existsSync(file)) return null;
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const meta = readMeta(db);
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
