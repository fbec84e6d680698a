/**
 * What the results page asks for on load (SPEC section 4): first the prefix search; when its
 * total is not zero, the documents-by-prefix view (or, with the 'event docs' flag, the single
 * documents-by-value-type tab); otherwise the five searches in parallel, whose answers build the
 * tabs. The answers stay in the RTK Query cache, where the page's components read them; the grids
 * ask for their first page with the same request, so nothing is fetched twice.
 */
import type { Lang } from '#shared/types/common.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { searchApi } from '../../search/api.js';
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
  /** The ordinary tabs without the prefix lookup (`vista=pestanas`, linked from the prefix view). */
  tabsOnly = false,
): Promise<SearchPageData> {
  if (text === '') return { text, view: 'empty' };
  const args = { lang, text };
  const gridArgs = { ...args, requestJson: FIRST_PAGE_REQUEST };
  const { endpoints } = searchApi;

  if (!tabsOnly) {
    const prefixAnswer = await loadQuery(store, endpoints.searchPrefix.initiate(gridArgs));
    // A failed prefix search is not the prefix view: the five searches run and show their states.
    if (prefixAnswer.data && prefixAnswer.data.prefixTotal > 0) {
      return { text, view: prefixAnswer.data.eventDocs ? 'eventDocs' : 'prefix' };
    }
  }

  await Promise.all([
    loadQuery(store, endpoints.searchGlossary.initiate(args)),
    loadQuery(store, endpoints.searchInstruments.initiate(gridArgs)),
    loadQuery(store, endpoints.searchDocuments.initiate(gridArgs)),
    loadQuery(store, endpoints.searchIndicators.initiate(args)),
    loadQuery(store, endpoints.searchSections.initiate(args)),
  ]);
  return { text, view: 'tabs' };
}
