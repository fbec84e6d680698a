/** Upstream trouble over real sockets: the proxy answers 502/504 quickly and never hangs or crashes. */
import type { FastifyInstance } from 'fastify';
import { buildProxy } from '../app.js';
import { testProxyConfig } from '../test-utils/config.js';
import { UPSTREAM_ANSWER_MAX_BYTES } from './forward.js';
import { TOKEN_BACKOFF_MIN_MS } from './token-cache.js';
import {
  closedPort,
  fakeEnv,
  startFakeUpstream,
  type FakeUpstream,
} from '../test-utils/fake-upstream.js';

const body = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};
let fake: FakeUpstream;
const apps: FastifyInstance[] = [];

/** POSTs to `app` carrying a site token it issued. */
async function siteClient(app: FastifyInstance) {
  const tokenRes = await app.inject({ method: 'POST', url: '/api/token' });
  const auth = `Bearer ${tokenRes.json<{ response: { access_token: string } }>().response.access_token}`;
  return (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
}

async function proxyFor(url: string, extra: Record<string, string> = {}) {
  const app = await buildProxy({ config: testProxyConfig(fakeEnv(url, extra)) });
  apps.push(app);
  const post = await siteClient(app);
  return { app, post, call: () => post('/api/search', body) };
}

beforeEach(async () => {
  fake = await startFakeUpstream();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  await fake.close();
});

describe('upstream token', () => {
  it('200 concurrent calls with an expired upstream token cause exactly one token request, and all succeed', async () => {
    fake.tokenTtl = 61; // refreshed 60 s early: valid for one second
    const { call } = await proxyFor(fake.url);
    expect((await call()).statusCode).toBe(200);
    expect(fake.tokenRequests).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    fake.tokenDelayMs = 50;
    const results = await Promise.all(Array.from({ length: 200 }, () => call()));
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    expect(fake.tokenRequests).toBe(2);
    // 200 calls through inject take over 5 s on a 2-core machine shared with other jobs.
  }, 30_000);

  it('an upstream that always answers 401 gets one refresh and one retry, then the caller gets 502', async () => {
    fake.service = { kind: 'status', status: 401 };
    const { call } = await proxyFor(fake.url);
    const res = await call();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_unauthorized' });
    expect(fake.serviceRequests).toBe(2);
    expect(fake.tokenRequests).toBe(2);
  });

  it('a token service that fails gives 502 JSON and logs "error al recuperar token"', async () => {
    fake.tokenStatus = 500;
    const lines: string[] = [];
    const app = await buildProxy({
      config: testProxyConfig(fakeEnv(fake.url)),
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    });
    apps.push(app);
    const res = await (await siteClient(app))('/api/search', body);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'upstream_token' });
    const logged = lines
      .map(
        (l) =>
          JSON.parse(l) as {
            msg: string;
            level: number;
            status?: number;
            durationMs?: number;
            cause?: string;
          },
      )
      .find((l) => l.msg === 'error al recuperar token');
    expect(logged).toMatchObject({
      level: 30,
      status: 500,
      durationMs: expect.any(Number),
      cause: expect.any(String),
    });
  });
});

describe('upstream faults', () => {
  // The answers' times are held loosely here (a busy machine delays a call by itself); the
  // reliability suite measures them in the proxy (docs/reliability.md).
  it('an upstream sleeping 8 s gives 504 at the 5 s timeout, not when it wakes', async () => {
    fake.service = { kind: 'sleep', ms: 8000 };
    const { call } = await proxyFor(fake.url, { UPSTREAM_TIMEOUT_MS: '5000' });
    await call().catch(() => undefined); // warm the token
    fake.service = { kind: 'sleep', ms: 8000 };
    const started = performance.now();
    const res = await call();
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({
      error: 'upstream_timeout',
      message: 'the upstream service did not answer in time',
    });
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    expect(elapsed).toBeLessThan(7000);
  }, 25_000);

  it('an upstream that is down gives 502 at once, not at the timeout', async () => {
    const port = await closedPort();
    const { call } = await proxyFor(`http://127.0.0.1:${port}`, { UPSTREAM_TIMEOUT_MS: '5000' });
    await call(); // first call also learns that the token service is down
    const started = performance.now();
    const res = await call();
    expect(res.statusCode).toBe(502);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['invalid JSON', { kind: 'invalid-json' } as const],
    ['JSON off the contract', { kind: 'text', text: '{"mensaje":"OK","response":7}' } as const],
    [
      'an answer over the size bound',
      { kind: 'text', text: `{"response":"${'x'.repeat(UPSTREAM_ANSWER_MAX_BYTES)}"}` } as const,
    ],
    ['a 500', { kind: 'status', status: 500 } as const],
    ['a 503', { kind: 'status', status: 503 } as const],
    ['a reset connection', { kind: 'reset' } as const],
  ])('%s from the upstream gives 502 JSON', async (_name, behaviour) => {
    fake.service = behaviour;
    const { call } = await proxyFor(fake.url);
    const res = await call();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'upstream_unavailable',
      message: 'the upstream service is unavailable',
    });
  });

  it.each([
    [400, 400, 'upstream_rejected'],
    [404, 404, 'not_found'],
    [422, 400, 'upstream_rejected'],
    [429, 503, 'upstream_busy'],
  ])(
    'answers an upstream %i with its own %i %s, never the upstream body',
    async (upstreamStatus, status, error) => {
      fake.service = {
        kind: 'status',
        status: upstreamStatus,
        body: { mensaje: 'at es-7.internal:9200', stack: 'Error\n at /srv/x.js', token: 'abc' },
      };
      const { call } = await proxyFor(fake.url);
      const res = await call();
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error, message: expect.any(String) });
      expect(res.body).not.toMatch(/internal|srv|abc/);
    },
  );
});

describe('resilience', () => {
  const content = { lang: 'es', payload: { term: '', type: 'page.glosario' } };

  it('with the upstream down, a cached glossary answer is still served', async () => {
    fake.service = {
      kind: 'ok',
      body: { status: true, messages: [], response: { data: { page: 'cached' } } },
    };
    const { post } = await proxyFor(fake.url, { CONTENT_CACHE_TTL_S: '0' });
    const ask = () => post('/api/content', content);
    expect((await ask()).json()).toMatchObject({ response: { data: { page: 'cached' } } });
    await fake.close();
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: { data: { page: 'cached' } } });
  });

  it('serves fresh content answers from the micro-cache without asking the upstream', async () => {
    const { post } = await proxyFor(fake.url);
    for (let i = 0; i < 3; i++) await post('/api/content', content);
    expect(fake.serviceRequests).toBe(1);
  });

  it('a service that refuses connections never opens the breaker: 502 while down, 200 as soon as it is back', async () => {
    const port = await closedPort();
    const { call } = await proxyFor(fake.url, { SEARCH_URL: `http://127.0.0.1:${port}/search` });
    for (let i = 0; i < 8; i++) {
      const res = await call();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'upstream_unavailable' });
    }
    const back = await startFakeUpstream(port);
    try {
      const res = await call();
      expect(res.statusCode).toBe(200);
      expect(back.serviceRequests).toBe(1);
    } finally {
      await back.close();
    }
  });

  it('connections cut by the service (a crash) do not open the breaker either', async () => {
    fake.service = { kind: 'reset' };
    const { call } = await proxyFor(fake.url);
    for (let i = 0; i < 8; i++) expect((await call()).statusCode).toBe(502);
    expect(fake.serviceRequests).toBe(8);
    fake.service = { kind: 'ok' };
    expect((await call()).statusCode).toBe(200);
  });

  it('a failing token service does not open the breaker of the content or search service', async () => {
    fake.tokenStatus = 500;
    const { call } = await proxyFor(fake.url);
    for (let i = 0; i < 8; i++) {
      const res = await call();
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: 'upstream_token' });
    }
    // One attempt for the eight calls: the failure is remembered for its back-off.
    expect(fake.tokenRequests).toBe(1);
    fake.tokenStatus = 200;
    await new Promise((r) => setTimeout(r, TOKEN_BACKOFF_MIN_MS));
    expect((await call()).statusCode).toBe(200);
  });

  it('after 5 consecutive upstream failures the breaker answers 503 at once and stops asking', async () => {
    fake.service = { kind: 'status', status: 500 };
    const { call } = await proxyFor(fake.url);
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(502);
    expect(fake.serviceRequests).toBe(5);
    // The fastest of 5 calls, loosely: on a busy machine a call may wait for the CPU; the
    // upstream not being asked is what shows the path (the count below).
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const res = await call();
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'upstream_circuit_open' });
    }
    expect(Math.min(...times)).toBeLessThan(100);
    expect(fake.serviceRequests).toBe(5);
  }, 20_000);
});
