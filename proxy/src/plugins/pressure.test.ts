/** Load shedding while the event loop lags. */
import { proxyHarness, sample } from '../test-utils/proxy-harness.js';
import { logCapture } from '../test-utils/log-capture.js';

const { proxy, opsOf, metricsOf } = proxyHarness();

/** Holds the event loop for `ms`. */
function busyFor(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

describe('load shedding', () => {
  it('answers 503 JSON with Retry-After while the event loop lags over 200 ms, logs and counts it', async () => {
    const { stream, records } = logCapture();
    const app = await proxy(
      { MAX_EVENT_LOOP_DELAY_MS: '200' },
      { logger: { level: 'info', stream } },
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/es/bmv/glosario' })).statusCode).toBe(200);
    // Block the event loop in 300 ms slices for 2.5 s: under-pressure samples every second.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      busyFor(300);
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
    // One request_shed line and one count per refused request (the page and the API call).
    const shed = records().filter((l) => l.event === 'request_shed');
    expect(shed).toEqual([
      expect.objectContaining({ level: 40, reason: 'event_loop_delay', status: 503 }),
      expect.objectContaining({ level: 40, reason: 'event_loop_delay', status: 503 }),
    ]);
    expect(shed[0]?.eventLoopDelayMs).toBeGreaterThan(200);
    expect(sample(await metricsOf(app), 'proxy_shed_requests_total')).toBe(2);
  }, 15_000);

  it("sheds nothing on the start's own work, which is not overload", async () => {
    const app = await proxy({ MAX_EVENT_LOOP_DELAY_MS: '200' });
    // A start slowed by a busy machine: the measuring began when the plugin was registered.
    busyFor(1500);
    await app.ready();
    // The measurement due during the start is taken now, and holds the start's delay.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await app.inject({ method: 'GET', url: '/es/bmv/glosario' })).statusCode).toBe(200);
  });
});
