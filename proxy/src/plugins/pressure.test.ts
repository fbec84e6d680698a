/** Load shedding while the event loop lags. */
import { proxyHarness } from '../test-utils/proxy-harness.js';

const { proxy, opsOf } = proxyHarness();

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
