/** Prometheus metrics: requests, upstream calls and connections, and who may read them. */
import {
  proxyHarness,
  sample,
  search,
  searchBody,
  siteToken,
} from '../test-utils/proxy-harness.js';

const { fake, proxy, opsOf, metricsOf } = proxyHarness();

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
    fake().service = { kind: 'status', status: 500 };
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
    fake().service = { kind: 'status', status: 401 };
    fake().tokenStatus = 500;
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

describe('circuit and readiness gauges', () => {
  it('proxy_upstream_circuit_open is 1 for a service whose breaker refuses calls, 0 otherwise', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    let m = await metricsOf(app);
    expect(sample(m, 'proxy_upstream_circuit_open', { service: 'search' })).toBe(0);
    expect(sample(m, 'proxy_upstream_circuit_open', { service: 'content' })).toBe(0);
    fake().service = { kind: 'status', status: 500 };
    for (let i = 0; i < 5; i++) expect((await search(app, token)).statusCode).toBe(502);
    expect((await search(app, token)).statusCode).toBe(503);
    m = await metricsOf(app);
    expect(sample(m, 'proxy_upstream_circuit_open', { service: 'search' })).toBe(1);
    expect(sample(m, 'proxy_upstream_circuit_open', { service: 'content' })).toBe(0);
  });

  it('proxy_ready follows /readyz: 1 when ready, 0 without a client build or a token', async () => {
    const app = await proxy();
    // Not ready before the first token; a search asks for it.
    expect(sample(await metricsOf(app), 'proxy_ready')).toBe(0);
    expect((await search(app, await siteToken(app))).statusCode).toBe(200);
    const ops = await opsOf(app);
    expect((await ops.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(sample(await metricsOf(app), 'proxy_ready')).toBe(1);
    const unbuilt = await proxy({}, { built: false });
    expect(sample(await metricsOf(unbuilt), 'proxy_ready')).toBe(0);
    fake().tokenStatus = 500;
    const tokenless = await proxy();
    // The proxy asks for its first token when a caller needs one: the attempt fails.
    expect((await search(tokenless, await siteToken(tokenless))).statusCode).toBe(502);
    expect(sample(await metricsOf(tokenless), 'proxy_ready')).toBe(0);
  });
});

describe('upstream keep-alive reuse', () => {
  it('counts the TCP connections the forwarding pool opens in proxy_upstream_connections_opened_total', async () => {
    const app = await proxy();
    const token = await siteToken(app);
    for (let i = 0; i < 5; i++) expect((await search(app, token)).statusCode).toBe(200);
    let m = await metricsOf(app);
    const origin = { origin: fake().url };
    expect(m).toContain('# TYPE proxy_upstream_connections_opened_total counter');
    // Five calls one after another: one connection, reused four times.
    expect(fake().serviceRequests).toBe(5);
    expect(sample(m, 'proxy_upstream_connections_opened_total', origin)).toBe(1);
    // The fake also saw the token service's connection; the pool's are never more than it saw.
    expect(fake().connections).toBeGreaterThanOrEqual(1);
    // A reset connection cannot be reused: the next call opens a new one.
    fake().service = { kind: 'reset' };
    expect((await search(app, token)).statusCode).toBe(502);
    fake().service = { kind: 'ok' };
    expect((await search(app, token)).statusCode).toBe(200);
    m = await metricsOf(app);
    expect(sample(m, 'proxy_upstream_connections_opened_total', origin)).toBe(2);
    expect(fake().connections).toBeGreaterThanOrEqual(2);
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
