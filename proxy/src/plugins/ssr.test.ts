import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { loadProxyConfig } from '../config.js';
import { startFakeUpstream, fakeEnv, type FakeUpstream } from '../test-utils/fake-upstream.js';
import type { Renderer, RenderRequest } from '#shared/types/ssr.js';
import {
  CONTENT_FAILED_RETRY_AFTER_S,
  cutTemplate,
  fillTemplate,
  pageUrl,
  RENDER_CONCURRENCY,
  templateAllowances,
} from './ssr.js';

const STYLE = 'body{color:red}';
const NONCE = 'bUlkLW5vbmNlLTAxMjM0NQ';
const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><meta property="csp-nonce" nonce="${NONCE}" /><!--app-head--><script type="module" src="/assets/x.js"></script><style>${STYLE}</style></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
const ROUTER_SCRIPT = 'window.__staticRouterHydrationData = JSON.parse("{}");';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

let seen: RenderRequest[] = [];
const renderer: Renderer = async (request) => {
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
    html: `<main>page ${seen.length} ${answers.map((a) => a.status).join(' ')}</main><script>${ROUTER_SCRIPT}</script>`,
    state:
      '<script type="application/json" id="__PAGE_STATE__">{"token":{"accessToken":null}}</script>',
    inlineScripts: [ROUTER_SCRIPT],
    search,
    modules: ['src/routes/Page.tsx'],
  };
};

let app: FastifyInstance;
beforeEach(async () => {
  seen = [];
  app = await buildProxy({
    config: loadProxyConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
    ssr: {
      renderer,
      template: TEMPLATE,
      manifest: {
        'index.html': { file: 'assets/x.js' },
        'src/routes/Page.tsx': { file: 'assets/Page-1.js', imports: ['index.html'] },
      },
    },
  });
});
afterEach(() => app.close());

describe('server rendering in the proxy', () => {
  it("answers the same bytes to every visitor: no token, no cookie, the build's nonce", async () => {
    const one = await app.inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      cookies: { bolsa_token: 'visitor-one', bolsa_lang: 'en' },
    });
    const two = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
    for (const res of [one, two]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toContain('visitor-one');
      expect(res.body.match(/nonce="([^"]*)"/g)).toEqual([`nonce="${NONCE}"`]);
      expect(res.headers['content-security-policy']).toBe(one.headers['content-security-policy']);
      expect(res.headers.etag).toBe(one.headers.etag);
    }
    expect(one.body).toContain('<html lang="es">');
    expect(one.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows inline code by hash and the build's nonce for styles, on every page alike", async () => {
    expect(templateAllowances(TEMPLATE)).toEqual({
      scripts: [],
      styles: [sha256(STYLE), `'nonce-${NONCE}'`],
    });
    // The grid injects its theme's styles with the nonce, and any page may navigate to it.
    for (const url of ['/es/bmv/glosario', '/es/busqueda/x']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha256(ROUTER_SCRIPT)};`);
      expect(csp).toContain(`style-src 'self' ${sha256(STYLE)} 'nonce-${NONCE}';`);
      expect(csp).not.toContain('strict-dynamic');
      expect(csp.match(/unsafe-inline/g)).toEqual(['unsafe-inline']);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      for (const kept of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(kept);
    }
  });

  it('sends a page every visitor shares for shared caches, with a strong ETag and Vary', async () => {
    const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('answers 304 to a matching If-None-Match, 200 to another', async () => {
    const first = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const etag = String(first.headers.etag);
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await app.inject({
        method: 'GET',
        url: '/es/bmv/glosario',
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(SHARED);
    }
    const other = await app.inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends a kept page again without rendering it, compressed once per encoding', async () => {
    const plain = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const encoded = async (accept: string) =>
      app.inject({
        method: 'GET',
        url: '/es/bmv/glosario',
        headers: { 'accept-encoding': accept },
      });
    const gzip = [await encoded('gzip'), await encoded('gzip')];
    const br = await encoded('gzip, br');
    expect(seen).toHaveLength(1);
    expect(gzip[0]?.headers['content-encoding']).toBe('gzip');
    expect(gzip[0]?.rawPayload.equals(gzip[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    expect(gunzipSync(gzip[0]?.rawPayload ?? Buffer.alloc(0)).equals(plain.rawPayload)).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Each representation has its own entity tag.
    const tags = new Set([plain, gzip[0], br].map((r) => r?.headers.etag));
    expect(tags.size).toBe(3);
    // Another URL is another page.
    await app.inject({ method: 'GET', url: '/en/bmv/glossary' });
    expect(seen).toHaveLength(2);
  });

  it("preloads the page's route chunks, on kept pages too", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
      expect(res.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/Page-1.js" fetchpriority="low"><link rel="modulepreload" crossorigin href="/assets/x.js" fetchpriority="low"></head>`,
      );
      expect(seen).toHaveLength(1);
    }
  });

  it('fills the template in one pass: inserted text is never read as a pattern or a placeholder', () => {
    const cut = cutTemplate(TEMPLATE);
    const fill = (html: string) =>
      fillTemplate(cut, {
        lang: 'es',
        head: "<title>US$' $& $$</title>",
        preloads: '<link rel="modulepreload" href="/assets/p.js">',
        html,
        state: '<script>{"a":"$&"}</script>',
      }).toString();
    const expected = (html: string) =>
      `<!doctype html><html lang="es"><head><meta property="csp-nonce" nonce="${NONCE}" /><title>US$' $& $$</title><script type="module" src="/assets/x.js"></script><style>${STYLE}</style><link rel="modulepreload" href="/assets/p.js"></head><body><div id="root">${html}</div><script>{"a":"$&"}</script></body></html>`;
    const html = "<main>$' $` $& <!--app-state--></main>";
    expect(fill(html)).toBe(expected(html));
    // The template is cut once and used again: a second page gets its own parts.
    expect(fill('<main>2</main>')).toBe(expected('<main>2</main>'));
    // Text outside Latin-1 comes out as UTF-8.
    expect(fill('<p>Índice — “IPC” €</p>')).toBe(expected('<p>Índice — “IPC” €</p>'));
  });

  it('keeps the real status code (404), for no cache to store', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('renders search pages for every request, never for shared caches', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/es/busqueda/x' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(seen).toHaveLength(2);
  });

  it('renders error pages and pages whose upstream call failed for every request', async () => {
    for (const url of ['/missing', '/missing', '/es/x?call=content', '/es/x?call=content'])
      await app.inject({ method: 'GET', url });
    // The content call failed (no upstream in this test): nothing kept.
    expect(seen).toHaveLength(4);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/missing',
      '/missing',
      '/es/x',
      '/es/x',
    ]);
  });

  it('passes the language cookie to / only, and its redirect is for no shared cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/', cookies: { bolsa_lang: 'en' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(seen[0]?.langCookie).toBe('en');
    await app.inject({ method: 'GET', url: '/', cookies: { bolsa_lang: 'xx' } });
    await app.inject({ method: 'GET', url: '/es', cookies: { bolsa_lang: 'en' } });
    expect(seen.slice(1).map((r) => r.langCookie)).toEqual([null, null]);
  });

  it('answers a failed render with a 500 and no internal message', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
  });

  it.each(['undefined:undefined', 'a b', 'host:1x', 'user@host', '[::1', 'host/../x'])(
    'answers 400, never a failed render, for the malformed Host header %p',
    async (host) => {
      const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario', headers: { host } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(seen).toEqual([]);
    },
  );

  it('accepts names, IPv4 and IPv6 hosts with or without a port', () => {
    for (const host of [
      'bolsa.example',
      'localhost:3000',
      '127.0.0.1:80',
      '[::1]:3000',
      'a_b.example',
    ])
      expect(pageUrl('http', host, '/es')).toBe(`http://${host}/es`);
    expect(pageUrl('http', undefined, '/es')).toBeNull();
    expect(pageUrl('http', 'bolsa.example', '*')).toBeNull();
    expect(pageUrl('http', 'bolsa.example', 'http://evil.example/')).toBeNull();
  });

  it('answers JSON 404 for GET under /api/', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/search' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'not found' });
  });
});

describe('render gate', () => {
  it(`renders at most ${RENDER_CONCURRENCY} pages at a time and answers every page of a burst`, async () => {
    let active = 0;
    let maxActive = 0;
    const slow: Renderer = async (request) => {
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      active--;
      return renderer(request);
    };
    const gated = await buildProxy({
      config: loadProxyConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
      ssr: { renderer: slow, template: TEMPLATE },
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => gated.inject({ method: 'GET', url: '/es/bmv/glosario' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(maxActive).toBe(RENDER_CONCURRENCY);
    await gated.close();
  });
});

describe('visitors who leave', () => {
  it('a page whose visitor left while it waited for a render slot is not rendered', async () => {
    let renders = 0;
    const slow: Renderer = async (request) => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return renderer(request);
    };
    const gated = await buildProxy({
      config: loadProxyConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
      ssr: { renderer: slow, template: TEMPLATE },
    });
    const address = await gated.listen({ host: '127.0.0.1', port: 0 });
    try {
      const visits = Array.from({ length: 6 }, () => {
        const leave = new AbortController();
        const answer = fetch(`${address}/es/bmv/glosario`, { signal: leave.signal }).then(
          (res) => res.status,
          () => 'left',
        );
        return { leave, answer };
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The first two are rendering; the other four leave while they wait.
      for (const visit of visits.slice(RENDER_CONCURRENCY)) visit.leave.abort();
      const answers = await Promise.all(visits.map((v) => v.answer));
      expect(answers).toEqual([200, 200, 'left', 'left', 'left', 'left']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(renders).toBe(RENDER_CONCURRENCY);
    } finally {
      await gated.close();
    }
  }, 20_000);
});

describe('without a client build', () => {
  it('answers pages with 503 and a clear message, health still answers', async () => {
    const bare = await buildProxy({
      config: loadProxyConfig({ CLIENT_DIST_DIR: '/nonexistent', SERVER_DIST_DIR: '/nonexistent' }),
    });
    const res = await bare.inject({ method: 'GET', url: '/es' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
    expect((await bare.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await bare.close();
  });
});

describe('inlineStylesheets', () => {
  it('inlines built stylesheets and leaves other links alone', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { inlineStylesheets } = await import('./ssr.js');
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'style-a1.css'), 'body{color:red}');
    writeFileSync(path.join(dir, 'assets', 'evil.css'), 'a{}</style><script>x()</script>');
    const template = [
      '<link rel="stylesheet" crossorigin href="/assets/style-a1.css">',
      '<link rel="stylesheet" href="/assets/evil.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(inlineStylesheets(template, dir)).toBe(
      [
        '<style>body{color:red}</style>',
        '<link rel="stylesheet" href="/assets/evil.css">',
        '<link rel="stylesheet" href="/assets/missing.css">',
        '<link rel="icon" href="/favicon.svg">',
      ].join(''),
    );
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('kept pages and the upstream', () => {
  let upstream: FakeUpstream;
  let withUpstream: FastifyInstance | undefined;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());
  afterEach(async () => {
    await withUpstream?.close();
    withUpstream = undefined;
  });
  const start = async (extra: Record<string, string> = {}) => {
    seen = [];
    withUpstream = await buildProxy({
      config: loadProxyConfig(fakeEnv(upstream.url, { CLIENT_DIST_DIR: '/nonexistent', ...extra })),
      ssr: { renderer, template: TEMPLATE },
    });
    return withUpstream;
  };
  const get = (proxy: FastifyInstance, url: string) => proxy.inject({ method: 'GET', url });

  it('keeps a page made of content answers, never one that searched', async () => {
    upstream.service = { kind: 'ok', body: { status: true, messages: [], response: { data: {} } } };
    const proxy = await start();
    expect((await get(proxy, '/es/t?call=content')).body).toContain('<main>page 1 200</main>');
    expect((await get(proxy, '/es/t?call=content')).body).toContain('<main>page 1 200</main>');
    await get(proxy, '/es/s?call=content&call=search');
    await get(proxy, '/es/s?call=content&call=search');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/es/t', '/es/s', '/es/s']);
  });

  it('answers a page whose content call failed 503, with Retry-After and no-store (real socket)', async () => {
    upstream.service = { kind: 'status', status: 500 };
    const proxy = await start();
    const address = await proxy.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${address}/es/t?call=content`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(CONTENT_FAILED_RETRY_AFTER_S));
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('etag')).toBeNull();
      // The page itself is rendered (the client shows the spec's error text in it).
      expect(await res.text()).toMatch(/<main>page \d+ 50\d<\/main>/);
    }
    expect(seen).toHaveLength(2);
  });

  it('answers a content call refused as bad (4xx) with the page, kept by no shared cache', async () => {
    upstream.service = { kind: 'status', status: 400 };
    const proxy = await start();
    const res = await get(proxy, '/es/t?call=content');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('renders every request with PAGE_CACHE_TTL_S=0', async () => {
    upstream.service = { kind: 'ok', body: { status: true, messages: [], response: { data: {} } } };
    const proxy = await start({ PAGE_CACHE_TTL_S: '0' });
    await get(proxy, '/es/t?call=content');
    await get(proxy, '/es/t?call=content');
    await get(proxy, '/es/bmv/glosario');
    await get(proxy, '/es/bmv/glosario');
    expect(seen).toHaveLength(4);
  });
});
