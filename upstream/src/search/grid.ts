/**
 * ag-Grid infinite-model requests (`requestJson`): parsing with clear errors, and the in-memory
 * evaluation of paging, sort and filters. The SQLite document store translates the same parsed
 * request to SQL and is tested against this evaluation.
 *
 * Semantics (as ag-Grid's own client-side filters): text comparisons ignore case and accents;
 * `lessThan`/`greaterThan` are strict; `inRange` excludes both ends; dates compare by day;
 * `blank` matches null, undefined and ''; combined filters join up to 5 conditions with AND/OR.
 */
import { fold } from '#shared/text.js';
import {
  isCombinedFilter,
  SCALAR_FILTER_TYPES,
  TEXT_FILTER_TYPES,
  type ColumnFilter,
  type FilterCondition,
  type GridRequest,
  type GridSortItem,
  type TextFilterType,
} from '#shared/types/grid.js';
import { GRID_PAGE_SIZE, REQUEST_JSON_MAX_BYTES } from '#shared/constants.js';

export class GridRequestError extends Error {
  override name = 'GridRequestError';
}

/** Largest page a request may ask for. */
export const MAX_PAGE_ROWS = 100;
const MAX_CONDITIONS = 5;
const SOURCE = '_source.';

export type ColumnKind = 'text' | 'number' | 'date';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The field of a column id: `_source.cve_empresa` → `cve_empresa` (a bare field is accepted). */
export function fieldOf(colId: string): string {
  return colId.startsWith(SOURCE) ? colId.slice(SOURCE.length) : colId;
}

function parseCondition(value: unknown, kind: ColumnKind, field: string): FilterCondition {
  if (!isObject(value)) throw new GridRequestError(`filter of ${field} must be an object`);
  const type = value.type;
  if (kind === 'text') {
    if (value.filterType !== undefined && value.filterType !== 'text')
      throw new GridRequestError(`${field} takes a text filter`);
    if (typeof type !== 'string' || !(TEXT_FILTER_TYPES as readonly string[]).includes(type)) {
      throw new GridRequestError(`unknown text filter type for ${field}`);
    }
    const filter = value.filter;
    if (
      filter !== undefined &&
      filter !== null &&
      typeof filter !== 'string' &&
      typeof filter !== 'number'
    ) {
      throw new GridRequestError(`text filter of ${field} must be a string`);
    }
    return {
      filterType: 'text',
      type: type as TextFilterType,
      filter: filter === undefined || filter === null ? null : String(filter),
    };
  }
  if (value.filterType !== undefined && value.filterType !== kind)
    throw new GridRequestError(`${field} takes a ${kind} filter`);
  if (typeof type !== 'string' || !(SCALAR_FILTER_TYPES as readonly string[]).includes(type)) {
    throw new GridRequestError(`unknown ${kind} filter type for ${field}`);
  }
  if (kind === 'number') {
    const num = (v: unknown, name: string) => {
      if (v === undefined || v === null) return null;
      if (typeof v !== 'number' || !Number.isFinite(v))
        throw new GridRequestError(`${name} of ${field} must be a number`);
      return v;
    };
    return {
      filterType: 'number',
      type,
      filter: num(value.filter, 'filter'),
      filterTo: num(value.filterTo, 'filterTo'),
    } as FilterCondition;
  }
  const date = (v: unknown, name: string) => {
    if (v === undefined || v === null || v === '') return null;
    if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v))
      throw new GridRequestError(`${name} of ${field} must be a date (YYYY-MM-DD)`);
    return v.slice(0, 10);
  };
  return {
    filterType: 'date',
    type,
    dateFrom: date(value.dateFrom, 'dateFrom'),
    dateTo: date(value.dateTo, 'dateTo'),
  } as FilterCondition;
}

function parseFilter(value: unknown, kind: ColumnKind, field: string): ColumnFilter {
  if (isObject(value) && 'operator' in value) {
    const { operator, conditions } = value;
    if (operator !== 'AND' && operator !== 'OR')
      throw new GridRequestError(`operator of ${field} must be AND or OR`);
    if (
      !Array.isArray(conditions) ||
      conditions.length === 0 ||
      conditions.length > MAX_CONDITIONS
    ) {
      throw new GridRequestError(`${field} must have 1 to ${MAX_CONDITIONS} conditions`);
    }
    return {
      filterType: kind,
      operator,
      conditions: conditions.map((c) => parseCondition(c, kind, field)),
    };
  }
  return parseCondition(value, kind, field);
}

export interface ParsedGridRequest extends GridRequest {
  /** Filters keyed by field (not column id), already validated. */
  filters: { field: string; kind: ColumnKind; filter: ColumnFilter }[];
  sorts: { field: string; desc: boolean }[];
}

/**
 * Parses `requestJson` for a grid whose columns are `columns` (field → kind). Missing: the first
 * page, no sort, no filter. Anything malformed throws a `GridRequestError` with a clear message.
 */
export function parseGridRequest(
  requestJson: string | undefined,
  columns: Readonly<Record<string, ColumnKind>>,
): ParsedGridRequest {
  if (requestJson !== undefined && Buffer.byteLength(requestJson) > REQUEST_JSON_MAX_BYTES) {
    throw new GridRequestError(`requestJson is over ${REQUEST_JSON_MAX_BYTES} bytes`);
  }
  let raw: unknown = {};
  if (requestJson !== undefined && requestJson.trim() !== '') {
    try {
      raw = JSON.parse(requestJson);
    } catch {
      throw new GridRequestError('requestJson is not valid JSON');
    }
  }
  if (!isObject(raw)) throw new GridRequestError('requestJson must be a JSON object');
  const startRow = raw.startRow ?? 0;
  const endRow =
    raw.endRow ?? (typeof startRow === 'number' ? startRow + GRID_PAGE_SIZE : GRID_PAGE_SIZE);
  if (
    !Number.isInteger(startRow) ||
    !Number.isInteger(endRow) ||
    (startRow as number) < 0 ||
    (endRow as number) < (startRow as number)
  ) {
    throw new GridRequestError('startRow and endRow must be integers with 0 <= startRow <= endRow');
  }
  if ((endRow as number) - (startRow as number) > MAX_PAGE_ROWS) {
    throw new GridRequestError(`a page holds at most ${MAX_PAGE_ROWS} rows`);
  }
  const sortModel = raw.sortModel ?? [];
  if (!Array.isArray(sortModel)) throw new GridRequestError('sortModel must be an array');
  const sorts = sortModel.map((s: unknown) => {
    if (!isObject(s) || typeof s.colId !== 'string' || (s.sort !== 'asc' && s.sort !== 'desc')) {
      throw new GridRequestError('each sortModel item needs a colId and sort asc or desc');
    }
    const field = fieldOf(s.colId);
    if (!Object.prototype.hasOwnProperty.call(columns, field))
      throw new GridRequestError(`cannot sort by unknown column ${s.colId}`);
    return { field, desc: s.sort === 'desc' };
  });
  const filterModel = raw.filterModel ?? {};
  if (!isObject(filterModel)) throw new GridRequestError('filterModel must be an object');
  const filters = Object.entries(filterModel).map(([colId, value]) => {
    const field = fieldOf(colId);
    const kind = Object.prototype.hasOwnProperty.call(columns, field) ? columns[field] : undefined;
    if (!kind) throw new GridRequestError(`cannot filter by unknown column ${colId}`);
    return { field, kind, filter: parseFilter(value, kind, field) };
  });
  return {
    startRow: startRow as number,
    endRow: endRow as number,
    sortModel: sortModel as GridSortItem[],
    filterModel: Object.fromEntries(filters.map((f) => [`${SOURCE}${f.field}`, f.filter])),
    filters,
    sorts,
  };
}

const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

function matchesCondition(value: unknown, c: FilterCondition): boolean {
  if (c.type === 'blank') return isBlank(value);
  if (c.type === 'notBlank') return !isBlank(value);
  if (c.filterType === 'text') {
    const needle = fold(c.filter ?? '');
    const hay = isBlank(value) ? '' : fold(String(value));
    switch (c.type) {
      case 'contains': return hay.includes(needle);
      case 'notContains': return !hay.includes(needle);
      case 'equals': return hay === needle;
      case 'notEqual': return hay !== needle;
      case 'startsWith': return hay.startsWith(needle);
      case 'endsWith': return hay.endsWith(needle);
    }
  }
  const scalar = (a: number | string, b: number | string | null | undefined, to?: number | string | null) => {
    if (b === null || b === undefined) return true; // an incomplete condition filters nothing
    switch (c.type) {
      case 'equals': return a === b;
      case 'notEqual': return a !== b;
      case 'lessThan': return a < b;
      case 'lessThanOrEqual': return a <= b;
      case 'greaterThan': return a > b;
      case 'greaterThanOrEqual': return a >= b;
      case 'inRange': return to === null || to === undefined ? true : a > b && a < to;
      default: return false;
    }
  };
  if (isBlank(value)) return c.type === 'notEqual';
  if (c.filterType === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) && scalar(n, c.filter, c.filterTo);
  }
  const day = String(value).slice(0, 10);
  return scalar(day, c.dateFrom, c.dateTo);
} // prettier-ignore

export function matchesFilter(value: unknown, filter: ColumnFilter): boolean {
  if (isCombinedFilter(filter)) {
    return filter.operator === 'AND'
      ? filter.conditions.every((c) => matchesCondition(value, c))
      : filter.conditions.some((c) => matchesCondition(value, c));
  }
  return matchesCondition(value, filter);
}

function compare(a: unknown, b: unknown): number {
  if (isBlank(a) && isBlank(b)) return 0;
  if (isBlank(a)) return 1; // blanks last
  if (isBlank(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const fa = fold(String(a));
  const fb = fold(String(b));
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/**
 * Applies a parsed request to records in memory: filters, sorts (stable; ties keep the input
 * order), pages. `valueOf` reads a field of a record (so a language-dependent column can map).
 */
export function applyGrid<T>(
  records: readonly T[],
  request: ParsedGridRequest,
  valueOf: (record: T, field: string) => unknown,
): { total: number; rows: T[] } {
  let rows = request.filters.length
    ? records.filter((r) =>
        request.filters.every((f) => matchesFilter(valueOf(r, f.field), f.filter)),
      )
    : [...records];
  if (request.sorts.length) {
    const indexed = rows.map((r, i) => ({ r, i }));
    indexed.sort((x, y) => {
      for (const s of request.sorts) {
        const va = valueOf(x.r, s.field);
        const vb = valueOf(y.r, s.field);
        const c = compare(va, vb);
        // Blanks stay last whichever the direction.
        if (c !== 0) return s.desc && !isBlank(va) && !isBlank(vb) ? -c : c;
      }
      return x.i - y.i;
    });
    rows = indexed.map((x) => x.r);
  }
  return { total: rows.length, rows: rows.slice(request.startRow, request.endRow) };
}
