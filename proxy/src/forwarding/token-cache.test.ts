import { startFakeUpstream, type FakeUpstream } from '../test-utils/fake-upstream.js';
import {
  TOKEN_BACKOFF_MAX_MS,
  TOKEN_BACKOFF_MIN_MS,
  TokenError,
  UpstreamTokenCache,
} from './token-cache.js';

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
});
afterEach(async () => {
  await fake.close();
});

function cache(clock: { now: number }, random = () => 0.5) {
  return new UpstreamTokenCache({
    url: `${fake.url}/token`,
    method: 'GET',
    clientId: 'id',
    clientSecret: 'secret-123',
    timeoutMs: 1000,
    log: { info: () => undefined },
    now: () => clock.now,
    random,
  });
}

describe('UpstreamTokenCache', () => {
  it('gives its token at once while it needs no refresh, and nothing otherwise', async () => {
    const clock = { now: 0 };
    const tokens = cache(clock);
    expect(tokens.fresh()).toBeNull();
    const token = await tokens.get();
    expect(tokens.fresh()).toBe(token);
    expect(fake.tokenRequests).toBe(1);
    clock.now += 24 * 3600 * 1000;
    expect(tokens.fresh()).toBeNull();
  });

  it('remembers a failure for a jittered back-off that doubles up to its maximum', async () => {
    fake.tokenStatus = 500;
    const clock = { now: 0 };
    const tokens = cache(clock, () => 0);
    const waits: number[] = [];
    let backoff = TOKEN_BACKOFF_MIN_MS;
    for (let attempt = 1; attempt <= 8; attempt++) {
      await expect(tokens.get()).rejects.toBeInstanceOf(TokenError);
      expect(fake.tokenRequests).toBe(attempt);
      // With the lowest jitter the wait is half the back-off; every call before it is refused at once.
      clock.now += backoff / 2 - 1;
      await expect(tokens.get()).rejects.toBeInstanceOf(TokenError);
      expect(fake.tokenRequests).toBe(attempt);
      clock.now += 1;
      waits.push(backoff / 2);
      backoff = Math.min(backoff * 2, TOKEN_BACKOFF_MAX_MS);
    }
    expect(waits.at(-1)).toBe(TOKEN_BACKOFF_MAX_MS / 2);
    expect(tokens.state).toBe('failing');
  });

  it('waits between half the back-off and all of it, by the jitter', async () => {
    fake.tokenStatus = 500;
    const clock = { now: 0 };
    const tokens = cache(clock, () => 0.999);
    await expect(tokens.get()).rejects.toThrow();
    clock.now += TOKEN_BACKOFF_MIN_MS - 2;
    await expect(tokens.get()).rejects.toThrow();
    expect(fake.tokenRequests).toBe(1);
    clock.now += 2;
    await expect(tokens.get()).rejects.toThrow();
    expect(fake.tokenRequests).toBe(2);
  });

  it('starts, then is ok after a token and forgets the back-off once the service recovers', async () => {
    const clock = { now: 0 };
    const tokens = cache(clock);
    expect(tokens.state).toBe('starting');
    fake.tokenStatus = 500;
    await expect(tokens.get()).rejects.toThrow();
    fake.tokenStatus = 200;
    clock.now += TOKEN_BACKOFF_MIN_MS;
    await expect(tokens.get()).resolves.toMatch(/^tok-/);
    expect(tokens.state).toBe('ok');
    // A later failure starts again from the shortest back-off.
    tokens.invalidate(await tokens.get());
    fake.tokenStatus = 500;
    await expect(tokens.get()).rejects.toThrow();
    clock.now += TOKEN_BACKOFF_MIN_MS;
    fake.tokenStatus = 200;
    await expect(tokens.get()).resolves.toMatch(/^tok-/);
  });

  it('gives up on a token service that never answers within its timeout', async () => {
    fake.tokenDelayMs = 10_000;
    const tokens = cache({ now: 0 });
    const began = performance.now();
    await expect(tokens.get()).rejects.toBeInstanceOf(TokenError);
    expect(performance.now() - began).toBeLessThan(2000);
  });
});
