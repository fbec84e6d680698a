/** Readiness on the operators' listener: the token cache's state and the client build. */
import type { FastifyInstance } from 'fastify';
import { proxyHarness } from '../test-utils/proxy-harness.js';

const { fake, proxy, opsOf } = proxyHarness();

describe('GET /readyz (operators’ listener)', () => {
  /** What the server does at start: ask for the first token (readiness never waits for it). */
  const warm = (app: FastifyInstance) => app.upstreamTokens.get().catch(() => undefined);

  /** A proxy as the server starts it (its first token asked for), and a poll of its readiness. */
  async function readiness(options: { built?: boolean } = {}) {
    const app = await proxy({}, options);
    const ops = await opsOf(app);
    await warm(app);
    return () => ops.inject({ method: 'GET', url: '/readyz' });
  }

  it('answers from the token cache’s state: ready once a token was obtained, without a token request per poll', async () => {
    const poll = await readiness();
    for (let i = 0; i < 5; i++) {
      const res = await poll();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ready' });
    }
    expect(fake().tokenRequests).toBe(1);
  });

  it('is not ready before the first token, and asks for one in the background', async () => {
    const app = await proxy();
    const ops = await opsOf(app);
    const first = await ops.inject({ method: 'GET', url: '/readyz' });
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ missing: ['upstream_token'] });
    await warm(app);
    expect((await ops.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(fake().tokenRequests).toBe(1);
  });

  it('answers 503 JSON naming the upstream token when the token service fails, asking it once per back-off', async () => {
    fake().tokenStatus = 500;
    const poll = await readiness();
    for (let i = 0; i < 10; i++) {
      const res = await poll();
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ status: 'not_ready', missing: ['upstream_token'] });
      expect(res.json<{ message: string }>().message).toMatch(/upstream token/);
    }
    expect(fake().tokenRequests).toBe(1);
  });

  it('answers 503 JSON naming the client build when it is missing', async () => {
    const poll = await readiness({ built: false });
    const res = await poll();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', missing: ['client_build'] });
  });

  it('names both when neither is available', async () => {
    fake().tokenStatus = 503;
    const poll = await readiness({ built: false });
    const res = await poll();
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
