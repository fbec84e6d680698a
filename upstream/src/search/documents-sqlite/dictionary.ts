/**
 * Dictionaries: the distinct values of a column with their folded shadow, blank flag, sort rank
 * and count, so that conditions and sort ranks are computed once per value, not per document.
 * Built from the documents at build time, read back from the file at open.
 */
import type Database from 'better-sqlite3';
import { fold } from '#shared/text.js';
import { DAY_COLUMN, TEXT_COLUMNS } from './schema.js';

export interface Dictionary {
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

export const isBlank = (v: string) => v.trim() === '';

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
export function dictionaryOf(
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

/** Every dictionary of the file, by column; columns without values (an empty store) get empty ones. */
export function readDictionaries(db: Database.Database): Map<string, Dictionary> {
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
  const dictionaries = new Map<string, Dictionary>();
  for (const [column, list] of grouped) {
    dictionaries.set(column, {
      values: list.map((e) => e.value),
      folded: list.map((e) => e.folded),
      blank: new Uint8Array(list.map((e) => e.blank)),
      rank: new Int32Array(list.map((e) => e.rank)),
      ranks: list.reduce((max, e) => (e.blank === 0 ? Math.max(max, e.rank + 1) : max), 0),
      rows: new Int32Array(list.map((e) => e.rows)),
    });
  }
  for (const column of [...TEXT_COLUMNS, DAY_COLUMN]) {
    if (dictionaries.has(column)) continue;
    const none = new Int32Array(0);
    dictionaries.set(column, {
      values: [],
      folded: [],
      blank: new Uint8Array(0),
      rank: none,
      ranks: 0,
      rows: none,
    });
  }
  return dictionaries;
}

/** Every column blob of the file (dictionary codes or ranks per document), by column. */
export function readColumns(db: Database.Database): Map<string, Int32Array> {
  const columns = new Map<string, Int32Array>();
  for (const row of db
    .prepare<[], { col: string; data: Buffer }>('SELECT col, data FROM column_data')
    .all()) {
    columns.set(row.col, int32Of(row.data));
  }
  return columns;
}

/** An Int32 blob (this machine's byte order); a copy, so the typed array is aligned. */
function int32Of(blob: Buffer): Int32Array {
  return new Int32Array(new Uint8Array(blob).buffer);
}

export const blobOf = (data: Int32Array) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength);
