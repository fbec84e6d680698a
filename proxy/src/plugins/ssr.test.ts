import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { loadProxyConfig } from '../config.js';
import { startFakeUpstream, fakeEnv, type FakeUpstream } from '../test-utils/fake-upstream.js';
import type { Renderer, RenderRequest } from '../../../shared/types/ssr.js';
import { fillPage, NONCE_SLOT, pageShape, TOKEN_SLOT } from './page-cache.js';
import { cutTemplate, fillTemplate, pageUrl, RENDER_CONCURRENCY } from './ssr.js';

const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--><script type="module" src="/assets/x.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;

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
  return {
    kind: 'page',
    status: path === '/missing' ? 404 : 200,
    lang: path.startsWith('/en') ? 'en' : 'es',
    head: '<title>T</title>',
    html: `<main>page ${seen.length} ${answers.map((a) => a.status).join(' ')}</main>`,
    // As the client's entry does: the token goes into the page's state.
    state: `<script nonce="${request.nonce}" type="application/json" id="__PAGE_STATE__">{"token":"${request.token ?? ''}"}</script>`,
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
  it('answers the rendered page with its status, a per-request nonce in the CSP and on every script', async () => {
    const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.body).toContain(`<script type="module" src="/assets/x.js" nonce="${nonce}">`);
    expect(res.body).toContain(
      `<script nonce="${nonce}" type="application/json" id="__PAGE_STATE__">`,
    );
    expect(res.body).not.toContain('__CSP_NONCE__');
    expect(res.body).toContain('<html lang="es">');
    const again = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(again.headers['content-security-policy']).not.toBe(csp);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("preloads the page's route chunks with the visitor's nonce, on kept pages too", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/Page-1.js" fetchpriority="low" nonce="${nonce}"><link rel="modulepreload" crossorigin href="/assets/x.js" fetchpriority="low" nonce="${nonce}"></head>`,
      );
      expect(seen).toHaveLength(1);
    }
  });

  it('fills the template in one pass: inserted text is never read as a pattern or a placeholder', () => {
    const cut = cutTemplate(TEMPLATE);
    const fill = (html: string) =>
      fillPage(
        pageShape(
          200,
          'es',
          fillTemplate(cut, {
            lang: 'es',
            head: "<title>US$' $& $$</title>",
            preloads: '<link rel="modulepreload" href="/assets/p.js">',
            html,
            state: '<script>{"a":"$&"}</script>',
          }),
        ),
        // The stand-ins filled with themselves: the page as the template and the parts make it.
        { nonce: NONCE_SLOT, token: TOKEN_SLOT },
      ).toString();
    const expected = (html: string) =>
      `<!doctype html><html lang="es"><head><title>US$' $& $$</title><script type="module" src="/assets/x.js" nonce="__CSP_NONCE__"></script><link rel="modulepreload" href="/assets/p.js"></head><body><div id="root">${html}</div><script>{"a":"$&"}</script></body></html>`;
    const html = "<main>$' $` $& <!--app-state--></main>";
    expect(fill(html)).toBe(expected(html));
    // The template is cut once and used again: a second page gets its own parts.
    expect(fill('<main>2</main>')).toBe(expected('<main>2</main>'));
  });

  it("keeps the template's own text as bytes, cut at its nonce stand-ins", () => {
    const texts = fillTemplate(cutTemplate(TEMPLATE), {
      lang: 'en',
      head: '',
      preloads: '',
      html: '',
      state: '',
    });
    // Nothing of the template is left to search or encode per page.
    expect(texts.filter((t) => typeof t === 'string' && t.length > 0)).toEqual(['en']);
    const page = pageShape(200, 'en', texts);
    expect(page.slots).toEqual(['nonce']);
    expect(fillPage(page, { nonce: 'N', token: 'T' }).toString()).toBe(
      TEMPLATE.replace(NONCE_SLOT, 'N').replace(/<!--app-(lang|head|html|state)-->/g, (m) =>
        m === '<!--app-lang-->' ? 'en' : '',
      ),
    );
  });

  it('keeps the real status code (404)', async () => {
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
  });

  it('issues a site token cookie when there is none and commits it into the render', async () => {
    const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const cookies = res.cookies;
    const token = cookies.find((c) => c.name === 'bolsa_token');
    expect(token).toMatchObject({ path: '/', maxAge: 604800, sameSite: 'Lax' });
    expect(res.body).toContain(`{"token":"${token?.value ?? 'none'}"}`);
    const lang = cookies.find((c) => c.name === 'bolsa_lang');
    expect(lang).toMatchObject({ value: 'es', maxAge: 31536000, path: '/' });
  });

  it('keeps a valid token cookie and replaces a forged one', async () => {
    const first = await app.inject({ method: 'GET', url: '/es' });
    const token = first.cookies.find((c) => c.name === 'bolsa_token')!.value;
    const kept = await app.inject({ method: 'GET', url: '/es', cookies: { bolsa_token: token } });
    expect(kept.cookies.find((c) => c.name === 'bolsa_token')).toBeUndefined();
    expect(kept.body).toContain(`{"token":"${token}"}`);
    const forged = await app.inject({
      method: 'GET',
      url: '/es',
      cookies: { bolsa_token: 'forged' },
    });
    const renewed = forged.cookies.find((c) => c.name === 'bolsa_token')?.value;
    expect(renewed).not.toBe('forged');
    expect(forged.body).toContain(`{"token":"${renewed ?? 'none'}"}`);
    expect(forged.body).not.toContain('forged');
  });

  it('sends a page again without rendering it, with each visitor its own token and nonce', async () => {
    const first = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const second = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(seen).toHaveLength(1);
    const tokens = [first, second].map((r) => r.cookies.find((c) => c.name === 'bolsa_token'));
    expect(tokens[0]?.value).not.toBe(tokens[1]?.value);
    for (const [i, res] of [first, second].entries()) {
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(res.body).toContain(`{"token":"${tokens[i]?.value ?? 'none'}"}`);
      expect(res.body).toContain(`src="/assets/x.js" nonce="${nonce ?? 'none'}"`);
      expect(res.body).toContain(`<script nonce="${nonce ?? 'none'}" type="application/json"`);
      expect(res.body).not.toMatch(/__SITE_TOKEN_|__CSP_NONCE__/);
      expect(res.body).toContain('<main>page 1 </main>');
      expect(res.cookies.find((c) => c.name === 'bolsa_lang')?.value).toBe('es');
    }
    // Another URL, or another language cookie on the same URL, is another page.
    await app.inject({ method: 'GET', url: '/en/bmv/glossary' });
    await app.inject({ method: 'GET', url: '/es/bmv/glosario', cookies: { bolsa_lang: 'en' } });
    expect(seen).toHaveLength(3);
  });

  it('sends a kept page to a gzip client as its pieces compressed once, with its own values', async () => {
    const accept = { 'accept-encoding': 'gzip, deflate, br' };
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(await app.inject({ method: 'GET', url: '/es/bmv/glosario', headers: accept }));
    expect(seen).toHaveLength(1);
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const html = gunzipSync(res.rawPayload).toString('utf8');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      const token = res.cookies.find((c) => c.name === 'bolsa_token')?.value;
      expect(html).toContain(`src="/assets/x.js" nonce="${nonce ?? 'none'}"`);
      expect(html).toContain(`{"token":"${token ?? 'none'}"}`);
      expect(html).toContain('<main>page 1 </main>');
    }
    // A client without gzip gets the page as it is.
    const plain = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<main>page 1 </main>');
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

  it('passes the language cookie and follows the redirect of /', async () => {
    const res = await app.inject({ method: 'GET', url: '/', cookies: { bolsa_lang: 'en' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es');
    expect(seen[0]?.langCookie).toBe('en');
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
  it('inlines built stylesheets with the nonce placeholder and leaves other links alone', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { inlineStylesheets } = await import('./ssr.js');
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'style-a1.css'), 'body{color:red}');
    writeFileSync(path.join(dir, 'assets', 'evil.css'), 'a{}</style><script>x()</script>');
    const template = [
      '<link rel="stylesheet" crossorigin href="/assets/style-a1.css" nonce="__CSP_NONCE__">',
      '<link rel="stylesheet" href="/assets/evil.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(inlineStylesheets(template, dir)).toBe(
      [
        '<style nonce="__CSP_NONCE__">body{color:red}</style>',
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
    upstream.service = { kind: 'ok', body: { status: true, response: {} } };
    const proxy = await start();
    expect((await get(proxy, '/es/t?call=content')).body).toContain('<main>page 1 200</main>');
    expect((await get(proxy, '/es/t?call=content')).body).toContain('<main>page 1 200</main>');
    await get(proxy, '/es/s?call=content&call=search');
    await get(proxy, '/es/s?call=content&call=search');
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/es/t', '/es/s', '/es/s']);
  });

  it('renders every request with PAGE_CACHE_TTL_S=0', async () => {
    upstream.service = { kind: 'ok', body: { status: true, response: {} } };
    const proxy = await start({ PAGE_CACHE_TTL_S: '0' });
    await get(proxy, '/es/t?call=content');
    await get(proxy, '/es/t?call=content');
    await get(proxy, '/es/bmv/glosario');
    await get(proxy, '/es/bmv/glosario');
    expect(seen).toHaveLength(4);
  });
});
