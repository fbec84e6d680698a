import type { Transport } from '../api/transport.js';
import { tokenFromCookie } from '../api/site-token.js';
import { api } from '../api/api.js';
import { makeStore } from './store.js';
import { commitCookies, IDLE_TIMEOUT_MS, prefetchTokenWhenUseful } from './token-start.js';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    tokenProbe: build.query<unknown, number>({
      query: (n) => ({ service: 'search', body: { n } }),
    }),
  }),
  overrideExisting: true,
});

const inAnHour = () => `${String(Math.floor(Date.now() / 1000) + 3600)}.abc.sig`;

/** A transport that counts token requests; each takes `delayMs`. */
function counting(delayMs = 20) {
  const seen = { tokens: 0, calls: [] as (string | null)[] };
  const transport: Transport = {
    needsToken: true,
    call: async (_service, _body, token) => {
      seen.calls.push(token);
      return { status: 200, body: { response: { ok: true } } };
    },
    fetchToken: async () => {
      seen.tokens++;
      await new Promise((r) => setTimeout(r, delayMs));
      return `fresh-${String(seen.tokens)}`;
    },
    storeToken: () => undefined,
  };
  return { seen, transport };
}

const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};
afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('tokenFromCookie', () => {
  it('takes a site token that has not expired, and nothing else', () => {
    const good = inAnHour();
    expect(tokenFromCookie(`a=1; bolsa_token=${encodeURIComponent(good)}; b=2`)).toBe(good);
    const now = Date.now();
    const expired = `${String(Math.floor(now / 1000) - 1)}.abc.sig`;
    for (const cookies of [
      '',
      'bolsa_token=',
      `bolsa_token=${expired}`,
      'bolsa_token=forged',
      'bolsa_token=x.y.z',
      'bolsa_token=1.2',
      'bolsa_token=%E0%A4%A',
      `other_bolsa_token=${good}`,
    ])
      expect([cookies, tokenFromCookie(cookies, now)]).toEqual([cookies, null]);
  });
});

describe('the token flow at start', () => {
  it('commits the token cookie into the store and writes the language cookie', () => {
    const token = inAnHour();
    document.cookie = `bolsa_token=${token}; Path=/`;
    const store = makeStore(counting().transport);
    expect(commitCookies(store, 'en')).toBe(true);
    expect(store.getState().token.accessToken).toBe(token);
    expect(document.cookie).toContain('bolsa_lang=en');
  });

  it('without a valid cookie, asks for one token when idle, and the first search waits for it', async () => {
    jest.useFakeTimers();
    const { seen, transport } = counting();
    const store = makeStore(transport);
    expect(commitCookies(store, 'es')).toBe(false);
    prefetchTokenWhenUseful(store);
    expect(seen.tokens).toBe(0);
    await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(seen.tokens).toBe(1);
    // A search made while the token is on its way goes out with it; no second request.
    const searching = store.dispatch(probe.endpoints.tokenProbe.initiate(1));
    await jest.advanceTimersByTimeAsync(50);
    await searching;
    expect(seen.tokens).toBe(1);
    expect(seen.calls).toEqual(['fresh-1']);
  });

  it('asks at once on the first intent to search (pointer or focus on a search control), once', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const { seen, transport } = counting();
    const store = makeStore(transport);
    document.body.innerHTML =
      '<p id="text">x</p><button aria-controls="search-panel">Buscar</button><div role="search"><input id="q"></div>';
    prefetchTokenWhenUseful(store);
    document.getElementById('text')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(seen.tokens).toBe(0);
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(seen.tokens).toBe(1);
    document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(seen.tokens).toBe(1);
  });

  it('asks for nothing when the store already has a token or a request is on its way', async () => {
    const { seen, transport } = counting();
    const withToken = makeStore(transport);
    document.cookie = `bolsa_token=${inAnHour()}; Path=/`;
    commitCookies(withToken, 'es');
    jest.useFakeTimers();
    prefetchTokenWhenUseful(withToken);
    await jest.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(seen.tokens).toBe(0);
    jest.useRealTimers();
    clearCookies();
    const fresh = makeStore(transport);
    const searches = Promise.all(
      [1, 2, 3].map((n) => fresh.dispatch(probe.endpoints.tokenProbe.initiate(n))),
    );
    prefetchTokenWhenUseful(fresh);
    document.body.innerHTML = '<div id="search-panel"><input id="q"></div>';
    document.getElementById('q')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await searches;
    expect(seen.tokens).toBe(1);
  });
});
