/**
 * Grid filters as masks over a column's dictionary: each condition is evaluated once per distinct
 * value with `applyGrid`'s semantics on the folded shadow, and the request's fields are mapped to
 * the store's columns.
 */
import type Database from 'better-sqlite3';
import { fold } from '#shared/text.js';
import type { GridRequest, TextFilterCondition } from '#shared/types/grid.js';
import { DOCUMENT_COLUMN_KINDS } from '../documents.js';
import { GridRequestError, parseGridRequest, type ParsedGridRequest } from '../grid.js';
import type { Dictionary } from './dictionary.js';
import {
  DATE_RANK_COLUMN,
  DESCRIPTION,
  TEXT_COLUMNS,
  ftsString,
  type Lang,
  type TextColumn,
} from './schema.js';

/** Where a substring filter on large dictionaries takes its candidates: the FTS5 trigram index. */
export interface TrigramIndex {
  /** Dictionary codes of values holding every trigram of the (quoted) needle. */
  match: Database.Statement<[string], number>;
  /** Dictionaries up to this size are scanned instead (faster there). */
  scanLimit: number;
}

/** The mask of the values `admits`. */
export function valueMask(dictionary: Dictionary, admits: (value: string) => boolean): Uint8Array {
  const mask = new Uint8Array(dictionary.values.length);
  dictionary.values.forEach((value, code) => {
    if (admits(value)) mask[code] = 1;
  });
  return mask;
}

/** A grid text filter (one condition or several joined by AND/OR) over a column's values. */
export function filterMask(
  dictionary: Dictionary,
  filter: ParsedGridRequest['filters'][number]['filter'],
  trigram: TrigramIndex | null,
): Uint8Array {
  if (!('operator' in filter)) {
    return conditionMask(dictionary, filter as TextFilterCondition, trigram);
  }
  const [mask, ...others] = filter.conditions.map((c) =>
    conditionMask(dictionary, c as TextFilterCondition, trigram),
  );
  if (!mask) return new Uint8Array(dictionary.values.length);
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
function conditionMask(
  dictionary: Dictionary,
  c: TextFilterCondition,
  trigram: TrigramIndex | null,
): Uint8Array {
  const { folded, blank } = dictionary;
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
    trigram !== null && folded.length > trigram.scanLimit && Array.from(needle).length >= 3
      ? trigram.match.all(ftsString(needle))
      : null;
  if (candidates) {
    for (const code of candidates) if (test(folded[code] ?? '')) mask[code] = 1;
  } else {
    for (let code = 0; code < mask.length; code++) if (test(folded[code] ?? '')) mask[code] = 1;
  }
  if (negate) for (let code = 0; code < mask.length; code++) mask[code] = mask[code] === 1 ? 0 : 1;
  return mask;
}

/** The store column of a grid text field in a language. */
export function textColumnOf(field: string, lang: Lang): TextColumn {
  if (field === 'descripccion_documento') return DESCRIPTION[lang];
  const column = TEXT_COLUMNS.find((c) => c === field);
  if (!column) throw new GridRequestError(`cannot filter by ${field}`);
  return column;
}

/** The column whose ranks sort a grid field. */
export function sortColumnOf(field: string, lang: Lang): string {
  return field === 'fecha_recepcion' ? DATE_RANK_COLUMN : textColumnOf(field, lang);
}

/** Validates the grid request as the handlers do; only its four ag-Grid fields are read. */
export function parseRequest(grid: GridRequest): ParsedGridRequest {
  const raw: unknown = grid;
  if (typeof raw !== 'object' || raw === null)
    return parseGridRequest(undefined, DOCUMENT_COLUMN_KINDS);
  const { startRow, endRow, sortModel, filterModel } = raw as Partial<GridRequest>;
  return parseGridRequest(
    JSON.stringify({ startRow, endRow, sortModel, filterModel }),
    DOCUMENT_COLUMN_KINDS,
  );
}
