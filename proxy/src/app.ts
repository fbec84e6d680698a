/** Builds the proxy's Fastify instance; it never listens: `server.ts` does, tests use `inject`. */
import type { Socket } from 'node:net';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { isLang } from '#shared/types/common.js';
import type { ProxyConfig } from './config.js';
import apiServices from './plugins/api-services.js';
import errorsPlugin from './plugins/errors.js';
import apiRoutes, { apiError } from './routes/api.js';
import healthRoutes from './routes/health.js';
import vitalsRoutes from './routes/vitals.js';
import faviconRoutes from './routes/favicon.js';
import mediaRoutes from './routes/media.js';
import companyDocumentRoutes from './routes/company-documents.js';
import ssrPlugin, { type SsrOptions } from './plugins/ssr.js';
import { loadBuiltRenderer } from './pages/template.js';
import publicDocsRoutes from './routes/public-docs.js';
import feedRoutes from './routes/feeds.js';
import openSearchRoutes from './routes/opensearch.js';
import seoRoutes from './routes/seo.js';
import compressionPlugin from './plugins/compression.js';
import metricsPlugin from './plugins/metrics.js';
import pressurePlugin from './plugins/pressure.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import connectionCapPlugin from './plugins/connection-cap.js';
import securityPlugin, { rawAnswer, REFERRER_POLICY } from './plugins/security.js';

export interface BuildProxyOptions {
  config: ProxyConfig;
  logger?: FastifyServerOptions['logger'];
  /** Server rendering options (tests inject a renderer). */
  ssr?: SsrOptions;
}

/** Log fields never written (decision 110: credentials stay on the server). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'access_token',
  'client_secret',
  '*.access_token',
  '*.client_secret',
];

/** The logger options with redaction added (`false` stays `false`). */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
}

/** A page path that does not exist in any language (`%25` is a literal '%'): the not-found page. */
const NOT_FOUND_PAGE = '%25';

/**
 * A page URL with malformed percent-encoding goes to a path that is no page, so the visitor gets
 * the 404 page in its language, not an API error; API URLs are left to `malformedUrl`.
 */
export function rewriteMalformedUrl(url: string): string {
  // Every request passes here: API calls and paths without an escape leave at once.
  if (url.startsWith('/api/') || !url.startsWith('/')) return url;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const first = path.split('/')[1];
    return isLang(first) ? `/${first}/${NOT_FOUND_PAGE}` : `/${NOT_FOUND_PAGE}`;
  }
}

/**
 * A URL the router cannot take fails before any route or hook, where Fastify's own answer echoes
 * the URL without the security headers: the API's JSON error goes out instead, with them.
 */
function malformedUrl(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(error.statusCode ?? 400)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', REFERRER_POLICY)
    .header('cache-control', 'no-store')
    .send(apiError('bad_request', 'the URL is malformed or too long'));
}

/** How often Node looks for requests past their time: the precision of the two timeouts. */
const CONNECTIONS_CHECK_MS = 500;

/**
 * What Node refuses before Fastify sees a request (a slow or malformed request, headers too
 * large): Fastify's own answer, with the security headers every answer carries.
 */
function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    rawAnswer(socket, 408, { error: 'timeout', message: 'the request took too long to arrive' });
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    rawAnswer(socket, 431, { error: 'too_large', message: 'the request headers are too large' });
  } else {
    rawAnswer(socket, 400, { error: 'bad_request', message: 'the request is malformed' });
  }
}

export async function buildProxy({
  config,
  logger = false,
  ssr,
}: BuildProxyOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    // Slow clients must not hold sockets (decision 012): Node takes these only at the server's
    // creation (`http`), and never expires a request if headersTimeout exceeds requestTimeout.
    requestTimeout: config.env.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.env.HEADERS_TIMEOUT_MS,
      requestTimeout: config.env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
    },
    clientErrorHandler: clientError,
    bodyLimit: 16 * 1024,
    // Unknown fields are an error, not silently dropped; types are never coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // TRUST_PROXY: whose X-Forwarded-* headers give the client's address, protocol and host
    // (rate limit, logs, HSTS, cookies' Secure flag); by default nobody's.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (req) => rewriteMalformedUrl(req.url ?? '/'),
    frameworkErrors: malformedUrl,
  });
  app.decorate('config', config);
  // The server entry loads before the load-shedding monitor starts (see loadBuiltRenderer).
  const ssrOptions: SsrOptions = ssr ?? {};
  if (!ssrOptions.renderer) {
    const built = await loadBuiltRenderer(
      path.resolve(config.env.CLIENT_DIST_DIR),
      path.resolve(config.env.SERVER_DIST_DIR, 'entry-server.js'),
    );
    if (built) Object.assign(ssrOptions, built);
  }
  // Order matters: hooks apply to the routes registered after them.
  await app.register(securityPlugin);
  await app.register(connectionCapPlugin);
  await app.register(errorsPlugin);
  await app.register(pressurePlugin);
  await app.register(metricsPlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin);
  // Cookies are read where a route needs one (the language on `/`) and set with the site token,
  // never parsed for every request.
  await app.register(fastifyCookie, { hook: false });
  await app.register(apiServices);
  await app.register(healthRoutes);
  await app.register(apiRoutes);
  await app.register(vitalsRoutes);
  await app.register(faviconRoutes);
  await app.register(mediaRoutes);
  await app.register(publicDocsRoutes);
  await app.register(companyDocumentRoutes);
  await app.register(seoRoutes);
  await app.register(openSearchRoutes);
  await app.register(feedRoutes);
  await app.register(ssrPlugin, ssrOptions);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ProxyConfig;
  }
}
