/**
 * Issuer pages and filing feeds (decision 117): the issuer key in a path, the pages' and feeds'
 * URLs, and the grid requests that ask the search service's existing types for one issuer's
 * series and newest filings (no new upstream contract).
 */
import {
  FEED_MAX_ENTRIES,
  ISSUER_KEY_MAX_LENGTH,
  ISSUER_PAGE_INSTRUMENTS,
  TAB_DOCUMENTS,
} from './constants.js';
import { encodePathTerm } from './path-term.js';
import { buildPath } from './routes.js';
import {
  NO_DOCUMENT_FILTERS,
  writeDocumentFilters,
  type DocumentFilters,
} from './search/document-filters.js';
import type { Lang } from './types/common.js';
import type { ColumnFilter, GridRequest } from './types/grid.js';

/** An issuer key as the services write it: capitals, digits and `& + - .` (`PE&OLES`, `ST&ER-D`). */
const ISSUER_KEY = new RegExp(`^[A-Z0-9][A-Z0-9&+.-]{0,${String(ISSUER_KEY_MAX_LENGTH - 1)}}$`);

/** Whether `value` has an issuer key's shape (length and characters). */
export const isIssuerKey = (value: string): boolean => ISSUER_KEY.test(value);

/**
 * The issuer key of a path segment (still percent-encoded), or null when it is malformed or has no
 * key's shape: such a URL is a 404, never a call to the search service.
 */
export function issuerKeyOf(segment: string | undefined): string | null {
  if (segment === undefined || segment.length > ISSUER_KEY_MAX_LENGTH * 3) return null;
  let key: string;
  try {
    key = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isIssuerKey(key) ? key : null;
}

/** An issuer page's path: `/es/{site}/emisoras/{key}`, `/en/{site}/issuers/{key}`. */
export const issuerPath = (lang: Lang, key: string, siteSegment: string): string =>
  buildPath('issuer', lang, siteSegment, { key: encodeURIComponent(key) });

/**
 * The link of an issuer key shown in results (decision 117): this site's issuer page, or null when
 * the text has no key's shape (the caller keeps its other link or plain text).
 */
export function issuerPageLink(lang: Lang, key: string, siteSegment: string): string | null {
  const clean = key.replace(/<\/?b>/gi, '').trim();
  return isIssuerKey(clean) ? issuerPath(lang, clean, siteSegment) : null;
}

/** The suffix of a feed's path after its page's path. */
export const FEED_SUFFIX = '/feed.atom';
/** A feed's media type. */
export const ATOM_TYPE = 'application/atom+xml';

/** The Atom feed of an issuer's newest filings. */
export const issuerFeedPath = (lang: Lang, key: string, siteSegment: string): string =>
  `${issuerPath(lang, key, siteSegment)}${FEED_SUFFIX}`;

/**
 * The Atom feed of a document search (the results page's documents tab), with the tab's date and
 * type filters (decision 118) in the language's parameter names.
 */
export function searchFeedPath(
  lang: Lang,
  text: string,
  siteSegment: string,
  filters: DocumentFilters = NO_DOCUMENT_FILTERS,
): string {
  const query = writeDocumentFilters(new URLSearchParams(), filters, lang).toString();
  const path = buildPath('search', lang, siteSegment, { term: encodePathTerm(text) });
  return `${path}${FEED_SUFFIX}${query ? `?${query}` : ''}`;
}

/**
 * A feed's title, the same in the page's head and in the feed (the proxy writes feeds without the
 * client's catalogs).
 */
export function feedTitle(
  lang: Lang,
  what: { key: string; name: string | null } | { term: string },
  group: string,
): string {
  if ('term' in what) {
    return lang === 'es'
      ? `Documentos de «${what.term}» - ${group}`
      : `Filings for “${what.term}” - ${group}`;
  }
  const who = what.name ? `${what.name} (${what.key})` : what.key;
  return lang === 'es' ? `Documentos de ${who} - ${group}` : `Filings of ${who} - ${group}`;
}

const keyEquals = (key: string): ColumnFilter => ({
  filterType: 'text',
  type: 'equals',
  filter: key,
});

/** A grid request as `requestJson`, in the key order the results page writes. */
const serialized = (request: GridRequest): string =>
  JSON.stringify({
    startRow: request.startRow,
    endRow: request.endRow,
    sortModel: request.sortModel,
    filterModel: request.filterModel,
  });

/**
 * `busquedaInstrumentos` for the key: exactly that issuer's series, active ones first (status 1
 * before halted and cancelled), then by series.
 */
export const issuerInstrumentsRequest = (key: string): string =>
  serialized({
    startRow: 0,
    endRow: ISSUER_PAGE_INSTRUMENTS,
    sortModel: [
      { colId: '_source.estatus', sort: 'asc' },
      { colId: '_source.serie', sort: 'asc' },
    ],
    filterModel: { '_source.cve_emisora': keyEquals(key) },
  });

/**
 * `busquedaDocumentosPorInstrumentos`: the `count` newest documents, of the issuer `key` only when
 * it is given (else of the search text). `filterModel` adds a feed's filters.
 */
export const newestDocumentsRequest = (
  count: number,
  key: string | null,
  filterModel: Record<string, ColumnFilter> = {},
): string =>
  serialized({
    startRow: 0,
    endRow: Math.min(count, FEED_MAX_ENTRIES),
    sortModel: [{ colId: '_source.fecha_recepcion', sort: 'desc' }],
    filterModel: key ? { ...filterModel, '_source.cve_empresa': keyEquals(key) } : filterModel,
  });

/** All of an issuer's documents: the results page's documents tab, filtered to its key. */
export function issuerDocumentsUrl(lang: Lang, key: string, siteSegment: string): string {
  const params = new URLSearchParams({
    tab: String(TAB_DOCUMENTS),
    filter: JSON.stringify({ '_source.cve_empresa': keyEquals(key) }),
  });
  return `${buildPath('search', lang, siteSegment, { term: encodePathTerm(key) })}?${params.toString()}`;
}
