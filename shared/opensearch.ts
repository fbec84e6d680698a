/**
 * The OpenSearch description of each language (decision 115): where it is served, which the pages
 * link from their head, and the results page's URL a browser fills with the visitor's words.
 */
import { SEARCH_QUERY_PARAM } from './links.js';
import { routePath } from './routes.js';
import type { Lang } from './types/common.js';

export const OPENSEARCH_TYPE = 'application/opensearchdescription+xml';

/** `/es/opensearch.xml`: the description document of a language. */
export const openSearchPath = (lang: Lang): string => `/${lang}/opensearch.xml`;

/**
 * The results page's URL with `{searchTerms}` for the words: the results route's `?q=` form, which
 * the page answers with a redirect to the term's own path (as the search form without JavaScript).
 */
export const openSearchTemplate = (origin: string, lang: Lang, site: string): string =>
  `${origin}${routePath('search', lang, site)}?${SEARCH_QUERY_PARAM}={searchTerms}`;
