/**
 * Server-side rendering and static hosting of the client (ARCHITECTURE section 6): `/assets/*`
 * immutable; every other GET renders the page with the client's server entry, with a per-request
 * CSP nonce, the site token cookie checked (and renewed) and committed into the page's store, and
 * the real status code.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE_PATH,
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '../../../shared/constants.js';
import type { PageTextParts, Renderer, Transport } from '../../../shared/types/ssr.js';
import { isLang } from '../../../shared/types/common.js';
import { acceptedEncoding } from './compression.js';
import { ModulePreloads, readManifest, type Manifest } from './module-preloads.js';
import {
  fillPage,
  gzipPage,
  NONCE_SLOT,
  PageCache,
  pageShape,
  TOKEN_SLOT,
  type PageText,
  type StandIn,
} from './page-cache.js';
import { RenderGate, type RenderSlot } from './render-gate.js';

/** Page renders at a time (see RenderGate); more would only queue CPU work in one loop turn. */
export const RENDER_CONCURRENCY = 2;

export interface SsrOptions {
  /** A renderer to use instead of the built server entry (tests). */
  renderer?: Renderer;
  /** The HTML template (with the placeholders of client/index.html) to use with `renderer`. */
  template?: string;
  /** The client build's manifest to use with `renderer` (route chunk preloads). */
  manifest?: Manifest;
}

/** Content-Security-Policy of every page (STACK-NOTES: the policy that works with the grid). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
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

/**
 * The template with its built stylesheets inlined (`<style nonce>`, which the page CSP allows): the
 * stylesheet is small (about 4 KB compressed) and render-blocking, and fetching it took one more
 * connection and round trip before the first paint on a slow mobile network. A stylesheet that is
 * missing or could close the style element stays a link.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const cssPath = path.join(clientDir, file);
      if (!existsSync(cssPath)) return link;
      const css = readFileSync(cssPath, 'utf8');
      if (/<\/style/i.test(css)) return link;
      return `<style nonce="__CSP_NONCE__">${css}</style>`;
    },
  );
}

/**
 * The client's built server entry and page template, or null before `npm run build`. Loading it
 * is the heaviest synchronous work of the start-up (the bundle and a server DOM): `buildProxy` does
 * it before the load-shedding monitor starts, so that stall is not taken for overload.
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

/** What a template is made of, once cut: its own UTF-8 bytes, its nonce stand-ins, the slots. */
type TemplatePart = Buffer | StandIn | 'lang' | 'head' | 'html' | 'state' | 'preloads';
/** A page template cut once (`cutTemplate`), filled for each page (`fillTemplate`). */
export type CutTemplate = readonly TemplatePart[];
const NONCE_HERE: StandIn = Object.freeze({ standIn: 'nonce' });

/**
 * A template cut at its placeholders, in one pass so that no inserted text is searched again or
 * read as a replacement pattern, and its own texts cut at the nonce stand-in and encoded: the
 * same for every page (the template's inlined stylesheet alone is 31 kB), so cut once, when the
 * template is loaded. The route chunk preloads go last in the head.
 */
export function cutTemplate(template: string): CutTemplate {
  const cut: TemplatePart[] = [];
  const own = (text: string) => {
    text.split(NONCE_SLOT).forEach((between, i) => {
      if (i > 0) cut.push(NONCE_HERE);
      if (between) cut.push(Buffer.from(between));
    });
  };
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDERS)) {
    own(template.slice(from, match.index));
    const name = match[1] as 'lang' | 'head' | 'html' | 'state' | undefined;
    if (name === undefined) {
      cut.push('preloads');
      own(match[0]);
    } else cut.push(name);
    from = match.index + match[0].length;
  }
  own(template.slice(from));
  return Object.freeze(cut);
}

/**
 * The page as its texts in order: the template's own (`cutTemplate`) and the rendered parts in
 * their places. The texts are not joined: the page is kept as UTF-8 pieces
 * (`pageShape`), and one string of the whole page (about 165 kB on the glossary) would be a copy
 * made only to be encoded and dropped.
 */
export function fillTemplate(
  template: CutTemplate,
  parts: {
    lang: string;
    head: string;
    preloads: string;
    html: string;
    state: string | PageTextParts;
  },
): PageText[] {
  const texts: PageText[] = [];
  for (const part of template) {
    if (typeof part !== 'string') texts.push(part);
    else if (part === 'state' && typeof parts.state !== 'string') texts.push(...parts.state);
    else texts.push(parts[part] as string);
  }
  return texts;
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
  const manifest = options.manifest ?? built?.manifest ?? null;
  const preloads =
    manifest && template
      ? new ModulePreloads(manifest, ModulePreloads.linkedBy(template), NONCE_SLOT)
      : null;
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
   * The render's transport: upstream calls go out without holding a render slot. `calls.keep`
   * stays true while every call is a content call answered 200 (a page that may be kept).
   */
  const transportFor = (slot: RenderSlot, calls: { keep: boolean }): Transport => ({
    needsToken: false,
    call: async (service, body) => {
      const answer = await slot.outside(() => app.forwarder.forward(service, body));
      if (service !== 'content' || answer.status !== 200) calls.keep = false;
      return answer;
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
  });
  const pageTtlMs = env.PAGE_CACHE_TTL_S * 1000;
  const pages = pageTtlMs > 0 ? new PageCache(pageTtlMs) : null;

  const secure = (req: FastifyRequest) => req.protocol === 'https';
  const gate = new RenderGate(RENDER_CONCURRENCY);

  /** The request's site token when valid; otherwise a new one, set as the token cookie. */
  const siteToken = (req: FastifyRequest, reply: FastifyReply): string => {
    const current = req.cookies[TOKEN_COOKIE_NAME];
    if (current && app.siteTokens.verify(current)) return current;
    const { token } = app.siteTokens.issue();
    void reply.setCookie(TOKEN_COOKIE_NAME, token, {
      path: COOKIE_PATH,
      maxAge: TOKEN_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: secure(req),
    });
    return token;
  };

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!renderer || !cut) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build`.');
    }
    const url = pageUrl(req.protocol, req.host, req.url);
    if (url === null) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('Bad request: the Host header or the request target is malformed.');
    }
    const nonce = randomBytes(16).toString('base64');
    const token = siteToken(req, reply);
    const rawLang = req.cookies[LANG_COOKIE_NAME];
    const langCookie = isLang(rawLang) ? rawLang : null;
    const key = PageCache.key(url, langCookie);
    let page = pages?.get(key);
    let kept = page !== undefined;
    let body: Buffer;
    if (!page) {
      const calls = { keep: true };
      const result = await gate.run(async (slot) =>
        // The visitor may have left while the page waited for its turn: no render for nobody
        // (after a burst, renders for closed connections would delay every visitor still waiting).
        req.raw.socket.destroyed
          ? null
          : renderer({
              url,
              // Stand-ins, filled for each visitor below (page-cache.ts).
              token: TOKEN_SLOT,
              langCookie,
              site: app.config.site,
              transport: transportFor(slot, calls),
              nonce: NONCE_SLOT,
            }),
      );
      // 499 (nginx's "client closed request"): nothing can be sent; the status is for logs.
      if (result === null) return reply.code(499).send();
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      const html = fillTemplate(cut, {
        lang: result.lang,
        head: result.head,
        preloads: preloads?.links(result.modules) ?? '',
        html: result.html,
        // The renderer puts the nonce it was given (NONCE_SLOT) on its state script.
        state: result.state,
      });
      page = pageShape(result.status, result.lang, html);
      if (pages && calls.keep && result.status === 200) {
        pages.set(key, page);
        kept = true;
      }
    }
    if (isLang(page.lang)) {
      void reply.setCookie(LANG_COOKIE_NAME, page.lang, {
        path: COOKIE_PATH,
        maxAge: LANG_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: secure(req),
      });
    }
    // A kept page goes to a client that takes gzip as its pieces compressed once, the visitor's
    // values spliced in (page-cache.ts): no compression per answer, and about the bytes of brotli
    // at the quality used on the fly. Other pages are compressed by the compression plugin.
    if (kept && acceptedEncoding(req.headers['accept-encoding'], 'gzip')) {
      body = await gzipPage(page, { nonce, token });
      void reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    } else {
      body = fillPage(page, { nonce, token });
    }
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .header('x-frame-options', 'DENY')
      .send(body);
  };

  app.get('/api/*', async (_req, reply) =>
    reply.code(404).send({ error: 'not_found', message: 'not found' }),
  );
  if (!hasAssets)
    app.get('/assets/*', async (_req, reply) =>
      reply.code(404).type('text/plain').send('not found'),
    );
  // Cookies matter to pages only: the API and assets do without the cookie plugin's hooks.
  await app.register(async (pages) => {
    await pages.register(fastifyCookie);
    pages.addHook('onRequest', app.rateLimits.pages);
    pages.get('/', page);
    pages.get('/*', page);
  });
});
