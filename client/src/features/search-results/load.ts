/**
 * What the results page asks for on load (SPEC section 4): first the prefix search; when its
 * total is not zero, the documents-by-prefix view (or, with the 'event docs' flag, the single
 * documents-by-value-type tab); otherwise the five searches in parallel, whose answers build the
 * tabs. The answers stay in the RTK Query cache, where the page's components read them; the grids
 * ask for their first page with the same request, so nothing is fetched twice.
 */
import type { Lang } from '../../../../shared/types/common.js';
import { loadQuery, type LoadableEndpoint, type QueryRecipe } from '../../api/load-query.js';
import type { AppStore } from '../../app/store.js';
import { searchApi, searchRecipes } from '../../search/api.js';
import { FIRST_PAGE_REQUEST } from './grid-request.js';

export type SearchPageView = 'empty' | 'prefix' | 'eventDocs' | 'tabs';

export interface SearchPageData {
  text: string;
  view: SearchPageView;
}

export async function loadSearchPage(
  store: AppStore,
  lang: Lang,
  text: string,
  signal: AbortSignal,
  /** The ordinary tabs without the prefix lookup (`vista=pestanas`, linked from the prefix view). */
  tabsOnly = false,
): Promise<SearchPageData> {
  if (text === '') return { text, view: 'empty' };
  const args = { lang, text };
  const gridArgs = { ...args, requestJson: FIRST_PAGE_REQUEST };
  const { endpoints } = searchApi;
  const load = <Arg, Data>(
    endpoint: LoadableEndpoint<Arg, Data>,
    recipe: QueryRecipe<Arg, unknown, Data>,
    arg: Arg,
  ) => store.dispatch(loadQuery(endpoint, recipe, arg, signal));

  if (!tabsOnly) {
    const prefixAnswer = await load(endpoints.searchPrefix, searchRecipes.searchPrefix, gridArgs);
    // A failed prefix search is not the prefix view: the five searches run and show their states.
    if (prefixAnswer.data && prefixAnswer.data.prefixTotal > 0) {
      return { text, view: prefixAnswer.data.eventDocs ? 'eventDocs' : 'prefix' };
    }
  }

  await Promise.all([
    load(endpoints.searchGlossary, searchRecipes.searchGlossary, args),
    load(endpoints.searchInstruments, searchRecipes.searchInstruments, gridArgs),
    load(endpoints.searchDocuments, searchRecipes.searchDocuments, gridArgs),
    load(endpoints.searchIndicators, searchRecipes.searchIndicators, args),
    load(endpoints.searchSections, searchRecipes.searchSections, args),
  ]);
  return { text, view: 'tabs' };
}
