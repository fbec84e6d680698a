/** The page routes: what a render answers, the render gate, and pages without a build. */
import type { Renderer } from '#shared/types/ssr.js';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { RENDER_CONCURRENCY } from '../pages/render.js';
import {
  NONCE,
  pagesProxyPerTest,
  renderer,
  seen,
  sha256,
  STYLE,
  TEMPLATE,
} from '../test-utils/pages.js';
import { templateAllowances } from '../pages/content-security-policy.js';

const app = pagesProxyPerTest();

describe('server rendering in the proxy', () => {
  it("answers the same bytes to every visitor: no token, no cookie, the build's nonce", async () => {
    const one = await app().inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      cookies: { bolsa_token: 'visitor-one', bolsa_lang: 'en' },
    });
    const two = await app().inject({ method: 'GET', url: '/es/bmv/glosario' });
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
      const res = await app().inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      // No inline script: the router's state travels in the page state (decision 108).
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain(`style-src 'self' ${sha256(STYLE)} 'nonce-${NONCE}';`);
      expect(csp).not.toContain('strict-dynamic');
      expect(csp.match(/unsafe-inline/g)).toEqual(['unsafe-inline']);
      expect(csp).toContain("style-src-attr 'unsafe-inline'");
      for (const kept of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
        expect(csp).toContain(kept);
    }
  });

  it('keeps the real status code (404), for no cache to store', async () => {
    const res = await app().inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('renders search pages for every request, never for shared caches', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app().inject({ method: 'GET', url: '/es/busqueda/x' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeUndefined();
    }
    expect(seen).toHaveLength(2);
  });

  it('renders error pages and pages whose upstream call failed for every request', async () => {
    for (const url of ['/missing', '/missing', '/es/x?call=content', '/es/x?call=content'])
      await app().inject({ method: 'GET', url });
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
    const res = await app().inject({ method: 'GET', url: '/', cookies: { bolsa_lang: 'en' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(seen[0]?.langCookie).toBe('en');
    await app().inject({ method: 'GET', url: '/', cookies: { bolsa_lang: 'xx' } });
    await app().inject({ method: 'GET', url: '/es', cookies: { bolsa_lang: 'en' } });
    expect(seen.slice(1).map((r) => r.langCookie)).toEqual([null, null]);
  });

  it('answers a failed render with a 500 and no internal message', async () => {
    const res = await app().inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
  });

  it('answers JSON 404 for GET under /api/', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/search' });
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
      config: testProxyConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
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
      config: testProxyConfig({ CLIENT_DIST_DIR: '/nonexistent' }),
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
      config: testProxyConfig({ CLIENT_DIST_DIR: '/nonexistent', SERVER_DIST_DIR: '/nonexistent' }),
    });
    const res = await bare.inject({ method: 'GET', url: '/es' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
    expect((await bare.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await bare.close();
  });
});
