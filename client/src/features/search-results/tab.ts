/** The results page's `tab` query parameter (specification §2: 0 to 4). */
import { TAB_DEFINITIONS } from '#shared/constants.js';
import { renamedQueryParams } from '#shared/routes.js';

/** The tab of a query string: 0 to 4, default 0; anything else is null (the route answers 404). */
export function tabOf(params: URLSearchParams): number | null {
  const value = params.get('tab');
  if (value === null) return TAB_DEFINITIONS;
  return /^[0-4]$/.test(value) ? Number(value) : null;
}

/**
 * `vista=pestanas`: the ordinary tabs for the words, even when they start with a document-type
 * keyword and an issuer key (the prefix view links here).
 */
export const TABS_VIEW = { param: 'vista', value: 'pestanas' } as const;

/** Whether a query string asks for the ordinary tabs (`TABS_VIEW`). */
export const wantsTabs = (params: URLSearchParams): boolean =>
  params.get(TABS_VIEW.param) === TABS_VIEW.value;

/**
 * Whether two URLs differ in the documents filters (`desde`/`hasta`/`tipo`, decision 118): the
 * page then asks for other first rows of its documents grid.
 */
export const documentFiltersChanged = (a: URLSearchParams, b: URLSearchParams): boolean =>
  renamedQueryParams('search').some((name) => a.get(name) !== b.get(name));
