/** The breaker as forwarding uses it: counted outcomes, the open time, the one trial. */
import { startFakeUpstream, type FakeUpstream } from '../test-utils/fake-upstream.js';
import { BREAKER_THRESHOLD } from './circuit-breaker.js';
import { Forwarder } from './forward.js';
import { UpstreamTokenCache } from './token-cache.js';

const OPEN_MS = 200;
const body = { lang: 'es', payload: { term: 'amx', term2: '', termT: 'amx' } };
const silent = { info: () => undefined, warn: () => undefined };

let fake: FakeUpstream;
let forwarder: Forwarder;
/** The forwarder's log lines with an event name, and its breaker reports. */
let events: { level: 'info' | 'warn'; fields: Record<string, unknown> }[];
let reports: [string, boolean][];
const recording = {
  info: (fields: Record<string, unknown>) => events.push({ level: 'info', fields }),
  warn: (fields: Record<string, unknown>) => events.push({ level: 'warn', fields }),
};
beforeEach(async () => {
  events = [];
  reports = [];
  fake = await startFakeUpstream();
  forwarder = new Forwarder({
    urls: { content: `${fake.url}/content`, search: `${fake.url}/search` },
    timeoutMs: 1000,
    tokens: new UpstreamTokenCache({
      url: `${fake.url}/token`,
      method: 'GET',
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 1000,
      log: silent,
    }),
    log: recording,
    breakerOpenMs: OPEN_MS,
    onCircuit: (service, open) => reports.push([service, open]),
  });
});
afterEach(async () => {
  await forwarder.close();
  await fake.close();
});

const call = async () => (await forwarder.forward('search', body)).status;
const failing = () => {
  fake.service = { kind: 'status', status: 500 };
};
async function failTimes(n: number) {
  failing();
  for (let i = 0; i < n; i++) expect(await call()).toBe(502);
}
// A little past the open time: a timer may fire a millisecond before the breaker's clock says so.
const openTimePasses = () => new Promise((resolve) => setTimeout(resolve, OPEN_MS + 20));

describe('the circuit breaker of a forwarded service', () => {
  it('opens after 5 consecutive failures, lets one trial through after the open time, closes on success', async () => {
    await failTimes(BREAKER_THRESHOLD - 1);
    expect(await call()).toBe(502);
    expect(await call()).toBe(503);
    expect(fake.serviceRequests).toBe(BREAKER_THRESHOLD);
    await openTimePasses();
    fake.service = { kind: 'sleep', ms: 100 };
    const trial = call();
    // One trial at a time: a call meanwhile is answered at once.
    expect(await call()).toBe(503);
    expect(await trial).toBe(200);
    expect(await call()).toBe(200);
    expect(fake.serviceRequests).toBe(BREAKER_THRESHOLD + 2);
  });

  it('a failed trial opens it again for another open time', async () => {
    await failTimes(BREAKER_THRESHOLD);
    await openTimePasses();
    expect(await call()).toBe(502);
    expect(await call()).toBe(503);
    expect(fake.serviceRequests).toBe(BREAKER_THRESHOLD + 1);
  });

  it('an outcome that says nothing of the service (a cut connection) counts neither way', async () => {
    await failTimes(BREAKER_THRESHOLD - 1);
    fake.service = { kind: 'reset' };
    expect(await call()).toBe(502);
    await failTimes(1);
    expect(await call()).toBe(503);
    // A trial cut in the same way leaves the way open for the next call.
    await openTimePasses();
    fake.service = { kind: 'reset' };
    expect(await call()).toBe(502);
    const before = fake.serviceRequests;
    fake.service = { kind: 'ok' };
    expect(await call()).toBe(200);
    expect(fake.serviceRequests).toBe(before + 1);
  });

  it('a success resets the count of consecutive failures', async () => {
    await failTimes(BREAKER_THRESHOLD - 1);
    fake.service = { kind: 'ok' };
    expect(await call()).toBe(200);
    await failTimes(BREAKER_THRESHOLD - 1);
    fake.service = { kind: 'ok' };
    expect(await call()).toBe(200);
  });

  it('logs circuit_opened at each opening and circuit_closed once, with how long it refused', async () => {
    await failTimes(BREAKER_THRESHOLD);
    await openTimePasses();
    expect(await call()).toBe(502); // the trial fails: open again
    await openTimePasses();
    fake.service = { kind: 'ok' };
    expect(await call()).toBe(200);
    const circuit = events.filter((e) => String(e.fields.event).startsWith('circuit_'));
    expect(circuit).toEqual([
      {
        level: 'warn',
        fields: {
          event: 'circuit_opened',
          service: 'search',
          reason: 'consecutive_failures',
          status: 503,
          openMs: OPEN_MS,
        },
      },
      {
        level: 'warn',
        fields: expect.objectContaining({
          event: 'circuit_opened',
          reason: 'trial_failed',
        }) as unknown,
      },
      {
        level: 'info',
        fields: {
          event: 'circuit_closed',
          service: 'search',
          durationMs: expect.any(Number) as unknown,
        },
      },
    ]);
    // Closed after two open times: the duration counts from the first opening.
    expect(circuit[2]?.fields.durationMs).toBeGreaterThanOrEqual(2 * OPEN_MS - 5);
    expect(reports).toEqual([
      ['search', true],
      ['search', true],
      ['search', false],
    ]);
  });
});
