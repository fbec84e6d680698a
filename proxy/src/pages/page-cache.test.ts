/** Pages kept for every visitor: shared-cache headers, validation, compression once, upstream. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { CONTENT_FAILED_RETRY_AFTER_S } from '../plugins/ssr.js';
import { fakeEnv, startFakeUpstream, type FakeUpstream } from '../test-utils/fake-upstream.js';
import { pagesProxyPerTest, renderer, seen, SHARED, TEMPLATE } from '../test-utils/pages.js';

const app = pagesProxyPerTest();

describe('pages every visitor shares', () => {
  it('sends a page every visitor shares for shared caches, with a strong ETag and Vary', async () => {
    const res = await app().inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers.vary).toBe('accept-encoding');
  });

  it('answers 304 to a matching If-None-Match, 200 to another', async () => {
    const first = await app().inject({ method: 'GET', url: '/es/bmv/glosario' });
    const etag = String(first.headers.etag);
    for (const header of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await app().inject({
        method: 'GET',
        url: '/es/bmv/glosario',
        headers: { 'if-none-match': header },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(SHARED);
    }
    const other = await app().inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      headers: { 'if-none-match': '"other"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('sends a kept page again without rendering it, compressed once per encoding', async () => {
    const plain = await app().inject({ method: 'GET', url: '/es/bmv/glosario' });
    const encoded = async (accept: string) =>
      app().inject({
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
    await app().inject({ method: 'GET', url: '/en/bmv/glossary' });
    expect(seen).toHaveLength(2);
  });

  it("preloads the page's route chunks, on kept pages too", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const res = await app().inject({ method: 'GET', url: '/es/bmv/glosario' });
      expect(res.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/Page-1.js" fetchpriority="low"><link rel="modulepreload" crossorigin href="/assets/x.js" fetchpriority="low"></head>`,
      );
      expect(seen).toHaveLength(1);
    }
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
    seen.length = 0;
    withUpstream = await buildProxy({
      config: testProxyConfig(fakeEnv(upstream.url, { CLIENT_DIST_DIR: '/nonexistent', ...extra })),
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

  it('keeps an issuer page made of good search answers, shared like a content page (decision 117)', async () => {
    upstream.service = { kind: 'ok', body: { response: {}, mensaje: 'OK' } };
    const proxy = await start();
    const first = await get(proxy, '/es/bmv/emisoras/AMX?call=search&call=search');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(SHARED);
    await get(proxy, '/es/bmv/emisoras/AMX?call=search&call=search');
    expect(seen).toHaveLength(1);
  });

  it('answers an issuer page whose search failed 503, kept by nobody (decision 117)', async () => {
    upstream.service = { kind: 'status', status: 500 };
    const proxy = await start();
    for (let i = 0; i < 2; i++) {
      const res = await get(proxy, '/es/bmv/emisoras/AMX?call=search');
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['retry-after']).toBe(String(CONTENT_FAILED_RETRY_AFTER_S));
    }
    expect(seen).toHaveLength(2);
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
