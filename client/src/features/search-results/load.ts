/**
 * What the results page asks for on load (specification §4): the prefix search, then the five tab
 * searches when it finds nothing, into the RTK Query cache where the page's components read them.
 */
import { redirect } from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import { SEARCH_QUERY_PARAM, searchPageUrl } from '#shared/links.js';
import { encodePathTerm } from '#shared/path-term.js';
import { routePath, viewUrlsByLang } from '#shared/routes.js';
import { feedTitle, searchFeedPath } from '#shared/issuer.js';
import { TAB_DOCUMENTS, TAB_INSTRUMENTS } from '#shared/constants.js';
import { readDocumentFilters } from '#shared/search/document-filters.js';
import { splitSearchText } from '#shared/search/search-text.js';
import type { Lang } from '#shared/types/common.js';
import type { FeedLink } from '../../app/meta.js';
import { notFound } from '../../app/not-found.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { urisReplaced } from '../../app/uris-slice.js';
import { searchApi } from '../../search/api.js';
import { documentsFirstRequest } from './document-view.js';
import { FIRST_PAGE_REQUEST } from './grid-request.js';
import { shownPageRequestOf } from './grid-view.js';
import { tabOf, wantsTabs } from './tab.js';

export type SearchPageView = 'empty' | 'prefix' | 'eventDocs' | 'tabs';

export interface SearchPageData {
  text: string;
  view: SearchPageView;
  /** The documents grid's first-page `requestJson`: the URL's documents filters (decision 118). */
  documentsRequest: string;
  /**
   * The feed of the documents the text finds, with the URL's documents filters (decision 117): the
   * head's alternate link. Made here, so its helpers load with the results page, not every page.
   */
  feed: FeedLink | null;
}

export async function loadSearchPage(
  store: AppStore,
  lang: Lang,
  text: string,
  /** The ordinary tabs without the prefix lookup (`vista=pestanas`, the prefix view links it). */
  tabsOnly = false,
  documentsRequest = FIRST_PAGE_REQUEST,
): Promise<SearchPageData> {
  const page = { text, documentsRequest, feed: null };
  if (text === '') return { ...page, view: 'empty' };
  const args = { lang, text };
  const gridArgs = { ...args, requestJson: FIRST_PAGE_REQUEST };
  const { endpoints } = searchApi;

  if (!tabsOnly) {
    const prefixAnswer = await loadQuery(store, endpoints.searchPrefix.initiate(gridArgs));
    // A failed prefix search is not the prefix view: the five searches run and show their states.
    if (prefixAnswer.data && prefixAnswer.data.prefixTotal > 0) {
      return { ...page, view: prefixAnswer.data.eventDocs ? 'eventDocs' : 'prefix' };
    }
  }

  await Promise.all([
    loadQuery(store, endpoints.searchGlossary.initiate(args)),
    loadQuery(store, endpoints.searchInstruments.initiate(gridArgs)),
    loadQuery(
      store,
      endpoints.searchDocuments.initiate({ ...args, requestJson: documentsRequest }),
    ),
    loadQuery(store, endpoints.searchIndicators.initiate(args)),
    loadQuery(store, endpoints.searchSections.initiate(args)),
  ]);
  return { ...page, view: 'tabs' };
}

/**
 * The page the selected grid tab's URL shows, when it is not the first page loaded (a later page,
 * a sort): the grid's box shows those rows before the grid and without JavaScript.
 */
async function loadShownPage(
  store: AppStore,
  args: { lang: Lang; text: string },
  tab: number,
  params: URLSearchParams,
): Promise<void> {
  const { endpoints } = searchApi;
  if (tab === TAB_INSTRUMENTS) {
    const requestJson = shownPageRequestOf('instruments', params, args.lang);
    if (requestJson)
      await loadQuery(store, endpoints.searchInstruments.initiate({ ...args, requestJson }));
  } else if (tab === TAB_DOCUMENTS) {
    const requestJson = shownPageRequestOf('documents', params, args.lang);
    if (requestJson)
      await loadQuery(store, endpoints.searchDocuments.initiate({ ...args, requestJson }));
  }
}

/**
 * The results route's loader: a bad tab or a malformed term is a 404, and a search form sent
 * without JavaScript (`?q=`) is redirected to its text's results URL.
 */
export async function loadSearchRoute(
  store: AppStore,
  {
    lang,
    site,
    url,
    term,
  }: {
    lang: Lang;
    site: SiteConfig;
    url: URL;
    /** The path's term, decoded once; null when its percent-encoding is malformed. */
    term: string | null;
  },
): Promise<SearchPageData> {
  const tab = tabOf(url.searchParams);
  if (tab === null) throw notFound();
  const seg = site.siteSegment;
  const sent = url.searchParams.get(SEARCH_QUERY_PARAM);
  if (sent !== null) {
    const text = splitSearchText(sent).termT;
    throw redirect(
      text ? searchPageUrl(lang, text, tab, site) : `${routePath('search', lang, seg)}?tab=${tab}`,
    );
  }
  if (term === null) throw notFound();
  const text = splitSearchText(term).termT;
  // The view in each language's parameter names (the documents filters differ, decision 118).
  store.dispatch(
    urisReplaced(
      viewUrlsByLang('search', lang, seg, url.search, text ? { term: encodePathTerm(text) } : {}),
    ),
  );
  const data = await loadSearchPage(
    store,
    lang,
    text,
    wantsTabs(url.searchParams),
    documentsFirstRequest(url.searchParams, lang),
  );
  if (text === '') return data;
  if (data.view === 'tabs') await loadShownPage(store, { lang, text }, tab, url.searchParams);
  const { filters } = readDocumentFilters(url.searchParams, lang);
  return {
    ...data,
    feed: {
      href: searchFeedPath(lang, text, seg, filters),
      title: feedTitle(lang, { term: text }, site.groupName),
    },
  };
}
