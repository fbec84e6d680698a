/**
 * The documents grid's view in the URL: the grid's `page`, `sort` and `filter`, with the date and
 * type filters in the form's own parameters (`desde`/`hasta`/`tipo`, decision 118), each filter
 * written once. The form, the grid's column filters and the server's first rows read the same.
 */
import {
  ALL_DOCUMENT_FILTER_NAMES,
  documentFilterModel,
  readDocumentFilters,
  splitDocumentFilters,
  writeDocumentFilters,
} from '#shared/search/document-filters.js';
import type { Lang } from '#shared/types/common.js';
import type { ColumnFilter } from '#shared/types/grid.js';
import {
  DEFAULT_GRID_VIEW,
  pageRequest,
  readGridView,
  serializeGridRequest,
  writeGridView,
  type GridView,
} from './grid-request.js';

/** The view of a URL: the grid's, with the form's filters over the same columns. */
export function readDocumentsView(
  params: URLSearchParams,
  columns: readonly string[],
  lang: Lang,
): GridView {
  const view = readGridView(params, columns);
  const { filters } = readDocumentFilters(params, lang);
  return { ...view, filterModel: { ...view.filterModel, ...documentFilterModel(filters, lang) } };
}

/** Writes a view the grid reports: what the form can say in its parameters, the rest as usual. */
export function writeDocumentsView(
  params: URLSearchParams,
  view: GridView,
  lang: Lang,
): URLSearchParams {
  const { filters, rest } = splitDocumentFilters(view.filterModel, lang);
  return writeDocumentFilters(writeGridView(params, { ...view, filterModel: rest }), filters, lang);
}

const sortedKeys = (model: Readonly<Record<string, ColumnFilter>>) =>
  Object.fromEntries(Object.entries(model).sort(([a], [b]) => a.localeCompare(b)));

/** One text per meaning of a filter model (the grid's and the URL's may differ in shape). */
export function documentFilterKey(model: Readonly<Record<string, ColumnFilter>>, lang: Lang) {
  const { filters, rest } = splitDocumentFilters(model, lang);
  return JSON.stringify([filters, sortedKeys(rest)]);
}

/**
 * The `requestJson` of the documents grid's first page for the URL's filters (the server renders
 * those rows for visitors without JavaScript); without filters, that of the default view.
 */
export function documentsFirstRequest(params: URLSearchParams, lang: Lang): string {
  const { filters } = readDocumentFilters(params, lang);
  return serializeGridRequest(
    pageRequest({ ...DEFAULT_GRID_VIEW, filterModel: documentFilterModel(filters, lang) }),
  );
}

/** The query of the URL without the filters and the page: the filters' "clear" link. */
export function withoutDocumentFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...ALL_DOCUMENT_FILTER_NAMES, 'page']) next.delete(name);
  return next;
}
