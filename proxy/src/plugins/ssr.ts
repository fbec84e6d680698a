/**
 * Server-side rendering and static hosting of the client (ARCHITECTURE section 6). A page is the
 * same bytes for every visitor of its URL (no token, nonce or cookie), so HTTP caches may keep it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANG_COOKIE_NAME } from '#shared/constants.js';
import type { Renderer, Transport } from '#shared/types/ssr.js';
import { isLang } from '#shared/types/common.js';
import { acceptedEncoding } from './compression.js';
import { ModulePreloads, readManifest, type Manifest } from './module-preloads.js';
import {
  encodedBody,
  etagOf,
  NO_STORE,
  noneMatchHits,
  PageResponses,
  PRIVATE_CACHE_CONTROL,
  representationTag,
  sharedCacheControl,
  type PageResponse,
} from './page-responses.js';
import { RenderGate, type RenderSlot } from './render-gate.js';

/** Page renders at a time (see RenderGate); more would only queue CPU work in one loop turn. */
export const RENDER_CONCURRENCY = 2;

/** Seconds a client is asked to wait before asking again for a page whose content failed. */
export const CONTENT_FAILED_RETRY_AFTER_S = 30;

export interface SsrOptions {
  /** A renderer to use instead of the built server entry (tests). */
  renderer?: Renderer;
  /** The HTML template (with the placeholders of client/index.html) to use with `renderer`. */
  template?: string;
  /** The client build's manifest to use with `renderer` (route chunk preloads). */
  manifest?: Manifest;
}

/** A CSP source allowing an inline script or style element whose text is `text`. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A page's Content-Security-Policy: inline scripts and styles by hash, and the style elements the
 * results grid injects at run time by the build's nonce (decision 100), on every page, since a
 * visitor may reach the grid by client-side navigation from any of them.
 */
export function contentSecurityPolicy(allowed: {
  scripts: readonly string[];
  styles: readonly string[];
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed.scripts].join(' '),
    ["style-src 'self'", ...allowed.styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The build's style nonce: Vite's `html.cspNonce`, which it writes in a `csp-nonce` meta tag. */
const STYLE_NONCE = /<meta property="csp-nonce" nonce="([\w+/=-]+)"/;

/**
 * What a template allows inline: its own `<style>` and `<script>` elements by hash, and style
 * elements that carry the build's nonce.
 */
export function templateAllowances(template: string): { scripts: string[]; styles: string[] } {
  const inline = (tag: 'script' | 'style') =>
    [...template.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))]
      .map((m) => m[1] ?? '')
      .filter((text) => text.length > 0)
      .map(cspHash);
  const nonce = STYLE_NONCE.exec(template)?.[1];
  return {
    scripts: inline('script'),
    styles: [...inline('style'), ...(nonce ? [`'nonce-${nonce}'`] : [])],
  };
}

/**
 * The template with its built stylesheets inlined (allowed by hash), so a small render-blocking
 * sheet costs no round trip before the first paint; one that could close `<style>` stays a link.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const cssPath = path.join(clientDir, file);
      if (!existsSync(cssPath)) return link;
      const css = readFileSync(cssPath, 'utf8');
      if (/<\/style/i.test(css)) return link;
      return `<style>${css}</style>`;
    },
  );
}

/**
 * The client's built server entry and page template, or null before `npm run build`. Loading it
 * stalls the start-up, so `buildProxy` does it before load shedding watches the event loop.
 */
export async function loadBuiltRenderer(
  clientDir: string,
  serverEntry: string,
): Promise<{ renderer: Renderer; template: string; manifest?: Manifest } | null> {
  if (!existsSync(serverEntry) || !existsSync(path.join(clientDir, 'index.html'))) return null;
  const entry = (await import(pathToFileURL(serverEntry).href)) as { render: Renderer };
  const manifest = readManifest(clientDir);
  return {
    ...(manifest ? { manifest } : {}),
    renderer: entry.render,
    template: inlineStylesheets(
      readFileSync(path.join(clientDir, 'index.html'), 'utf8'),
      clientDir,
    ),
  };
}

/** `host[:port]` as a Host header may carry it: a DNS name, an IPv4 or a bracketed IPv6 address. */
const HOST_HEADER =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute URL of a page request, or null when the Host header is missing or malformed or the
 * target is not a path (`*`, absolute-form): those get a 400, never a failed render.
 */
export function pageUrl(protocol: string, host: string | undefined, target: string): string | null {
  if (!host || !HOST_HEADER.test(host) || !target.startsWith('/')) return null;
  const url = `${protocol}://${host}${target}`;
  return URL.canParse(url) ? url : null;
}

const PLACEHOLDERS = /<!--app-(lang|head|html|state)-->|<\/head>/g;
type Slot = 'lang' | 'head' | 'html' | 'state' | 'preloads';
/** A page template cut once at its placeholders (`cutTemplate`), filled for each page. */
export type CutTemplate = readonly (Buffer | { slot: Slot })[];

/**
 * A template cut once at its placeholders, so no inserted text is searched again or read as a
 * replacement pattern (decision 007); the route chunk preloads go last in the head.
 */
export function cutTemplate(template: string): CutTemplate {
  const cut: (Buffer | { slot: Slot })[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDERS)) {
    cut.push(Buffer.from(template.slice(from, match.index)));
    const name = match[1] as Exclude<Slot, 'preloads'> | undefined;
    if (name === undefined) cut.push({ slot: 'preloads' }, Buffer.from(match[0]));
    else cut.push({ slot: name });
    from = match.index + match[0].length;
  }
  cut.push(Buffer.from(template.slice(from)));
  return Object.freeze(cut);
}

/**
 * The page's bytes: the template's texts with the rendered parts in their places. Joined as bytes:
 * as strings, content text outside Latin-1 makes the join much slower.
 */
export function fillTemplate(template: CutTemplate, parts: Readonly<Record<Slot, string>>): Buffer {
  return Buffer.concat(
    template.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(parts[part.slot]))),
  );
}

/** The language cookie, read on `/` only: no other page depends on a cookie. */
function langCookieOf(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = req.server.parseCookie(header)[LANG_COOKIE_NAME];
  return isLang(value) ? value : null;
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
  const cut = template === null ? null : cutTemplate(template);
  const ownHashes = template === null ? { scripts: [], styles: [] } : templateAllowances(template);
  const manifest = options.manifest ?? built?.manifest ?? null;
  const preloads =
    manifest && template ? new ModulePreloads(manifest, ModulePreloads.linkedBy(template)) : null;
  app.decorate('renderPage', renderer);
  if (!renderer || !template) {
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

  /**
   * The render's transport: upstream calls go out without holding a render slot; `calls` notes if
   * the page is made only of content answers (shared) and if the content service failed (a 503).
   */
  const transportFor = (
    slot: RenderSlot,
    calls: { shared: boolean; contentFailed: boolean },
  ): Transport => ({
    needsToken: false,
    call: async (service, body) => {
      const answer = await slot.outside(() => app.forwarder.forward(service, body));
      if (service !== 'content' || answer.status !== 200) calls.shared = false;
      // A 4xx is the request's own fault (a term the service refuses), not a failure to retry.
      if (service === 'content' && (answer.status >= 500 || answer.status === 0))
        calls.contentFailed = true;
      return answer;
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
  });
  const policy = {
    ttlS: env.PAGE_CACHE_TTL_S,
    staleWhileRevalidateS: env.PAGE_STALE_WHILE_REVALIDATE_S,
    staleIfErrorS: env.PAGE_STALE_IF_ERROR_S,
  };
  const sharedPolicy = sharedCacheControl(policy);
  const kept = policy.ttlS > 0 ? new PageResponses(policy.ttlS * 1000) : null;
  const gate = new RenderGate(RENDER_CONCURRENCY);

  /** A page every visitor shares: validated, and compressed once per encoding. */
  const sendShared = async (req: FastifyRequest, reply: FastifyReply, page: PageResponse) => {
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    const etag = representationTag(page.etag, encoding);
    void reply
      .header('cache-control', sharedPolicy)
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .header('content-security-policy', page.csp);
    if (noneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
    // Already compressed: the compression plugin leaves an answer with an encoding alone.
    if (encoding !== null) void reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(await encodedBody(page, encoding));
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-frame-options', 'DENY');
    if (!renderer || !cut) {
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
    if (known) return sendShared(req, reply, known);

    const calls = { shared: true, contentFailed: false };
    const result = await gate.run(async (slot) =>
      // The visitor may have left while the page waited for its turn: no render for nobody
      // (after a burst, renders for closed connections would delay every visitor still waiting).
      req.raw.socket.destroyed
        ? null
        : renderer({
            url,
            langCookie: req.url === '/' ? langCookieOf(req) : null,
            site: app.config.site,
            transport: transportFor(slot, calls),
          }),
    );
    // 499 (nginx's "client closed request"): nothing can be sent; the status is for logs.
    if (result === null) return reply.code(499).send();
    if (result.kind === 'redirect') {
      // It followed the language cookie: no shared cache may keep it for others.
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return reply.redirect(result.location, result.status);
    }
    const html = fillTemplate(cut, {
      lang: result.lang,
      head: result.head,
      preloads: preloads?.links(result.modules) ?? '',
      html: result.html,
      state: result.state,
    });
    const csp = contentSecurityPolicy({
      scripts: [...ownHashes.scripts, ...result.inlineScripts.map(cspHash)],
      styles: ownHashes.styles,
    });
    if (result.status === 200 && calls.shared && !result.search) {
      const shared: PageResponse = {
        status: 200,
        body: html,
        etag: etagOf(html),
        csp,
        encoded: {},
      };
      kept?.set(url, shared);
      return sendShared(req, reply, shared);
    }
    // The content service failed (and no earlier answer stood in): the page says so, and no
    // cache may keep it in place of the good page.
    const contentFailed = result.status === 200 && calls.contentFailed;
    if (contentFailed) void reply.header('retry-after', String(CONTENT_FAILED_RETRY_AFTER_S));
    return reply
      .code(contentFailed ? 503 : result.status)
      .header(
        'cache-control',
        result.status === 200 && !contentFailed ? PRIVATE_CACHE_CONTROL : NO_STORE,
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
  app.get('/', { onRequest: app.rateLimits.pages }, page);
  app.get('/*', { onRequest: app.rateLimits.pages }, page);
});
