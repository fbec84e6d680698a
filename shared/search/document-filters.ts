/**
 * The documents grid's filters of the results page (decision 118): received from, received to and
 * document type, read from the URL in the page's language's parameter names
 * (`desde`/`hasta`/`tipo`, `from`/`to`/`type`) and written as ag-Grid filter models, the contract
 * the search service takes (docs/specification.md §7).
 */
import { isCalendarDay } from '../calendar-day.js';
import { DOCUMENT_TYPES, type DocumentType } from '../keywords.js';
import { queryParamName } from '../routes.js';
import { fold } from '../text.js';
import { LANGS, type Lang } from '../types/common.js';
import {
  isCombinedFilter,
  type ColumnFilter,
  type DateFilterCondition,
  type FilterCondition,
} from '../types/grid.js';

export const DOCUMENT_FILTER_PARAMS = ['from', 'to', 'type'] as const;
export type DocumentFilterParam = (typeof DOCUMENT_FILTER_PARAMS)[number];

/** The filters that apply: days `YYYY-MM-DD` (both included) and a `DOCUMENT_TYPES` id. */
export interface DocumentFilters {
  from: string | null;
  to: string | null;
  type: string | null;
}

export const NO_DOCUMENT_FILTERS: DocumentFilters = { from: null, to: null, type: null };

/** Why a given value was ignored: not a day, a range that ends before it starts, no such type. */
export type DocumentFilterProblem = 'date' | 'order' | 'type';

export interface DocumentFiltersRead {
  filters: DocumentFilters;
  /** The values as the URL gives them (empty ones left out), for the form and its errors. */
  given: Partial<Record<DocumentFilterParam, string>>;
  problems: Partial<Record<DocumentFilterParam, DocumentFilterProblem>>;
}

/** Grid column of the received date, and of the document type (its tag in the language). */
export const DATE_COLUMN = '_source.fecha_recepcion';
export const typeColumn = (lang: Lang) => `_source.tag_${lang}`;

/** Longest value read from a parameter (a day is 10 characters, a type id fewer than 20). */
const MAX_VALUE = 40;

/** The URL name of a filter parameter in a language (`desde`, `from`…). */
export const documentFilterName = (param: DocumentFilterParam, lang: Lang) =>
  queryParamName('search', param, lang);

/** Every name the filters take in any language (to drop them all from a URL). */
export const ALL_DOCUMENT_FILTER_NAMES: readonly string[] = [
  ...new Set(LANGS.flatMap((l) => DOCUMENT_FILTER_PARAMS.map((p) => documentFilterName(p, l)))),
];

export const documentTypeById = (id: string): DocumentType | undefined =>
  DOCUMENT_TYPES.find((t) => t.id === id);

const tagOf = (type: DocumentType, lang: Lang) => (lang === 'es' ? type.tag_es : type.tag_en);

/**
 * The type filter's choices, in the language's alphabetical order. Compared by code point, which
 * for these tags is the language's collation (the test checks it against `Intl.Collator`): the
 * form makes no collator, since a page's first one loads the browser's collation data, a long
 * task on the documents tab.
 */
export const documentTypeOptions = (lang: Lang): { id: string; label: string }[] =>
  DOCUMENT_TYPES.map((type) => ({ id: type.id, label: tagOf(type, lang) })).sort((a, b) =>
    a.label < b.label ? -1 : a.label > b.label ? 1 : 0,
  );

/** The filters of a URL's query; a bad value is ignored and said why, never an error. */
export function readDocumentFilters(params: URLSearchParams, lang: Lang): DocumentFiltersRead {
  const given: DocumentFiltersRead['given'] = {};
  for (const param of DOCUMENT_FILTER_PARAMS) {
    const value = (params.get(documentFilterName(param, lang)) ?? '').trim();
    if (value !== '') given[param] = value.slice(0, MAX_VALUE);
  }
  const problems: DocumentFiltersRead['problems'] = {};
  const day = (param: 'from' | 'to') => {
    const value = given[param];
    if (value === undefined) return null;
    if (isCalendarDay(value)) return value;
    problems[param] = 'date';
    return null;
  };
  let from = day('from');
  let to = day('to');
  if (from !== null && to !== null && from > to) {
    problems.to = 'order';
    from = null;
    to = null;
  }
  let type: string | null = null;
  if (given.type !== undefined) {
    const found = documentTypeById(given.type.toLowerCase());
    if (found) type = found.id;
    else problems.type = 'type';
  }
  return { filters: { from, to, type }, given, problems };
}

const dayCondition = (type: 'greaterThanOrEqual' | 'lessThanOrEqual' | 'equals', day: string) =>
  ({ filterType: 'date', type, dateFrom: `${day} 00:00:00`, dateTo: null }) as DateFilterCondition;

/**
 * The filters as grid filter models: the date range as `greaterThanOrEqual` and
 * `lessThanOrEqual` joined by AND (dates compare by day, so both days are included; ag-Grid's
 * `inRange` excludes them), the type as its tag's `equals` in the language.
 */
export function documentFilterModel(
  filters: DocumentFilters,
  lang: Lang,
): Record<string, ColumnFilter> {
  const model: Record<string, ColumnFilter> = {};
  const { from, to } = filters;
  if (from !== null && to !== null) {
    model[DATE_COLUMN] = {
      filterType: 'date',
      operator: 'AND',
      conditions: [dayCondition('greaterThanOrEqual', from), dayCondition('lessThanOrEqual', to)],
    };
  } else if (from !== null) model[DATE_COLUMN] = dayCondition('greaterThanOrEqual', from);
  else if (to !== null) model[DATE_COLUMN] = dayCondition('lessThanOrEqual', to);
  const type = filters.type === null ? undefined : documentTypeById(filters.type);
  if (type)
    model[typeColumn(lang)] = { filterType: 'text', type: 'equals', filter: tagOf(type, lang) };
  return model;
}

const dayOf = (c: FilterCondition): string | null => {
  if (c.filterType !== 'date') return null;
  const day = (c.dateFrom ?? '').slice(0, 10);
  return isCalendarDay(day) ? day : null;
};

/** The range a date filter states, when it is one the form can show; else null. */
function rangeOf(filter: ColumnFilter): { from: string | null; to: string | null } | null {
  const conditions = isCombinedFilter(filter) ? filter.conditions : [filter];
  if (isCombinedFilter(filter) && filter.operator !== 'AND') return null;
  let from: string | null = null;
  let to: string | null = null;
  for (const c of conditions) {
    const day = dayOf(c);
    if (day === null) return null;
    if (c.type === 'greaterThanOrEqual' && from === null) from = day;
    else if (c.type === 'lessThanOrEqual' && to === null) to = day;
    else if (c.type === 'equals' && from === null && to === null && conditions.length === 1) {
      from = day;
      to = day;
    } else return null;
  }
  return from !== null && to !== null && from > to ? null : { from, to };
}

/** The type a type-column filter states (its tag's `equals`), when it names one; else null. */
function typeOf(filter: ColumnFilter, lang: Lang): string | null {
  if (isCombinedFilter(filter) || filter.filterType !== 'text' || filter.type !== 'equals')
    return null;
  const wanted = fold(filter.filter ?? '');
  return DOCUMENT_TYPES.find((t) => fold(tagOf(t, lang)) === wanted)?.id ?? null;
}

/**
 * A grid's filter model split into what the form's parameters can say and the rest (which stays
 * in the grid's `filter` parameter): the URL holds each filter once.
 */
export function splitDocumentFilters(
  model: Readonly<Record<string, ColumnFilter>>,
  lang: Lang,
): { filters: DocumentFilters; rest: Record<string, ColumnFilter> } {
  const date = model[DATE_COLUMN];
  const range = date ? rangeOf(date) : null;
  const typeFilter = model[typeColumn(lang)];
  const type = typeFilter ? typeOf(typeFilter, lang) : null;
  const taken = new Set([range ? DATE_COLUMN : '', type === null ? '' : typeColumn(lang)]);
  return {
    filters: { ...NO_DOCUMENT_FILTERS, ...range, type },
    rest: Object.fromEntries(Object.entries(model).filter(([column]) => !taken.has(column))),
  };
}

/** Writes the filters into a query in a language's names (removing those not set). */
export function writeDocumentFilters(
  params: URLSearchParams,
  filters: DocumentFilters,
  lang: Lang,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of DOCUMENT_FILTER_PARAMS) {
    const value = filters[param];
    if (value === null) next.delete(documentFilterName(param, lang));
    else next.set(documentFilterName(param, lang), value);
  }
  return next;
}
