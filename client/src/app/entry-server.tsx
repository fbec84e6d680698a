/**
 * Server rendering as RTK Query's docs show it (docs/architecture.md "Pages and caching", decision
 * 050). Nothing in it is per visitor (no token, no nonce): a URL renders the same page, which HTTP
 * caches can hold.
 */
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import { escapeHtml } from '#shared/html.js';
import { ATOM_TYPE } from '#shared/issuer.js';
import { OPENSEARCH_TYPE, openSearchPath } from '#shared/opensearch.js';
import type { RenderRequest, RenderResult } from '#shared/types/ssr.js';
import { LANGS, isLang, type Lang } from '#shared/types/common.js';
import { api } from '../api/api.js';
import { loadMenuSections } from '../features/header/menu-sections.js';
import { SANITIZE_OPTIONS, setServerSanitizer } from '../ui/sanitize.js';
import { CATALOG_MODULES } from '../i18n/catalogs.js';
import { AppProviders } from './AppProviders.js';
import { intlFor } from './intl.server.js';
import { errorMeta, handleModules, metaOf, type PageMeta, type RouteHandle } from './meta.js';
import { shareTags } from './share-meta.js';
import { PAGE_STATE_ID, serializePageState } from './page-state.js';
import { routerContextOf } from './middleware.js';
import { createRoutes } from './routes.js';
import { makeStore, type AppStore } from './store.js';

// One DOMPurify for the process: sanitizing is synchronous and keeps no per-user state. Results
// are kept, since content HTML recurs across requests and parsing it into a server DOM is costly.
const purify = createDOMPurify(new JSDOM('').window);
const sanitized = new LRUCache<string, string>({ max: 500 });
setServerSanitizer((html) => {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = purify.sanitize(html, SANITIZE_OPTIONS);
    sanitized.set(html, clean);
  }
  return clean;
});

type StaticHandler = ReturnType<typeof createStaticHandler>;

/**
 * One route table and static handler per site configuration: loaders take each request's store
 * from the router context, and the matched routes' lazy components resolve once, not per request.
 */
const handlers = new WeakMap<SiteConfig, StaticHandler>();
function handlerFor(site: SiteConfig) {
  let handler = handlers.get(site);
  if (!handler) {
    handler = createStaticHandler(createRoutes({ site, server: true }));
    handlers.set(site, handler);
  }
  return handler;
}

/**
 * Runs a request's middleware and loaders: the page's context, or the redirect they answered. The
 * static handler runs middleware only given `generateMiddlewareResponse`; its last context wins.
 */
export async function queryPage(
  handler: StaticHandler,
  request: Request,
  store: AppStore,
): Promise<StaticHandlerContext | Response> {
  const rendered: { page?: StaticHandlerContext } = {};
  const answer = await handler.query(request, {
    requestContext: routerContextOf(store),
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      rendered.page = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  return rendered.page ?? answer;
}

/** Whether a path's percent-encoding can be decoded (React Router warns on the console if not). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url);
  const first = url.pathname.split('/')[1];
  const lang: Lang = isLang(first) ? first : isLang(request.langCookie) ? request.langCookie : 'es';
  const store = makeStore(request.transport, { token: { accessToken: null, lang } });
  try {
    return await renderWith(request, url, lang, store);
  } finally {
    // Clears RTK Query's timers (unused answers, subscription syncs): nothing holds the store
    // once the answer is made.
    store.dispatch(api.util.resetApiState());
  }
}

async function renderWith(
  request: RenderRequest,
  url: URL,
  lang: Lang,
  store: AppStore,
): Promise<RenderResult> {
  const handler = handlerFor(request.site);
  // Malformed percent-encoding is no page: the not-found route's path in the page's language
  // (`%25` is a literal '%', which no route has).
  const routed = decodable(url.pathname) ? url : new URL(`/${lang}/%25`, url);
  const context = await queryPage(
    handler,
    new Request(routed, request.signal ? { signal: request.signal } : {}),
    store,
  );
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The menu's sections, for its entries without JavaScript (decision 101): loaded once.
  await loadMenuSections(lang);
  const intl = await intlFor(lang);
  const html = renderToString(
    <AppProviders store={store} site={request.site} intl={intl}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const matches = context.matches.map((m) => ({
    handle: m.route.handle as unknown,
    loaderData: context.loaderData[m.route.id] as unknown,
  }));
  const errored = context.errors !== null;
  const meta: PageMeta = errored
    ? errorMeta(intl, context.statusCode === 404 ? 'error.notFound' : 'error.generic', request.site)
    : (metaOf(matches, intl, request.site) ?? { title: request.site.groupName });
  const uris = store.getState().uris;
  const origin = url.origin;
  const head = [
    // The largest image first, before the scripts the template links.
    'preloadImage' in meta && meta.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high">`
      : '',
    `<title>${escapeHtml(meta.title)}</title>`,
    'description' in meta && meta.description
      ? `<meta name="description" content="${escapeHtml(meta.description)}">`
      : '',
    // Every page offers the site's search to the browser's address bar (decision 115).
    `<link rel="search" type="${OPENSEARCH_TYPE}" title="${escapeHtml(
      intl.formatMessage({ id: 'app.openSearch' }, { group: request.site.groupName }),
    )}" href="${openSearchPath(lang)}">`,
    // The page's filing feed (decision 117).
    'feed' in meta && meta.feed && !errored
      ? `<link rel="alternate" type="${ATOM_TYPE}" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.href)}">`
      : '',
    // An error page's status keeps it out of search indexes; it is no page to canonicalize.
    errored ? '' : `<link rel="canonical" href="${escapeHtml(origin + url.pathname)}">`,
    ...(errored
      ? []
      : LANGS.filter((l) => uris[l]).map(
          (l) =>
            `<link rel="alternate" hreflang="${l}" href="${escapeHtml(origin + (uris[l] ?? ''))}">`,
        )),
    ...(errored
      ? []
      : shareTags({
          meta,
          url: origin + url.pathname,
          origin,
          lang,
          siteName: request.site.groupName,
          imagePath: request.site.shareImagePath,
        })),
  ]
    .filter(Boolean)
    .join('\n    ');

  const routeIdIs = (id: RouteHandle['routeId']) =>
    matches.some(({ handle }) => (handle as Partial<RouteHandle> | undefined)?.routeId === id);
  const search = routeIdIs('search');
  const state = serializePageState({
    state: store.getState(),
    router: context,
    site: request.site,
  });
  return {
    kind: 'page',
    status: context.statusCode,
    lang,
    head,
    html,
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
    // The router's state travels in the page state: the page has no inline script.
    search,
    // An issuer page's answers depend only on its URL's key (decision 117).
    sharedSearch: routeIdIs('issuer'),
    // The language's catalog is a chunk of its own, cached across pages (decision 121).
    modules: [...handleModules(matches), CATALOG_MODULES[lang]],
    prefetch: handleModules(matches, 'prefetch'),
  };
}
