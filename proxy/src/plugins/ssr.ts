/**
 * Server-side rendering and static hosting of the client (docs/architecture.md "Pages and
 * caching"): the page routes, wired from the page modules in `pages/`. A page is the same bytes for
 * every visitor of its URL (no token, nonce or cookie), so HTTP caches may keep it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Renderer } from '#shared/types/ssr.js';
import { sendShared } from '../pages/conditional.js';
import { templateAllowances } from '../pages/content-security-policy.js';
import { pageUrl } from '../pages/host.js';
import { RouteAssets, type Manifest } from '../pages/route-assets.js';
import {
  etagOf,
  NO_STORE,
  PageResponses,
  PRIVATE_CACHE_CONTROL,
  sharedCacheControl,
  type PageResponse,
} from '../pages/page-cache.js';
import { pageRenderer } from '../pages/render.js';
import { cutTemplate, loadBuiltRenderer } from '../pages/template.js';
import { PAGE_HEADERS } from './security.js';

/** Seconds a client is asked to wait before asking again for a page whose content failed. */
export const CONTENT_FAILED_RETRY_AFTER_S = 30;

export interface SsrOptions {
  /** A renderer to use instead of the built server entry (tests). */
  renderer?: Renderer;
  /** The HTML template (with the placeholders of client/index.html) to use with `renderer`. */
  template?: string;
  /** The client build's manifest to use with `renderer` (route chunk preloads and styles). */
  manifest?: Manifest;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderPage: Renderer | null;
  }
}

export default fp<SsrOptions>(async (app, options) => {
  const env = app.config.env;
  const clientDir = path.resolve(env.CLIENT_DIST_DIR);
  const serverEntry = path.resolve(env.SERVER_DIST_DIR, 'entry-server.js');

  const built = options.renderer ? null : await loadBuiltRenderer(clientDir, serverEntry);
  const renderer = options.renderer ?? built?.renderer ?? null;
  const template = options.template ?? built?.template ?? null;
  const manifest = options.manifest ?? built?.manifest ?? null;
  app.decorate('renderPage', renderer);
  const render =
    renderer && template !== null
      ? pageRenderer(app, {
          renderer,
          template: cutTemplate(template),
          allowed: templateAllowances(template),
          routeAssets: manifest
            ? new RouteAssets(manifest, clientDir, RouteAssets.linkedBy(template))
            : null,
        })
      : null;
  if (!render) {
    app.log.warn({ serverEntry }, 'client build missing: pages answer 503 until `npm run build`');
  }

  const hasAssets = existsSync(path.join(clientDir, 'assets'));
  if (hasAssets) {
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      index: false,
      list: false,
      immutable: true,
      maxAge: '1y',
      // `x.js.br` and `x.js.gz`, written by the build (scripts/precompress.mjs), are sent as they
      // are to clients that accept them; other files are compressed on the fly (compression.ts).
      preCompressed: true,
    });
  }

  const policy = {
    ttlS: env.PAGE_CACHE_TTL_S,
    staleWhileRevalidateS: env.PAGE_STALE_WHILE_REVALIDATE_S,
    staleIfErrorS: env.PAGE_STALE_IF_ERROR_S,
  };
  const sharedPolicy = sharedCacheControl(policy);
  const kept = policy.ttlS > 0 ? new PageResponses(policy.ttlS * 1000) : null;

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!render) {
      return reply
        .code(503)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build`.');
    }
    const url = pageUrl(req.protocol, req.host, req.url);
    if (url === null) {
      return reply
        .code(400)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send('Bad request: the Host header or the request target is malformed.');
    }
    const known = kept?.get(url);
    if (known) return sendShared(req, reply, known, sharedPolicy);

    const result = await render(req, url);
    // 499 (nginx's "client closed request"): nothing can be sent; the status is for logs.
    if (result === null) return reply.code(499).send();
    if (result.kind === 'redirect') {
      // It followed the language cookie: no shared cache may keep it for others.
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return reply.redirect(result.location, result.status);
    }
    const { html, csp } = result;
    if (result.shared) {
      const shared: PageResponse = {
        status: 200,
        body: html,
        etag: etagOf(html),
        csp,
        encoded: {},
      };
      kept?.set(url, shared);
      return sendShared(req, reply, shared, sharedPolicy);
    }
    // The content service failed (and no earlier answer stood in): the page says so, and no
    // cache may keep it in place of the good page.
    if (result.contentFailed)
      void reply.header('retry-after', String(CONTENT_FAILED_RETRY_AFTER_S));
    return reply
      .code(result.contentFailed ? 503 : result.status)
      .header(
        'cache-control',
        result.status === 200 && !result.contentFailed ? PRIVATE_CACHE_CONTROL : NO_STORE,
      )
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/api/*', async (_req, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'not found' }),
  );
  if (!hasAssets)
    app.get('/assets/*', async (_req, reply) =>
      reply.code(404).type('text/plain').send('not found'),
    );
  const pageRoute = { onRequest: app.rateLimits.pages, ...PAGE_HEADERS };
  app.get('/', pageRoute, page);
  app.get('/*', pageRoute, page);
});
