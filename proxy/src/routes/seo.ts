/**
 * What search engines read (decision 075): `robots.txt`, and `sitemap.xml` with every page and term
 * in both languages; the same for every visitor, so shared caches may keep them.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LEGAL_PAGES } from '#shared/legal.js';
import { encodePathTerm } from '#shared/path-term.js';
import { buildPath, routePath, type RouteId } from '#shared/routes.js';
import type { GlossaryListData } from '#shared/types/content.js';
import { LANGS, type Lang } from '#shared/types/common.js';

/** The pages of one thing in every language, by language. */
type Alternates = Record<Lang, string>;

const STATIC_PAGES: RouteId[] = ['home', 'glossary', 'contact', 'pressRoom', ...LEGAL_PAGES];
export const CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';
/**
 * The results grids' view parameters (client features/search-results/grid-request.ts): every
 * combination is a URL, an endless space for a crawler, and each page canonicalizes to the term.
 */
const GRID_VIEW_PARAMS = ['page', 'sort', 'filter'];

/** The request's origin, or null when its Host header is not a plain host[:port]. */
export function originOf(req: FastifyRequest): string | null {
  const host = req.host;
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return null;
  return `${req.protocol}://${host}`;
}

/** The answer to a request whose Host header is malformed: the document's URLs cannot be built. */
export const malformedHost = (reply: FastifyReply) =>
  reply
    .code(400)
    .header('cache-control', 'no-store')
    .send({ error: 'bad_request', message: 'the Host header is malformed' });

export const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&#${String(c.codePointAt(0))};`);

/** Every term's page in both languages, or null when a glossary list could not be read. */
async function termPages(app: FastifyInstance): Promise<Alternates[] | null> {
  const site = app.config.site.siteSegment;
  const lists = await Promise.all(
    LANGS.map(async (lang) => {
      const answer = await app.forwarder.forward('content', {
        lang,
        payload: { term: '', type: 'page.glosario' },
      });
      if (answer.status !== 200) return null;
      const data = (answer.body as { response?: { data?: Partial<GlossaryListData> } } | null)
        ?.response?.data;
      return Array.isArray(data?.pageGlosarioLandings) ? data.pageGlosarioLandings : null;
    }),
  );
  const [es, en] = lists;
  if (!es || !en) return null;
  const enByKey = new Map(en.map((l) => [l.conceptKey, l.title]));
  const term = (lang: Lang, title: string) =>
    buildPath('glossaryTerm', lang, site, { term: encodePathTerm(title) });
  return es.map((landing) => {
    const enTitle =
      (landing.conceptKey && enByKey.get(landing.conceptKey)) ?? landing.alternateTitle;
    return {
      es: term('es', landing.title),
      en: term('en', enTitle ?? landing.title),
    };
  });
}

export function sitemapXml(origin: string, pages: Alternates[]): string {
  const entries = pages.flatMap((alternates) =>
    LANGS.map((lang) => {
      const links = LANGS.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(origin + alternates[l])}"/>`,
      ).join('');
      return `<url><loc>${xmlEscape(origin + alternates[lang])}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const seoRoutes: FastifyPluginAsync = async (app) => {
  const site = app.config.site.siteSegment;

  app.get('/robots.txt', async (req, reply) => {
    const origin = originOf(req);
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...LANGS.flatMap((lang) =>
        GRID_VIEW_PARAMS.map((param) => `Disallow: ${routePath('search', lang, site)}/*${param}=`),
      ),
      ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : []),
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const origin = originOf(req);
    if (origin === null) return malformedHost(reply);
    const terms = await termPages(app);
    if (terms === null) {
      // Never a sitemap without the terms: a crawler would drop them.
      return reply
        .code(503)
        .header('retry-after', '60')
        .header('cache-control', 'no-store')
        .send({ error: 'upstream_unavailable', message: 'the glossary could not be read' });
    }
    const statics = STATIC_PAGES.map(
      (id) => Object.fromEntries(LANGS.map((l) => [l, routePath(id, l, site)])) as Alternates,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(origin, [...statics, ...terms]));
  });
};

export default seoRoutes;
