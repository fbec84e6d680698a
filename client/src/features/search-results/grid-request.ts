/**
 * The grid's request, serialized in a fixed key order so the loader's first page and the grid's are
 * one cache entry; its view lives in the query string so a shared link reopens it.
 */
import { GRID_PAGE_SIZE } from '#shared/constants.js';
import { ALL_DOCUMENT_FILTER_NAMES } from '#shared/search/document-filters.js';
import { type ColumnFilter, type GridRequest, type GridSortItem } from '#shared/types/grid.js';

export interface GridView {
  /** Zero-based page index. */
  page: number;
  sortModel: GridSortItem[];
  filterModel: Record<string, ColumnFilter>;
}

export const DEFAULT_GRID_VIEW: GridView = { page: 0, sortModel: [], filterModel: {} };

/** Longest `filter` query value read from a URL. */
const MAX_FILTER_PARAM = 2000;

export function serializeGridRequest(request: GridRequest): string {
  return JSON.stringify({
    startRow: request.startRow,
    endRow: request.endRow,
    sortModel: request.sortModel.map(({ colId, sort }) => ({ colId, sort })),
    filterModel: request.filterModel,
  });
}

/** The request of a page of a view (page size 20). */
export function pageRequest(view: GridView, page = view.page): GridRequest {
  return {
    startRow: page * GRID_PAGE_SIZE,
    endRow: (page + 1) * GRID_PAGE_SIZE,
    sortModel: view.sortModel,
    filterModel: view.filterModel,
  };
}

/** The `requestJson` of the first page of the default view (what the loader asks for). */
export const FIRST_PAGE_REQUEST = serializeGridRequest(pageRequest(DEFAULT_GRID_VIEW));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const FILTER_TYPES = new Set(['text', 'number', 'date']);

function isCondition(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.filterType === 'string' &&
    FILTER_TYPES.has(value.filterType) &&
    typeof value.type === 'string'
  );
}

function isColumnFilter(value: unknown): value is ColumnFilter {
  if (!isObject(value)) return false;
  if ('operator' in value) {
    return (
      (value.operator === 'AND' || value.operator === 'OR') &&
      Array.isArray(value.conditions) &&
      value.conditions.length > 0 &&
      value.conditions.length <= 2 &&
      value.conditions.every(isCondition)
    );
  }
  return isCondition(value);
}

/** Reads the view of a grid whose column ids are `columns` from a query string. */
export function readGridView(params: URLSearchParams, columns: readonly string[]): GridView {
  const known = new Set(columns);
  const pageText = params.get('page');
  const pageNumber = pageText !== null && /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const page = Math.max(0, pageNumber - 1);

  const sortModel: GridSortItem[] = [];
  for (const item of (params.get('sort') ?? '').split(',')) {
    const match = /^([\w.]+):(asc|desc)$/.exec(item.trim());
    if (match?.[1] && known.has(match[1]) && !sortModel.some((s) => s.colId === match[1])) {
      sortModel.push({ colId: match[1], sort: match[2] as 'asc' | 'desc' });
    }
  }

  const filterModel: Record<string, ColumnFilter> = {};
  const filterText = params.get('filter');
  if (filterText && filterText.length <= MAX_FILTER_PARAM) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(filterText);
    } catch {
      parsed = null;
    }
    if (isObject(parsed)) {
      for (const [colId, filter] of Object.entries(parsed)) {
        if (known.has(colId) && isColumnFilter(filter)) filterModel[colId] = filter;
      }
    }
  }
  return { page, sortModel, filterModel };
}

/** Writes a view into a query string (removing what is at its default). */
export function writeGridView(params: URLSearchParams, view: GridView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.page > 0) next.set('page', String(view.page + 1));
  else next.delete('page');
  if (view.sortModel.length > 0)
    next.set('sort', view.sortModel.map((s) => `${s.colId}:${s.sort}`).join(','));
  else next.delete('sort');
  if (Object.keys(view.filterModel).length > 0)
    next.set('filter', JSON.stringify(view.filterModel));
  else next.delete('filter');
  return next;
}

/**
 * Removes every grid parameter, the documents filters' too (another tab's grid starts at its
 * default view).
 */
export function clearGridView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sort', 'filter', ...ALL_DOCUMENT_FILTER_NAMES]) next.delete(key);
  return next;
}
