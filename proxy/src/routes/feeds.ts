/**
 * Atom feeds of filings (decision 117): an issuer's newest filings
 * (`/es/{site}/emisoras/{key}/feed.atom`) and a document search's (`/es/{site}/busqueda/{term}/
 * feed.atom`), asked of the search service through the forwarder and its checks, and shared by
 * every visitor with the pages' Cache-Control and entity tags.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { atomXml, marketTimeRfc3339, type FeedEntry } from '#shared/atom.js';
import { FEED_MAX_ENTRIES, SEARCH_TERM_MAX_LENGTH } from '#shared/constants.js';
import {
  ATOM_TYPE,
  FEED_SUFFIX,
  feedTitle,
  issuerInstrumentsRequest,
  issuerKeyOf,
  issuerPath,
  newestDocumentsRequest,
} from '#shared/issuer.js';
import { decodePathTerm, encodePathTerm } from '#shared/path-term.js';
import { buildPath, routePattern } from '#shared/routes.js';
import { documentFilterModel, readDocumentFilters } from '#shared/search/document-filters.js';
import { documentUrl } from '#shared/search/hit-links.js';
import { readDocuments, readInstruments } from '#shared/search/read.js';
import { splitSearchText } from '#shared/search/search-text.js';
import type { Lang } from '#shared/types/common.js';
import { LANGS } from '#shared/types/common.js';
import type { DocumentHit } from '#shared/types/entities.js';
import type { ColumnFilter } from '#shared/types/grid.js';
import type { SearchRequest, SearchType } from '#shared/types/search.js';
import { sendShared } from '../pages/conditional.js';
import { pageUrl } from '../pages/host.js';
import { etagOf, NO_STORE, PageResponses, sharedCacheControl } from '../pages/page-cache.js';
import { apiError } from './api.js';

export const FEED_CONTENT_TYPE = `${ATOM_TYPE}; charset=utf-8`;
/** A feed is no page: it runs nothing and embeds nothing. */
const FEED_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The most feeds the proxy keeps (each at most `FEED_MAX_BYTES`). */
export const FEED_RESPONSES_MAX_ENTRIES = 200;

const body = (
  lang: Lang,
  text: string,
  searchType: SearchType,
  requestJson: string,
): SearchRequest => ({
  lang,
  payload: { ...splitSearchText(text), searchType },
  requestJson,
});

/** A filing as an entry: its id and link are the document's absolute URL; none without a file. */
function entryOf(doc: DocumentHit, lang: Lang, origin: string): FeedEntry | null {
  const file = documentUrl(
    doc.documento_html?.url_documento ?? doc.documento_binario?.url_documento,
  );
  const updated = marketTimeRfc3339(doc.fecha_recepcion);
  if (file === null || updated === null) return null;
  const link = new URL(file, origin).href;
  const tag = (lang === 'es' ? doc.tag_es : doc.tag_en).trim();
  const description = doc.descripccion_documento.trim();
  return {
    id: link,
    title: `${doc.cve_empresa.trim()} · ${tag ? `${tag}: ` : ''}${description}`,
    updated,
    link,
    ...(description ? { summary: description } : {}),
    ...(tag ? { category: tag } : {}),
  };
}

/**
 * The document search's filters read from the feed's query: the documents tab's date range and
 * document type (es `desde`, `hasta`, `tipo`; en `from`, `to`, `type`), as the tab reads them
 * (decision 118); a bad value is left out, as the tab leaves it out.
 */
export const searchFeedFilters = (
  query: URLSearchParams,
  lang: Lang,
): Record<string, ColumnFilter> =>
  documentFilterModel(readDocumentFilters(query, lang).filters, lang);

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', NO_STORE).send(apiError('not_found', 'not found'));

const feedRoutes: FastifyPluginAsync = async (app) => {
  const env = app.config.env;
  const site = app.config.site;
  const seg = site.siteSegment;
  const cacheControl = sharedCacheControl({
    ttlS: env.PAGE_CACHE_TTL_S,
    staleWhileRevalidateS: env.PAGE_STALE_WHILE_REVALIDATE_S,
    staleIfErrorS: env.PAGE_STALE_IF_ERROR_S,
  });
  const kept =
    env.PAGE_CACHE_TTL_S > 0
      ? new PageResponses(env.PAGE_CACHE_TTL_S * 1000, FEED_RESPONSES_MAX_ENTRIES)
      : null;

  /**
   * Answers a feed request: from the kept feeds, else from `build` (null: nothing to follow, a
   * 404; a number: the forwarder's failure, sent as its JSON error and kept by nobody).
   */
  const serve = async (
    req: FastifyRequest,
    reply: FastifyReply,
    build: (origin: string, url: URL) => Promise<string | null | { status: number; body: unknown }>,
  ) => {
    const absolute = pageUrl(req.protocol, req.host, req.url);
    if (absolute === null) {
      return reply
        .code(400)
        .header('cache-control', NO_STORE)
        .send(apiError('bad_request', 'the Host header or the request target is malformed'));
    }
    const known = kept?.get(absolute);
    if (known) return sendShared(req, reply, known, cacheControl, FEED_CONTENT_TYPE);
    const url = new URL(absolute);
    const xml = await build(url.origin, url);
    if (xml === null) return notFound(reply);
    if (typeof xml !== 'string') {
      return reply.code(xml.status).header('cache-control', NO_STORE).send(xml.body);
    }
    const bytes = Buffer.from(xml);
    const feed = { status: 200, body: bytes, etag: etagOf(bytes), csp: FEED_CSP, encoded: {} };
    kept?.set(absolute, feed);
    return sendShared(req, reply, feed, cacheControl, FEED_CONTENT_TYPE);
  };

  const documentsFeed = async (
    origin: string,
    url: URL,
    lang: Lang,
    text: string,
    documentsRequest: string,
    title: string,
    alternate: string,
  ) => {
    const answer = await app.forwarder.forward(
      'search',
      body(lang, text, 'busquedaDocumentosPorInstrumentos', documentsRequest),
    );
    if (answer.status !== 200) return { status: answer.status, body: answer.body };
    const documents = readDocuments((answer.body as { response?: unknown }).response);
    if (documents === null) {
      return { status: 502, body: apiError('upstream_unavailable', 'unreadable answer') };
    }
    return atomXml({
      id: `${origin}${url.pathname}`,
      title,
      lang,
      self: `${origin}${url.pathname}`,
      alternate,
      author: site.groupName,
      entries: documents.rows.flatMap((doc) => entryOf(doc, lang, origin) ?? []),
      emptyUpdated: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
  };

  const routeOptions = { onRequest: app.rateLimits.pages };
  for (const lang of LANGS) {
    app.get(`${routePattern('issuer', lang, seg)}${FEED_SUFFIX}`, routeOptions, (req, reply) =>
      serve(req, reply, async (origin, url) => {
        // The key as the path carries it (Fastify's parameter is decoded already).
        const key = issuerKeyOf(url.pathname.split('/')[4]);
        if (key === null) return null;
        // The issuer's name, and whether the service knows the key at all.
        const issuer = await app.forwarder.forward(
          'search',
          body(lang, key, 'busquedaInstrumentos', issuerInstrumentsRequest(key)),
        );
        if (issuer.status !== 200) return { status: issuer.status, body: issuer.body };
        const series = readInstruments((issuer.body as { response?: unknown }).response);
        if (series?.rows.length === 0) return null;
        const name = series?.rows[0]?.razon_social.trim() ?? null;
        return documentsFeed(
          origin,
          url,
          lang,
          key,
          newestDocumentsRequest(FEED_MAX_ENTRIES, key),
          feedTitle(lang, { key, name }, site.groupName),
          `${origin}${issuerPath(lang, key, seg)}`,
        );
      }),
    );
    app.get(`${buildPath('search', lang, seg)}/:term${FEED_SUFFIX}`, routeOptions, (req, reply) =>
      serve(req, reply, async (origin, url) => {
        const decoded = decodePathTerm(url.pathname.split('/')[4] ?? '');
        const text = decoded.ok ? decoded.value : '';
        if (text === '' || text.length > SEARCH_TERM_MAX_LENGTH) return null;
        const filters = searchFeedFilters(url.searchParams, lang);
        return documentsFeed(
          origin,
          url,
          lang,
          text,
          newestDocumentsRequest(FEED_MAX_ENTRIES, null, filters),
          feedTitle(lang, { term: text }, site.groupName),
          `${origin}${buildPath('search', lang, seg, { term: encodePathTerm(text) })}?tab=2`,
        );
      }),
    );
  }
};

export default feedRoutes;
