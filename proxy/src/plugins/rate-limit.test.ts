/** The per-address rate limits, and the client address behind a balancer (TRUST_PROXY). */
import { loadProxyConfig } from '../config.js';
import {
  proxyHarness,
  sample,
  search,
  searchBody,
  siteToken,
} from '../test-utils/proxy-harness.js';
import { logCapture } from '../test-utils/log-capture.js';

const { fake, proxy, metricsOf } = proxyHarness();

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
    expect(fake().serviceRequests).toBe(2);
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

describe('client address behind a balancer (TRUST_PROXY)', () => {
  /** A proxy whose log lines are kept, with a rate limit of 2 token requests per IP. */
  async function loggedProxy(env: Record<string, string>) {
    const { stream, records } = logCapture();
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
      records<{ msg?: string; req?: { remoteAddress?: string } }>()
        .filter((l) => l.msg === 'incoming request')
        .map((l) => l.req?.remoteAddress);
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
