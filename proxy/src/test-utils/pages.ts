/** A test renderer and template for the page tests, and a proxy that renders with them. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Renderer, RenderRequest } from '#shared/types/ssr.js';
import { buildProxy } from '../app.js';
import { testProxyConfig } from './config.js';

export const STYLE = 'body{color:red}';
export const NONCE = 'bUlkLW5vbmNlLTAxMjM0NQ';
export const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><meta property="csp-nonce" nonce="${NONCE}" /><!--app-head--><script type="module" src="/assets/x.js"></script><style>${STYLE}</style></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
export const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
export const SHARED =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

/** The render requests the test renderer received, in order (tests empty it). */
export const seen: RenderRequest[] = [];
/**
 * Redirects `/`, fails `/boom`, answers `/missing` 404; asks the services named by `call`
 * parameters; pages under `/es/busqueda` are searches, under `/es/bmv/emisoras` issuer pages.
 */
export const renderer: Renderer = async (request) => {
  seen.push(request);
  const path = new URL(request.url).pathname;
  if (path === '/') return { kind: 'redirect', status: 302, location: '/es' };
  if (path === '/boom') throw new Error('render failed: secret internals');
  // Pages that ask the upstream, as the glossary (content) and the results page (search) do.
  const calls = new URL(request.url).searchParams.getAll('call') as ('content' | 'search')[];
  const answers = await Promise.all(
    calls.map((service) =>
      request.transport.call(service, { lang: 'es' }, null, AbortSignal.timeout(1000)),
    ),
  );
  const search = path.startsWith('/es/busqueda');
  return {
    kind: 'page',
    status: path === '/missing' ? 404 : 200,
    lang: path.startsWith('/en') ? 'en' : 'es',
    head: '<title>T</title>',
    html: `<main>page ${seen.length} ${answers.map((a) => a.status).join(' ')}</main>`,
    state:
      '<script type="application/json" id="__PAGE_STATE__">{"token":{"accessToken":null}}</script>',
    search,
    sharedSearch: path.startsWith('/es/bmv/emisoras/'),
    modules: ['src/routes/Page.tsx'],
  };
};

/** A proxy rendering with `renderer` and `TEMPLATE`, without an upstream. */
export function pagesProxy(): Promise<FastifyInstance> {
  return buildProxy({
    config: testProxyConfig({ CLIENT_DIST_DIR: '/nonexistent', CONTENT_DISK_CACHE_MAX_MB: '0' }),
    ssr: {
      renderer,
      template: TEMPLATE,
      manifest: {
        'index.html': { file: 'assets/x.js' },
        'src/routes/Page.tsx': { file: 'assets/Page-1.js', imports: ['index.html'] },
      },
    },
  });
}

/** A proxy of `pagesProxy` for each test of the calling file, with `seen` emptied before. */
export function pagesProxyPerTest(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    seen.length = 0;
    app = await pagesProxy();
  });
  afterEach(() => app?.close());
  return () => {
    if (!app) throw new Error('the proxy is built before each test');
    return app;
  };
}
