/**
 * The log events operators query by name (docs/operations.md "Log events"): each failure or
 * refusal writes exactly one line with its `event`, reason, status and duration.
 */
import { BREAKER_THRESHOLD } from './forwarding/circuit-breaker.js';
import { proxyHarness, search, siteToken } from './test-utils/proxy-harness.js';
import { logCapture } from './test-utils/log-capture.js';

const { fake, proxy } = proxyHarness();

interface Line {
  level: number;
  msg: string;
  event?: string;
  [field: string]: unknown;
}

/** A proxy (`env`) whose log lines are kept, a site token it issued, and the lines of one event. */
async function loggedProxy(env: Record<string, string> = {}) {
  const { stream, records } = logCapture();
  const app = await proxy(env, { logger: { level: 'info', stream } });
  const events = (event: string) => records<Line>().filter((l) => l.event === event);
  return { app, token: await siteToken(app), events };
}

describe('log events', () => {
  it('a token failure: one upstream_token_failed line, however many calls it fails', async () => {
    const { app, token, events } = await loggedProxy();
    fake().tokenStatus = 500;
    expect((await search(app, token)).statusCode).toBe(502);
    // Within the back-off the remembered failure answers: no second request, no second line.
    expect((await search(app, token)).statusCode).toBe(502);
    expect(events('upstream_token_failed')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'error al recuperar token',
        reason: 'bad_status',
        status: 500,
        durationMs: expect.any(Number) as unknown,
        cause: 'token service answered 500',
      }),
    ]);
    // The token failure is the token service's: no upstream_failed line for it.
    expect(events('upstream_failed')).toEqual([]);
  });

  it('an upstream failure: one upstream_failed line with the reason, status and duration', async () => {
    const { app, token, events } = await loggedProxy();
    fake().service = { kind: 'status', status: 500 };
    expect((await search(app, token)).statusCode).toBe(502);
    fake().service = { kind: 'sleep', ms: 2000 };
    expect((await search(app, token)).statusCode).toBe(504);
    fake().service = { kind: 'reset' };
    expect((await search(app, token)).statusCode).toBe(502);
    const failed = events('upstream_failed');
    expect(failed).toEqual([
      expect.objectContaining({
        level: 40,
        service: 'search',
        reason: 'bad_gateway',
        status: 502,
        detail: 'status 500',
      }),
      expect.objectContaining({ level: 40, service: 'search', reason: 'timeout', status: 504 }),
      expect.objectContaining({ level: 40, service: 'search', reason: 'unreachable', status: 502 }),
    ]);
    for (const line of failed) expect(line.durationMs).toEqual(expect.any(Number));
    // The timeout's duration is the 1 s budget the harness gives (UPSTREAM_TIMEOUT_MS).
    expect(failed[1]?.durationMs).toBeGreaterThanOrEqual(990);
  });

  it('an upstream 4xx: one upstream_rejected line with both statuses', async () => {
    const { app, token, events } = await loggedProxy();
    fake().service = { kind: 'status', status: 429 };
    expect((await search(app, token)).statusCode).toBe(503);
    expect(events('upstream_rejected')).toEqual([
      expect.objectContaining({ level: 40, service: 'search', upstreamStatus: 429, status: 503 }),
    ]);
    expect(events('upstream_failed')).toEqual([]);
  });

  it('a circuit opening: one circuit_opened line, then none while it refuses calls', async () => {
    const { app, token, events } = await loggedProxy();
    fake().service = { kind: 'status', status: 500 };
    for (let i = 0; i < BREAKER_THRESHOLD; i++) {
      expect((await search(app, token)).statusCode).toBe(502);
    }
    expect((await search(app, token)).statusCode).toBe(503);
    expect((await search(app, token)).statusCode).toBe(503);
    expect(events('circuit_opened')).toEqual([
      expect.objectContaining({
        level: 40,
        service: 'search',
        reason: 'consecutive_failures',
        status: 503,
        openMs: 30_000,
      }),
    ]);
    expect(events('upstream_failed')).toHaveLength(BREAKER_THRESHOLD);
  });

  it('a rate-limited client: one rate_limited line per refused request, API or page', async () => {
    const { app, token, events } = await loggedProxy({
      RATE_LIMIT_MAX: '1',
      PAGE_RATE_LIMIT_MAX: '1',
    });
    expect((await search(app, token)).statusCode).toBe(429);
    const page = () =>
      app.inject({ method: 'GET', url: '/es/bmv/glosario', remoteAddress: '10.0.0.7' });
    expect((await page()).statusCode).toBe(200);
    expect((await page()).statusCode).toBe(429);
    expect(events('rate_limited')).toEqual([
      expect.objectContaining({
        level: 30,
        reason: 'api_limit',
        status: 429,
        remoteAddress: '127.0.0.1',
      }),
      expect.objectContaining({
        level: 30,
        reason: 'page_limit',
        status: 429,
        remoteAddress: '10.0.0.7',
      }),
    ]);
  });
});
