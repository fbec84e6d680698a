/**
 * Operations and resilience of the proxy: readiness, metrics, the API rate limit, security
 * headers, log redaction, compression and load shedding.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'undici';
import { buildProxy, type BuildProxyOptions } from './app.js';
import { loadProxyConfig } from './config.js';
import { buildOperators } from './operators.js';
import type { Renderer } from '#shared/types/ssr.js';
import { fakeEnv, startFakeUpstream, type FakeUpstream } from './test-utils/fake-upstream.js';

const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>`;
const renderer: Renderer = async () => ({
  kind: 'page',
  status: 200,
  lang: 'es',
  head: '<title>T</title>',
  html: `<main>${'<p>glosario bursátil</p>'.repeat(200)}</main>`,
  state: '<script type="application/json" id="__PAGE_STATE__">{}</script>',
  inlineScripts: [],
  search: false,
  modules: [],
});

const searchBody = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};

let fake: FakeUpstream;
const apps: FastifyInstance[] = [];

/** A proxy on the fake upstream; `built: false` means no client build (no renderer). */
async function proxy(
  env: Record<string, string> = {},
  { built = true, ...options }: Partial<BuildProxyOptions> & { built?: boolean } = {},
): Promise<FastifyInstance> {
  const app = await buildProxy({
    config: loadProxyConfig(
      fakeEnv(fake.url, {
        CLIENT_DIST_DIR: '/nonexistent',
        SERVER_DIST_DIR: '/nonexistent',
        UPSTREAM_TIMEOUT_MS: '1000',
        ...env,
      }),
    ),
    ...(built ? { ssr: { renderer, template: TEMPLATE } } : {}),
    ...options,
  });
  apps.push(app);
  return app;
}

async function siteToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/token' });
  return res.json<{ response: { access_token: string } }>().response.access_token;
}

const search = async (app: FastifyInstance, token: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/search',
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: searchBody,
  });

/** The value of one sample of the exposition text, or undefined when absent. */
function sample(metrics: string, name: string, labels: Record<string, string> = {}) {
  for (const line of metrics.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

/** The operators' listener of `app` (closed with the test's apps). */
async function opsOf(app: FastifyInstance): Promise<FastifyInstance> {
  const ops = await buildOperators(app);
  apps.push(ops);
  return ops;
}

const metricsOf = async (app: FastifyInstance) =>
  (await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' })).body;

beforeEach(async () => {
  fake = await startFakeUpstream();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await fake.close();
});

describe('GET /readyz (operators’ listener)', () => {
  /** What the server does at start: ask for the first token (readiness never waits for it). */
  const warm = (app: FastifyInstance) => app.upstreamTokens.get().catch(() => undefined);

  it('answers from the token cache’s state: ready once a token was obtained, without a token request per poll', async () => {
    const app = await proxy();
    const ops = await opsOf(app);
    await warm(app);
    for (let i = 0; i < 5; i++) {
      const res = await ops.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
    }
    expect(fake.tokenRequests).toBe(1);
  });

  it('is not ready before the first token, and asks for one in the background', async () => {
    const app = await proxy();
    const ops = await opsOf(app);
    const first = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ missing: ['upstream_token'] });
    await warm(app);
    expect((await ops.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(fake.tokenRequests).toBe(1);
  });

  it('answers 503 JSON naming the upstream token when the token service fails, asking it once per back-off', async () => {
    fake.tokenStatus = 500;
    const app = await proxy();
    const ops = await opsOf(app);
    await warm(app);
    for (let i = 0; i < 10; i++) {
      const res = await ops.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ status: 'not_ready', missing: ['upstream_token'] });
      expect(res.json<{ message: string }>().message).toMatch(/upstream token/);
    }
    expect(fake.tokenRequests).toBe(1);
  });

  it('answers 503 JSON naming the client build when it is missing', async () => {
    const app = await proxy({}, { built: false });
    const ops = await opsOf(app);
    await warm(app);
    const res = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', missing: ['client_build'] });
  });

  it('names both when neither is available', async () => {
    fake.tokenStatus = 503;
    const app = await proxy({}, { built: false });
    const ops = await opsOf(app);
    await warm(app);
    const res = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ missing: ['upstream_token', 'client_build'] });
  });

  it('is not served on the public port, nor is /metrics without METRICS_TOKEN', async () => {
    const app = await proxy();
    // Both are page URLs there (the test renderer answers every page with its own markup).
    for (const url of ['/readyz', '/metrics']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).not.toMatch(/proxy_http_requests_total|not_ready|"ready"/);
    }
    expect((await (await opsOf(app)).inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status, with a duration histogram', async () => {
    const app = await proxy();
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'POST', url: '/api/search', payload: searchBody });
    await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const res = await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = res.body;
    expect(m).toContain('# TYPE proxy_http_requests_total counter');
    expect(m).toContain('# TYPE proxy_http_request_duration_seconds histogram');
    const healthz = { route: '/healthz', method: 'GET', status: '200' };
    expect(sample(m, 'proxy_http_requests_total', healthz)).toBe(2);
    expect(sample(m, 'proxy_http_request_duration_seconds_count', healthz)).toBe(2);
    expect(
      sample(m, 'proxy_http_request_duration_seconds_bucket', { ...healthz, le: '+Inf' }),
    ).toBe(2);
    expect(
      sample(m, 'proxy_http_requests_total', {
        route: '/api/search',
        method: 'POST',
        status: '401',
      }),
    ).toBe(1);
    // Pages are labelled by pattern, not by URL.
    expect(sample(m, 'proxy_http_requests_total', { route: '/*', status: '200' })).toBe(1);
    expect(m).not.toContain('glosario');
  });

  it('records upstream latency by service and outcome, and token fetches and failures', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    expect((await search(app, token)).statusCode).toBe(200);
    fake.service = { kind: 'status', status: 500 };
    expect((await search(app, token)).statusCode).toBe(502);
    let m = await metricsOf(app);
    expect(
      sample(m, 'proxy_upstream_request_duration_seconds_count', {
        service: 'search',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      sample(m, 'proxy_upstream_request_duration_seconds_count', {
        service: 'search',
        outcome: 'bad_gateway',
      }),
    ).toBe(1);
    expect(sample(m, 'proxy_upstream_token_fetches_total', { outcome: 'ok' })).toBe(1);
    expect(sample(m, 'proxy_upstream_token_fetches_total', { outcome: 'error' })).toBe(0);

    // An upstream 401 invalidates the token; the refresh fails.
    fake.service = { kind: 'status', status: 401 };
    fake.tokenStatus = 500;
    expect((await search(app, token)).statusCode).toBe(502);
    m = await metricsOf(app);
    expect(sample(m, 'proxy_upstream_token_fetches_total', { outcome: 'error' })).toBe(1);
    expect(
      sample(m, 'proxy_upstream_request_duration_seconds_count', {
        service: 'search',
        outcome: 'token_error',
      }),
    ).toBe(1);
  });
});

describe('API rate limit', () => {
  it('answers 429 JSON with Retry-After over RATE_LIMIT_MAX calls per IP, and counts them', async () => {
    const app = await proxy({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_S: '60' });
    const token = await siteToken(app); // 1
    expect((await search(app, token)).statusCode).toBe(200); // 2
    expect((await search(app, token)).statusCode).toBe(200); // 3
    const limited = await search(app, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/too many requests/) as unknown,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers['x-content-type-options']).toBe('nosniff');
    // Refused before reaching the upstream; the token route is limited too.
    expect(fake.serviceRequests).toBe(2);
    expect((await app.inject({ method: 'POST', url: '/api/token' })).statusCode).toBe(429);
    // Another client is not affected; pages and operations endpoints are not limited.
    expect((await search(app, token, '10.0.0.2')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/es/bmv/glosario' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(sample(await metricsOf(app), 'proxy_rate_limited_requests_total')).toBe(2);
  });

  it('decides by the routed path: other forms of an API path count against the same limit', async () => {
    const app = await proxy({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_S: '60' });
    const token = await siteToken(app); // 1
    const asked = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}` },
        payload: searchBody,
      });
    expect((await asked('/%61pi/search')).statusCode).toBe(200); // 2
    expect((await asked('/api/%73earch')).statusCode).toBe(200); // 3
    expect((await asked('/%61pi/search')).statusCode).toBe(429);
    expect((await asked('/api/search')).statusCode).toBe(429);
  });

  it('limits pages per address by PAGE_RATE_LIMIT_MAX, with a plain-text answer', async () => {
    const app = await proxy({ PAGE_RATE_LIMIT_MAX: '2' });
    const page = (url: string, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url, remoteAddress });
    const first = await page('/es/bmv/glosario?a');
    expect(first.statusCode).toBe(200);
    // Shared caches keep pages: nothing in one that counts a particular client.
    expect(Object.keys(first.headers).filter((h) => h.startsWith('x-ratelimit'))).toEqual([]);
    expect((await page('/%65s/bmv/glosario')).statusCode).toBe(200);
    const refused = await page('/');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/plain/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toMatch(/Too many requests/);
    expect((await page('/es/bmv/glosario', '10.0.0.9')).statusCode).toBe(200);
    // Liveness is not a page.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('reads its limits from the configuration (defaults 300 and 600 per 60 s)', () => {
    const { env } = loadProxyConfig({});
    expect(env.RATE_LIMIT_MAX).toBe(300);
    expect(env.PAGE_RATE_LIMIT_MAX).toBe(600);
    expect(env.RATE_LIMIT_WINDOW_S).toBe(60);
    expect(() => loadProxyConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadProxyConfig({ RATE_LIMIT_WINDOW_S: 'x' })).toThrow(/RATE_LIMIT_WINDOW_S/);
  });
});

describe('security headers', () => {
  const expectBaseHeaders = (headers: Record<string, unknown>, what: string) => {
    expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
    expect([what, headers['referrer-policy']]).toEqual([what, 'strict-origin-when-cross-origin']);
    expect([what, headers['x-powered-by']]).toEqual([what, undefined]);
  };

  it('sets nosniff and Referrer-Policy on every kind of response, and no HSTS over plain HTTP', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    const responses = {
      health: await app.inject({ method: 'GET', url: '/healthz' }),
      metrics: await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' }),
      api: await search(app, token),
      unauthorized: await app.inject({ method: 'POST', url: '/api/search', payload: searchBody }),
      notFound: await app.inject({ method: 'GET', url: '/api/nothing' }),
      badBody: await app.inject({
        method: 'POST',
        url: '/api/search',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{',
      }),
      favicon: await app.inject({ method: 'GET', url: '/favicon.svg' }),
      page: await app.inject({ method: 'GET', url: '/es/bmv/glosario' }),
    };
    for (const [what, res] of Object.entries(responses)) {
      expectBaseHeaders(res.headers, what);
      expect([what, res.headers['strict-transport-security']]).toEqual([what, undefined]);
    }
    // The page keeps its own CSP (plugins/ssr.ts).
    expect(responses.page.headers['content-security-policy']).toMatch(
      /script-src 'self'.*frame-ancestors 'none'/,
    );
  });

  describe('over HTTPS', () => {
    let dir: string;
    let server: Server | undefined;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'proxy-tls-'));
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    afterEach(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    it('adds Strict-Transport-Security and marks the token cookie Secure when the request came over HTTPS', async () => {
      const app = await proxy();
      await app.ready();
      server = createServer(
        {
          key: readFileSync(path.join(dir, 'key.pem')),
          cert: readFileSync(path.join(dir, 'cert.pem')),
        },
        (req, res) => {
          app.routing(req, res);
        },
      );
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const agent = new Agent({ connect: { rejectUnauthorized: false } });
      for (const url of ['/healthz', '/es/bmv/glosario', '/api/nothing', '/api/token']) {
        const res = await request(`https://127.0.0.1:${port}${url}`, {
          dispatcher: agent,
          method: url === '/api/token' ? 'POST' : 'GET',
        });
        await res.body.text();
        expect([url, res.headers['strict-transport-security']]).toEqual([
          url,
          'max-age=31536000; includeSubDomains',
        ]);
        expectBaseHeaders(res.headers, url);
        // Pages set no cookie; the token's comes with the token (the language's is the client's).
        const cookies = [res.headers['set-cookie'] ?? []].flat();
        if (url === '/api/token') {
          expect(cookies.map((c) => c.split('=')[0])).toEqual(['bolsa_token']);
          for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
        } else expect([url, cookies]).toEqual([url, []]);
      }
      await agent.close();
    });
  });
});

describe('logs', () => {
  it('do not log the /healthz polls at info, and log other requests', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await proxy({}, { logger: { level: 'info', stream } });
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.slice(before).join('\n')).not.toContain('/healthz');
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.slice(before).join('\n')).toContain('/readyz');
    await app.close();
  });

  it('never contain the Authorization header, cookies, the upstream token or the client secret', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const app = await proxy(
      { UPSTREAM_CLIENT_SECRET: 'very-secret-client-secret' },
      { logger: { level: 'trace', stream } },
    );
    // A route that logs what careless code might log: the headers and a token answer.
    app.get('/log-probe', async (req) => {
      req.log.info({ headers: req.headers }, 'probe headers');
      req.log.info({ req: { headers: req.headers } }, 'probe request');
      req.log.info(
        { access_token: 'tok-probe', grant: { access_token: 'tok-probe' } },
        'probe token',
      );
      req.log.info({ client_secret: 'very-secret-client-secret' }, 'probe secret');
      return { ok: true };
    });
    const token = await siteToken(app);
    const headers = { authorization: `Bearer ${token}`, cookie: 'bolsa_token=cookie-secret-value' };
    expect((await search(app, token)).statusCode).toBe(200);
    fake.service = { kind: 'status', status: 500 };
    await app.inject({ method: 'POST', url: '/api/search', headers, payload: searchBody });
    await app.inject({ method: 'GET', url: '/es/bmv/glosario', headers });
    await app.inject({ method: 'GET', url: '/log-probe', headers });
    fake.tokenStatus = 500;
    fake.service = { kind: 'status', status: 401 };
    await app.inject({ method: 'POST', url: '/api/search', headers, payload: searchBody });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain('probe headers');
    expect(log).toContain('error al recuperar token');
    expect(log).toContain('[redacted]');
    for (const secret of [
      token,
      'cookie-secret-value',
      'tok-1', // the upstream token the fake issued
      'tok-probe',
      'very-secret-client-secret',
      Buffer.from('proxy-test:very-secret-client-secret').toString('base64'),
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});

describe('compression', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  beforeAll(() => {
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("bolsa");\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'app.css'), 'main { color: red; }\n'.repeat(200));
    writeFileSync(path.join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), `<svg>${' '.repeat(4096)}</svg>`);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('compresses text answers over 1 KB (HTML, JSON, CSS, JS), not small ones, not images', async () => {
    fake.service = { kind: 'ok', body: { response: { items: 'x'.repeat(4000) }, mensaje: 'OK' } };
    const app = await proxy({ CLIENT_DIST_DIR: dir });
    const token = await siteToken(app);
    const gzip = { 'accept-encoding': 'gzip' };

    const json = await app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { ...gzip, authorization: `Bearer ${token}` },
      payload: searchBody,
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.rawPayload).toString('utf8'))).toMatchObject({
      mensaje: 'OK',
    });

    const page = await app.inject({
      method: 'GET',
      url: '/es/bmv/glosario',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('glosario bursátil');
    // The stream's first bits give its window (RFC 7932 section 9.1): '1' then n = 1 means
    // 17 + n = 18 bits, a 256 KiB window instead of brotli's default 4 MiB (22 bits).
    expect((page.rawPayload[0] ?? 0) & 0x0f).toBe(0b0011);

    for (const asset of ['app.js', 'app.css']) {
      const res = await app.inject({ method: 'GET', url: `/assets/${asset}`, headers: gzip });
      expect([asset, res.headers['content-encoding']]).toEqual([asset, 'gzip']);
      expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(1024);
    }
    for (const image of ['logo.png', 'logo.svg']) {
      const res = await app.inject({ method: 'GET', url: `/assets/${image}`, headers: gzip });
      expect([image, res.statusCode, res.headers['content-encoding']]).toEqual([
        image,
        200,
        undefined,
      ]);
    }
    // Under the 1 KB threshold: sent as is.
    const small = await app.inject({ method: 'GET', url: '/healthz', headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
    // Without Accept-Encoding: never compressed.
    const plain = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('content answers compressed once', () => {
  it('sends a cached content answer compressed at the shared levels, the same bytes each time', async () => {
    const answer = {
      status: true,
      messages: [],
      response: { data: { items: 'glosario bursátil '.repeat(400) } },
    };
    fake.service = { kind: 'ok', body: answer };
    const app = await proxy();
    const token = await siteToken(app);
    const content = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/content',
        headers: {
          authorization: `Bearer ${token}`,
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { lang: 'es', payload: { term: '', type: 'page.glosario' } },
      });
    const [br1, br2] = [await content('gzip, deflate, br'), await content('br')];
    for (const res of [br1, br2]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(answer);
    }
    expect(br1.rawPayload.equals(br2.rawPayload)).toBe(true);
    const gz = await content('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // gzip's XFL byte 2: level 9, the level of answers compressed once (on the fly: 6, XFL 0).
    expect(gz.rawPayload[8]).toBe(2);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(answer);
    const plain = await content();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(answer);
    // One upstream call: the rest came from the micro-cache.
    expect(fake.serviceRequests).toBe(1);
  });
});

describe('precompressed assets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  const assets = path.join(dir, 'assets');
  const source = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${i * 7};`).join('\n');
  beforeAll(() => {
    mkdirSync(assets);
    writeFileSync(path.join(assets, 'bundle.js'), source);
    writeFileSync(path.join(assets, 'site.css'), 'main { color: red; }\n'.repeat(200));
    writeFileSync(path.join(assets, 'logo.svg'), `<svg>${' '.repeat(4096)}</svg>`);
    execFileSync(process.execPath, ['scripts/precompress.mjs', assets]);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('the build writes brotli (quality 11) and gzip (level 9) copies of scripts and stylesheets only', () => {
    for (const name of ['bundle.js', 'site.css']) {
      const original = readFileSync(path.join(assets, name));
      const br = readFileSync(path.join(assets, `${name}.br`));
      const gz = readFileSync(path.join(assets, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      // gzip's XFL byte (RFC 1952): 2 = the slowest, best compression.
      expect([name, gz[8]]).toEqual([name, 2]);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(() => readFileSync(path.join(assets, 'logo.svg.br'))).toThrow();
  });

  it('are sent as written, by the accepted encoding, immutable and varying on Accept-Encoding', async () => {
    const app = await proxy({ CLIENT_DIST_DIR: dir });
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/bundle.js',
        headers: { 'accept-encoding': accept },
      });
      expect([accept, res.statusCode, res.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(res.rawPayload.equals(readFileSync(path.join(assets, `bundle.js${suffix}`)))).toBe(
        true,
      );
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
    const plain = await app.inject({ method: 'GET', url: '/assets/bundle.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});

describe('load shedding', () => {
  it('answers 503 JSON with Retry-After while the event loop lags over 200 ms', async () => {
    const app = await proxy();
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/es/bmv/glosario' })).statusCode).toBe(200);
    // Block the event loop in 300 ms slices for 2.5 s: under-pressure samples every second.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      const sliceEnd = Date.now() + 300;
      while (Date.now() < sliceEnd) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const res = await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    // A page's refusal is text a person reads; the API's is JSON the client reads.
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/very busy/);
    const api = await app.inject({ method: 'POST', url: '/api/token' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      error: 'overloaded',
      message: 'the server is overloaded, retry later',
    });
    // Liveness and the operators' listener still answer.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(
      200,
    );
  }, 15_000);
});

describe('upstream keep-alive reuse', () => {
  it('counts the TCP connections the forwarding pool opens in proxy_upstream_connections_opened_total', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    for (let i = 0; i < 5; i++) expect((await search(app, token)).statusCode).toBe(200);
    let m = await metricsOf(app);
    const origin = { origin: fake.url };
    expect(m).toContain('# TYPE proxy_upstream_connections_opened_total counter');
    // Five calls one after another: one connection, reused four times.
    expect(fake.serviceRequests).toBe(5);
    expect(sample(m, 'proxy_upstream_connections_opened_total', origin)).toBe(1);
    // The fake also saw the token service's connection; the pool's are never more than it saw.
    expect(fake.connections).toBeGreaterThanOrEqual(1);
    // A reset connection cannot be reused: the next call opens a new one.
    fake.service = { kind: 'reset' };
    expect((await search(app, token)).statusCode).toBe(502);
    fake.service = { kind: 'ok' };
    expect((await search(app, token)).statusCode).toBe(200);
    m = await metricsOf(app);
    expect(sample(m, 'proxy_upstream_connections_opened_total', origin)).toBe(2);
    expect(fake.connections).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /metrics access (METRICS_TOKEN)', () => {
  it('without METRICS_TOKEN is served on the operators’ listener only', async () => {
    const app = await proxy();
    const open = await app.inject({ method: 'GET', url: '/metrics' });
    expect(open.body).not.toContain('proxy_http_requests_total');
    const res = await (await opsOf(app)).inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('proxy_http_requests_total');
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const secret = 'metrics-scrape-token-0123456789';
    const app = await proxy({ METRICS_TOKEN: secret });
    const get = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Bearer ${secret}x`,
      `Basic ${Buffer.from(`prometheus:${secret}`).toString('base64')}`,
      secret,
    ]) {
      const res = await get(authorization);
      expect([authorization, res.statusCode]).toEqual([authorization, 401]);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toEqual({
        error: 'unauthorized',
        message: 'the metrics token is missing or wrong',
      });
      expect(res.body).not.toContain('proxy_http_requests_total');
    }
    const ok = await get(`Bearer ${secret}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('proxy_http_requests_total');
    // The refusals are counted like any other answer.
    expect(sample(ok.body, 'proxy_http_requests_total', { route: '/metrics', status: '401' })).toBe(
      5,
    );
    // Other endpoints do not need it.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('client address behind a balancer (TRUST_PROXY)', () => {
  /** A proxy whose log lines are kept, with a rate limit of 2 token requests per IP. */
  async function loggedProxy(env: Record<string, string>) {
    const lines: { msg?: string; req?: { remoteAddress?: string } }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as (typeof lines)[number]);
        done();
      },
    });
    const app = await proxy(
      { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_S: '60', ...env },
      { logger: { level: 'info', stream } },
    );
    const token = (remoteAddress: string, forwardedFor?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/token',
        remoteAddress,
        ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
      });
    const loggedAddresses = () =>
      lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.remoteAddress);
    return { token, loggedAddresses };
  }

  it('by default counts and logs the socket peer and ignores X-Forwarded-For', async () => {
    const { token, loggedAddresses } = await loggedProxy({});
    expect((await token('10.0.0.9', '203.0.113.1')).statusCode).toBe(200);
    expect((await token('10.0.0.9', '203.0.113.2')).statusCode).toBe(200);
    // A third "client" behind the same peer shares its limit.
    expect((await token('10.0.0.9', '203.0.113.3')).statusCode).toBe(429);
    expect(loggedAddresses()).toEqual(['10.0.0.9', '10.0.0.9', '10.0.0.9']);
  });

  it('when set, counts and logs the client address from X-Forwarded-For of trusted peers only', async () => {
    const { token, loggedAddresses } = await loggedProxy({ TRUST_PROXY: '10.0.0.0/8' });
    expect((await token('10.0.0.9', '203.0.113.1')).statusCode).toBe(200);
    expect((await token('10.0.0.9', '203.0.113.1')).statusCode).toBe(200);
    expect((await token('10.0.0.9', '203.0.113.1')).statusCode).toBe(429);
    // Other clients behind the same balancer have their own limit.
    expect((await token('10.0.0.9', '203.0.113.2')).statusCode).toBe(200);
    expect((await token('10.0.0.7', '198.51.100.4, 203.0.113.3')).statusCode).toBe(200);
    // A peer outside the trusted range cannot choose its address.
    expect((await token('192.0.2.7', '203.0.113.9')).statusCode).toBe(200);
    expect(loggedAddresses()).toEqual([
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.3',
      '192.0.2.7',
    ]);
  });

  it('trusts every hop with true', async () => {
    const all = await loggedProxy({ TRUST_PROXY: 'true' });
    await all.token('192.0.2.7', '198.51.100.4, 203.0.113.3');
    expect(all.loggedAddresses()).toEqual(['198.51.100.4']);
  });
});
