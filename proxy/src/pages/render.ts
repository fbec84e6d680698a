/**
 * The render of one page: through the render gate, with a transport that forwards the render's
 * upstream calls and notes whether every visitor may share the page; filled in the template.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANG_COOKIE_NAME } from '#shared/constants.js';
import type { Renderer, RenderResult, Transport } from '#shared/types/ssr.js';
import { isLang } from '#shared/types/common.js';
import { inSpan } from '#shared/tracing.server.js';
import { contentSecurityPolicy } from './content-security-policy.js';
import { imageInliner } from './inline-image.js';
import type { RouteAssets } from './route-assets.js';
import { RenderGate, type RenderSlot } from './render-gate.js';
import { fillTemplate, type CutTemplate } from './template.js';

/** Page renders at a time (see RenderGate); more would only queue CPU work in one loop turn. */
export const RENDER_CONCURRENCY = 2;

/** What a render gives: a redirect, or a page with what its answer depends on. */
export type Rendered =
  | Extract<RenderResult, { kind: 'redirect' }>
  | {
      kind: 'page';
      status: number;
      html: Buffer;
      csp: string;
      /**
       * Made only of good content answers, or of search answers that depend only on the URL (an
       * issuer page): the same for every visitor.
       */
      shared: boolean;
      /**
       * The service the page is made of failed (a 5xx or no answer; content, or search for an
       * issuer page): the page says so.
       */
      contentFailed: boolean;
    };

export interface PageParts {
  renderer: Renderer;
  template: CutTemplate;
  /** What the template itself allows inline (its own hashes and the build's style nonce). */
  allowed: { scripts: readonly string[]; styles: readonly string[] };
  /** The route chunks' preloads and inline stylesheets, from the build's manifest. */
  routeAssets: RouteAssets | null;
}

/** The language cookie, read on `/` only: no other page depends on a cookie. */
function langCookieOf(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = req.server.parseCookie(header)[LANG_COOKIE_NAME];
  return isLang(value) ? value : null;
}

interface Calls {
  allGood: boolean;
  onlyContent: boolean;
  failed: Set<'content' | 'search'>;
}

/** Renders pages of `parts` for `app`'s requests; null when the visitor left before its turn. */
export function pageRenderer(
  app: FastifyInstance,
  parts: PageParts,
): (req: FastifyRequest, url: string) => Promise<Rendered | null> {
  const gate = new RenderGate(RENDER_CONCURRENCY);
  const inlineImage = imageInliner({
    mediaUrl: app.config.env.MEDIA_URL,
    timeoutMs: app.config.env.UPSTREAM_TIMEOUT_MS,
  });

  /**
   * The render's transport: upstream calls go out without holding a render slot; `calls` notes if
   * every answer was good, if the page asked only the content service, and which service failed.
   */
  const transportFor = (slot: RenderSlot, calls: Calls): Transport => ({
    needsToken: false,
    call: async (service, body) => {
      const answer = await slot.outside(() => app.forwarder.forward(service, body));
      if (answer.status !== 200) calls.allGood = false;
      if (service !== 'content') calls.onlyContent = false;
      // A 4xx is the request's own fault (a term the service refuses), not a failure to retry.
      if (answer.status >= 500 || answer.status === 0) calls.failed.add(service);
      return answer;
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
    inlineImage: (path) => slot.outside(() => inlineImage(path)),
  });

  return async (req, url) => {
    const calls: Calls = { allGood: true, onlyContent: true, failed: new Set() };
    const result = await gate.run(async (slot) =>
      // The visitor may have left while the page waited for its turn: no render for nobody
      // (after a burst, renders for closed connections would delay every visitor still waiting).
      req.raw.socket.destroyed
        ? null
        : // A span of the request's trace when tracing is on (decision 116): its upstream calls
          // are its children.
          inSpan('bolsa-proxy', 'render page', { 'url.path': req.url }, () =>
            parts.renderer({
              url,
              langCookie: req.url === '/' ? langCookieOf(req) : null,
              site: app.config.site,
              transport: transportFor(slot, calls),
            }),
          ),
    );
    if (result === null || result.kind === 'redirect') return result;
    const routeHead = parts.routeAssets?.headFor(result.modules, result.prefetch);
    const html = fillTemplate(parts.template, {
      lang: result.lang,
      head: result.head,
      routeHead: routeHead?.html ?? '',
      html: result.html,
      state: result.state,
    });
    return {
      kind: 'page',
      status: result.status,
      html,
      csp: contentSecurityPolicy({
        scripts: parts.allowed.scripts,
        styles: routeHead ? [...parts.allowed.styles, ...routeHead.styles] : parts.allowed.styles,
      }),
      // Content answers, or search answers that depend only on the URL (decision 117).
      shared:
        result.status === 200 &&
        calls.allGood &&
        (calls.onlyContent || result.sharedSearch === true) &&
        !result.search,
      // The service the page is made of failed: the page says so (a 503).
      contentFailed:
        result.status === 200 &&
        (calls.failed.has('content') ||
          (result.sharedSearch === true && calls.failed.has('search'))),
    };
  };
}
