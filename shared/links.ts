/**
 * The site's own page URLs (search page, glossary entries) and where a path of the group's sites
 * goes; the links of search hits are in `search/hit-links.ts`.
 */
import type { SiteConfig } from './branding.js';
import type { Lang } from './types/common.js';
import { encodePathTerm } from './path-term.js';
import { matchRoute, routePath } from './routes.js';

export type LinkConfig = Pick<SiteConfig, 'siteBaseUrl' | 'paths' | 'siteSegment'>;

/** The query parameter of the group-site page: the path of the section on the group's main site. */
export const GROUP_SITE_PARAM = 'to';
const MAX_GROUP_SITE_PATH = 500;

/** A site-relative path of the group's sites (`/es/mercados`), or null for anything else. */
export function groupSitePath(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_GROUP_SITE_PATH)
    return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return /[\\\u0000-\u001f\u007f\s]/.test(path) ? null : path;
}

/**
 * Where a path of the group's sites goes (decision 111, decision 045): this product's
 * routes stay here; others go to the configured base URL, or else to the group-site page.
 */
export function groupSitePage(path: string, lang: Lang, config: LinkConfig): string {
  if (matchRoute(path.split(/[?#]/, 1)[0] ?? '', config.siteSegment)) return path;
  if (config.siteBaseUrl) return `${config.siteBaseUrl}${path}`;
  const to = encodeURIComponent(path).replace(/%2F/g, '/');
  return `${routePath('groupSite', lang, config.siteSegment)}?${GROUP_SITE_PARAM}=${to}`;
}

/**
 * A link of an answer or the menu to the group's sites: a site path goes where `groupSitePage`
 * sends it, an http(s) URL is kept, anything else (`javascript:`, `data:`…) is null (plain text).
 */
export function groupSiteUrl(url: string | null | undefined, lang: Lang, config: LinkConfig) {
  const value = (url ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  const path = groupSitePath(value);
  return path === null ? null : groupSitePage(path, lang, config);
}

/** Glossary entry: the glossary route plus the word with underscores. */
export function glossaryEntryUrl(
  lang: Lang,
  word: string,
  config: Pick<SiteConfig, 'siteSegment'>,
) {
  return `${routePath('glossary', lang, config.siteSegment)}/${encodePathTerm(word)}`;
}

/** The query parameter of a search form sent without JavaScript (`/es/bmv/busqueda?q=…&tab=1`). */
export const SEARCH_QUERY_PARAM = 'q';

/** Full search page: search route + term + `?tab=N`. */
export function searchPageUrl(
  lang: Lang,
  term: string,
  tab: number,
  config: Pick<SiteConfig, 'siteSegment'>,
) {
  const base = routePath('search', lang, config.siteSegment);
  const encoded = encodePathTerm(term);
  return `${base}/${encoded}?tab=${tab}`;
}
