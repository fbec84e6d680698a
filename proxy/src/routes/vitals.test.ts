/** `POST /api/vitals`: a visitor's beacon counted in the histograms; anything else refused. */
import type { FastifyInstance } from 'fastify';
import { proxyHarness, sample } from '../test-utils/proxy-harness.js';
import { logCapture } from '../test-utils/log-capture.js';

const { proxy, metricsOf } = proxyHarness();

const beacon = {
  page: 'glossary',
  metrics: [
    { name: 'TTFB', value: 120 },
    { name: 'LCP', value: 1900.5 },
    { name: 'INP', value: 64 },
    { name: 'CLS', value: 0.02 },
  ],
};

/** A beacon as `navigator.sendBeacon(url, string)` sends it. */
const send = (
  app: FastifyInstance,
  body: unknown,
  { type = 'text/plain;charset=UTF-8', remoteAddress = '127.0.0.1' } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: { 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/vitals', () => {
  it('answers 204, never cached, and counts each value by page type and metric', async () => {
    const app = await proxy();
    const res = await send(app, beacon);
    expect([res.statusCode, res.body, res.headers['cache-control']]).toEqual([204, '', 'no-store']);
    expect((await send(app, beacon, { type: 'application/json' })).statusCode).toBe(204);
    const text = await metricsOf(app);
    const count = (metric: string) =>
      sample(text, 'proxy_web_vitals_seconds_count', { page: 'glossary', metric });
    expect([count('TTFB'), count('LCP'), count('INP')]).toEqual([2, 2, 2]);
    // Milliseconds in, seconds out: 1900.5 ms is within the 2.5 s bucket, not the 1.8 s one.
    const lcpBucket = (le: string) =>
      sample(text, 'proxy_web_vitals_seconds_bucket', { page: 'glossary', metric: 'LCP', le });
    expect([lcpBucket('1.8'), lcpBucket('2.5')]).toEqual([0, 2]);
    expect(sample(text, 'proxy_web_vitals_cls_count', { page: 'glossary' })).toBe(2);
    expect(sample(text, 'proxy_web_vitals_cls_bucket', { page: 'glossary', le: '0.025' })).toBe(2);
    expect(sample(text, 'proxy_web_vitals_cls_bucket', { page: 'glossary', le: '0.01' })).toBe(0);
  });

  it('refuses a body over 2 kB with 413 and the too_large error', async () => {
    const app = await proxy();
    const res = await send(app, { ...beacon, padding: 'x'.repeat(2100) });
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { error: 'too_large', message: 'the body is too large' },
    ]);
  });

  it.each([
    ['an unknown page type', { ...beacon, page: 'admin' }],
    ['an unknown metric', { ...beacon, metrics: [{ name: 'FCP', value: 100 }] }],
    ['a value as a string', { ...beacon, metrics: [{ name: 'LCP', value: '100' }] }],
    ['a negative value', { ...beacon, metrics: [{ name: 'TTFB', value: -1 }] }],
    ['a CLS beyond any page', { ...beacon, metrics: [{ name: 'CLS', value: 5000 }] }],
    ['a time beyond ten minutes', { ...beacon, metrics: [{ name: 'LCP', value: 600_001 }] }],
    ['no metric', { ...beacon, metrics: [] }],
    ['too many metrics', { ...beacon, metrics: [...beacon.metrics, ...beacon.metrics] }],
    ['a field more', { ...beacon, url: '/es/bmv/glosario' }],
    ['a field more in a metric', { ...beacon, metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }],
    ['an array', [beacon]],
    ['a page type as a number', { ...beacon, page: 3 }],
  ])('refuses %s with 400 and counts nothing', async (_case, body) => {
    const app = await proxy();
    const res = await send(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
    expect(await metricsOf(app)).not.toMatch(/^proxy_web_vitals_\w+_count/m);
  });

  it.each([
    ['text that is not JSON', 'LCP=1200', 'text/plain;charset=UTF-8'],
    ['prototype poisoning', '{"page":"home","metrics":[],"__proto__":{"x":1}}', 'text/plain'],
    ['a form', 'page=home', 'application/x-www-form-urlencoded'],
  ])('refuses %s with the project’s error shape', async (_case, body, type) => {
    const app = await proxy();
    const res = await send(app, body, { type });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('limits beacons per address by VITALS_RATE_LIMIT_MAX, apart from the API limit', async () => {
    const app = await proxy({ VITALS_RATE_LIMIT_MAX: '2', RATE_LIMIT_MAX: '1' });
    const from = (remoteAddress: string) => send(app, beacon, { remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(204);
    expect((await from('10.0.0.1')).statusCode).toBe(204);
    const refused = await from('10.0.0.1');
    expect([refused.statusCode, refused.json<{ error: string }>().error]).toEqual([
      429,
      'rate_limited',
    ]);
    expect((await from('10.0.0.2')).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/api/token' })).statusCode).toBe(200);
  });

  it('never writes a body in the log, refused or counted', async () => {
    const { lines, stream } = logCapture();
    const app = await proxy({}, { logger: { level: 'trace', stream } });
    const marker = 'marker-7f3a';
    expect((await send(app, beacon)).statusCode).toBe(204);
    expect((await send(app, { ...beacon, page: marker })).statusCode).toBe(400);
    expect((await send(app, `{"page":"${marker}",`)).statusCode).toBe(400);
    expect((await send(app, { ...beacon, [marker]: marker })).statusCode).toBe(400);
    expect((await send(app, { ...beacon, padding: marker.repeat(300) })).statusCode).toBe(413);
    const log = lines.join('\n');
    expect(log).toContain('/api/vitals');
    expect(log).not.toContain(marker);
    expect(log).not.toContain('1900.5');
  });
});
