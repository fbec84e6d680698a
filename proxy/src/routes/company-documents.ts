/**
 * Company documents (the `/docs/emisoras/…` URLs of search answers), streamed from `DOCUMENTS_URL`
 * by a strict path; a visitor's tab never gets an API error, only pages (decision 046).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_FILE_TYPES } from '#shared/codes.js';
import { LANG_COOKIE_NAME } from '#shared/constants.js';
import { isLang, type Lang } from '#shared/types/common.js';
import {
  passThroughHooks,
  registerPassThrough,
  upstreamLength,
} from '../forwarding/pass-through.js';

const PREFIX = '/docs/emisoras';
const DOCUMENT_PATH = /^\/docs\/emisoras\/[A-Za-z0-9%&.+_-]{1,60}\/\d{4}\/\d{1,9}\.([a-z]{2,5})$/;

/** The format of a document path's extension, when it is one the site sends. */
const formatOf = (extension: string) =>
  Object.hasOwn(DOCUMENT_FILE_TYPES, extension)
    ? DOCUMENT_FILE_TYPES[extension as keyof typeof DOCUMENT_FILE_TYPES]
    : undefined;

const HEADERS_OF_PAGES = [
  'content-type',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cache-control',
  'set-cookie',
] as const;

/** The visitor's language: the language cookie's, Spanish by default. */
function langOf(req: FastifyRequest): Lang {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE_NAME}=([a-z]{2})(?:;|$)`).exec(
    req.headers.cookie ?? '',
  )?.[1];
  return isLang(value) ? value : 'es';
}

/** The site's 404 page in the visitor's language (`%25`, a literal '%', is no page's path). */
async function notFoundPage(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const page = await app.inject({
    method: 'GET',
    url: `/${langOf(req)}/%25`,
    headers: { host: req.host, ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) },
  });
  for (const name of HEADERS_OF_PAGES) {
    const value = page.headers[name];
    if (value !== undefined) void reply.header(name, value);
  }
  return reply.code(404).send(page.rawPayload);
}

const UNAVAILABLE: Record<Lang, string> = {
  es: 'El documento no está disponible en este momento; por favor, inténtelo más tarde.',
  en: 'The document is not available at the moment; please try again later.',
};

/** The page that says the document cannot be had now: never the documents service's own body. */
function unavailablePage(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  return reply
    .code(502)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'")
    .send(
      `<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>${UNAVAILABLE[lang]}</title><p>${UNAVAILABLE[lang]}</p><p><a href="/${lang}">${app.config.site.groupName}</a></p></html>`,
    );
}

const documentRoutes: FastifyPluginAsync = async (app) => {
  await registerPassThrough(app, app.config.env.DOCUMENTS_URL, app.config.env.UPSTREAM_TIMEOUT_MS);
  app.get(`${PREFIX}/*`, async (req, reply) => {
    const path = req.url.split('?', 1)[0] ?? '';
    const format = formatOf(DOCUMENT_PATH.exec(path)?.[1] ?? '');
    if (!format) return notFoundPage(app, req, reply);
    /** The site's answer to an upstream status other than 200. */
    const answerStatus = async (status: number) => {
      if (status === 404) return notFoundPage(app, req, reply);
      req.log.warn({ status }, 'company document unavailable');
      return unavailablePage(app, req, reply);
    };
    try {
      reply.from(path.slice(PREFIX.length + 1), {
        ...passThroughHooks,
        onResponse(_req, _reply, res) {
          if (res.statusCode !== 200) {
            res.stream.resume();
            answerStatus(res.statusCode).catch((error: unknown) => reply.send(error));
            return;
          }
          const name = path.slice(path.lastIndexOf('/') + 1);
          const length = upstreamLength(res);
          if (length !== undefined) void reply.header('content-length', length);
          void reply
            .type(format.type)
            .header('content-disposition', `${format.disposition}; filename="${name}"`)
            .header('cache-control', 'public, max-age=86400')
            .header(
              'content-security-policy',
              "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .send(res.stream);
        },
        // reply-from logs the error itself.
        onError() {
          void unavailablePage(app, req, reply);
        },
      });
    } catch {
      // reply-from refuses a path that could leave the base (a dot segment): it is no document.
      return notFoundPage(app, req, reply);
    }
    return reply;
  });
};

export default documentRoutes;
