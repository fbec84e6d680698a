/**
 * Writes the documents into a new database: the documents in the default order, one dictionary
 * per text column and for the reception day, every document's codes as column blobs, and the two
 * FTS5 indexes over the distinct descriptions (words for free text, trigrams for substrings).
 */
import Database from 'better-sqlite3';
import type { DocumentRecord } from '../../data/records.js';
import { byDateDesc } from '../documents.js';
import { words } from '../text-match.js';
import { blobOf, dictionaryOf, isBlank, type Dictionary } from './dictionary.js';
import {
  DATE_RANK_COLUMN,
  DAY_COLUMN,
  DESCRIPTION,
  DOC_FIELDS,
  DOCUMENT_STORE_VERSION,
  FTS_TABLES,
  SCHEMA,
  TEXT_COLUMNS,
} from './schema.js';

/** Builds the database of `documents` (sorted here, in place) into the new file `file`. */
export function buildDatabase(file: string, documents: DocumentRecord[], storeKey: string): void {
  const db = new Database(file);
  try {
    // A build either completes or is thrown away (see `writeAtomically`): no journal is needed.
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
        const insertWords = db.prepare(`INSERT INTO ${tables.words} (rowid, words) VALUES (?, ?)`);
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
}
