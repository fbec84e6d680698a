/**
 * What an issuer page asks for (decision 117): the issuer's series and its newest filings, from the
 * search types the results page uses, with one grid request each. A malformed key or a key the
 * service does not know is a 404.
 */
import { data } from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import { ISSUER_PAGE_FILINGS } from '#shared/constants.js';
import {
  feedTitle,
  issuerFeedPath,
  issuerInstrumentsRequest,
  issuerKeyOf,
  issuerPath,
  newestDocumentsRequest,
} from '#shared/issuer.js';
import type { Lang } from '#shared/types/common.js';
import type { FeedLink } from '../../app/meta.js';
import { notFound } from '../../app/not-found.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { urisReplaced } from '../../app/uris-slice.js';
import { searchApi, type GridSearchArgs } from '../../search/api.js';

const UNREADABLE = 'The search service gave an answer that could not be read';

export interface IssuerLoaderData {
  key: string;
  /** The issuer's name (`razon_social`), once its series came back. */
  name: string | null;
  /** The issuer's filings feed (decision 117): the head's alternate link. */
  feed: FeedLink;
}

/** The search arguments of an issuer page: the loader and the page ask for the same. */
export const issuerQueries = (
  lang: Lang,
  key: string,
): { instruments: GridSearchArgs; filings: GridSearchArgs } => ({
  instruments: { lang, text: key, requestJson: issuerInstrumentsRequest(key) },
  filings: { lang, text: key, requestJson: newestDocumentsRequest(ISSUER_PAGE_FILINGS, key) },
});

export async function loadIssuerPage(
  store: AppStore,
  {
    lang,
    site,
    segment,
  }: { lang: Lang; site: Pick<SiteConfig, 'siteSegment' | 'groupName'>; segment?: string },
): Promise<IssuerLoaderData> {
  const key = issuerKeyOf(segment);
  // No issuer has such a key: the search service is not asked.
  if (key === null) throw notFound();
  const seg = site.siteSegment;
  store.dispatch(urisReplaced({ es: issuerPath('es', key, seg), en: issuerPath('en', key, seg) }));
  const args = issuerQueries(lang, key);
  const { endpoints } = searchApi;
  const [instruments, filings] = await Promise.all([
    loadQuery(store, endpoints.searchInstruments.initiate(args.instruments)),
    loadQuery(store, endpoints.searchDocuments.initiate(args.filings)),
  ]);
  // An answer of the wrong shape (null, not a failure): an error page, so no cache keeps it as
  // the issuer's page. A failure is the page's error state instead (a 503 from the proxy).
  if (instruments.data === null || filings.data === null) {
    throw data(UNREADABLE, { status: 502, statusText: 'Bad Gateway' });
  }
  const rows = instruments.data?.rows;
  // The service answered and knows no series of the key: a page that does not exist.
  if (rows?.length === 0) throw notFound();
  const name = rows?.[0]?.razon_social.trim() ?? null;
  return {
    key,
    name,
    feed: {
      href: issuerFeedPath(lang, key, seg),
      title: feedTitle(lang, { key, name }, site.groupName),
    },
  };
}
