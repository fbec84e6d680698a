import { api } from './api.js';
import { errorMessages } from './base-query.js';
import type { Transport } from './transport.js';
import { makeStore } from '../app/store.js';
import { langChanged, tokenReceived } from '../app/token-slice.js';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, { n: number; delay?: boolean }>({
      query: ({ n }) => ({ service: 'content', body: { n } }),
    }),
    probeSearch: build.query<unknown, { n: number }>({
      query: ({ n }) => ({ service: 'search', body: { n } }),
    }),
    probeBroken: build.query<unknown, { n: number }>({
      query: ({ n }) => ({ service: 'content', body: { n } }),
      transformResponse: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'internal')");
      },
    }),
    probeWithDelay: build.query<unknown, number>({
      query: (n) => ({ service: 'content', body: { n } }),
      extraOptions: { retryDelayMs: 100 },
    }),
  }),
  overrideExisting: true,
});

/** A transport whose server accepts only the current token and hands out new ones on request. */
function fakeTransport(options: { tokenFails?: boolean; alwaysUnauthorized?: boolean } = {}) {
  let valid = 'fresh-1';
  let issued = 0;
  const stored: (string | null)[] = [];
  const calls: { token: string | null; at: number }[] = [];
  const transport: Transport = {
    needsToken: true,
    call: async (_service, body, token) => {
      calls.push({ token, at: Date.now() });
      await new Promise((r) => setTimeout(r, 5));
      if (options.alwaysUnauthorized || token !== valid)
        return { status: 401, body: { error: 'unauthorized' } };
      return { status: 200, body: { ok: true, body } };
    },
    fetchToken: async () => {
      issued++;
      await new Promise((r) => setTimeout(r, 10));
      if (options.tokenFails) return null;
      valid = `fresh-${issued}`;
      return valid;
    },
    storeToken: (t) => {
      stored.push(t);
    },
  };
  return { transport, calls, stored, issued: () => issued };
}

describe('baseQueryWithReauth', () => {
  it('fetches a token first when there is none, then calls with it', async () => {
    const fake = fakeTransport();
    const store = makeStore(fake.transport);
    const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
    expect(result.data).toEqual({ ok: true, body: { n: 1 } });
    expect(fake.issued()).toBe(1);
    expect(store.getState().token.accessToken).toBe('fresh-1');
    expect(fake.stored).toEqual([null, 'fresh-1']);
  });

  it('refreshes the token once for any number of parallel 401s and retries each call once', async () => {
    const fake = fakeTransport();
    const store = makeStore(fake.transport);
    store.dispatch(tokenReceived('expired'));
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store.dispatch(probe.endpoints.probe.initiate({ n }))),
    );
    expect(results.every((r) => r.data !== undefined)).toBe(true);
    expect(fake.issued()).toBe(1);
    expect(fake.calls).toHaveLength(20);
    expect(store.getState().token.accessToken).toBe('fresh-1');
  });

  it('retries after the configured delay (the panel: 100 ms)', async () => {
    const fake = fakeTransport();
    const store = makeStore(fake.transport);
    store.dispatch(tokenReceived('expired'));
    await store.dispatch(probe.endpoints.probeWithDelay.initiate(1));
    const [first, retry] = fake.calls;
    expect(retry!.at - first!.at).toBeGreaterThanOrEqual(100);
  });

  it('retries only once: a second 401 is an error', async () => {
    const fake = fakeTransport({ alwaysUnauthorized: true });
    const store = makeStore(fake.transport);
    store.dispatch(tokenReceived('expired'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(fake.calls).toHaveLength(2);
    warn.mockRestore();
  });

  it('gives a token error, logged only, when the token cannot be fetched', async () => {
    const fake = fakeTransport({ tokenFails: true });
    const store = makeStore(fake.transport);
    store.dispatch(tokenReceived('expired'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
    expect(result.error).toEqual({
      status: 'TOKEN_ERROR',
      messages: ['Error al recuperar el token'],
    });
    expect(warn).toHaveBeenCalledWith('Error al recuperar el token');
    warn.mockRestore();
  });

  it('reports a network failure and a non-200 answer with its messages', async () => {
    const store = makeStore({
      needsToken: false,
      call: async (_s, body) => {
        if ((body as { n: number }).n === 1) throw new TypeError('Failed to fetch');
        return {
          status: 502,
          body: { error: 'upstream_unavailable', message: 'the upstream service is unavailable' },
        };
      },
      fetchToken: async () => null,
      storeToken: () => undefined,
    });
    expect((await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }))).error).toEqual({
      status: 'FETCH_ERROR',
      messages: ['network error'],
    });
    expect((await store.dispatch(probe.endpoints.probe.initiate({ n: 2 }))).error).toEqual({
      status: 502,
      messages: ['El servicio no está disponible.'],
    });
  });

  it('turns a search answer with an empty response into an error with its mensaje', async () => {
    const answers: unknown[] = [
      { response: '', mensaje: 'consulta inválida' },
      { response: { busquedaPanel: {} }, mensaje: '' },
    ];
    const store = makeStore({
      needsToken: false,
      call: async () => ({ status: 200, body: answers.shift() }),
      fetchToken: async () => null,
      storeToken: () => undefined,
    });
    expect((await store.dispatch(probe.endpoints.probeSearch.initiate({ n: 1 }))).error).toEqual({
      status: 'SEARCH_ERROR',
      messages: ['consulta inválida'],
    });
    expect((await store.dispatch(probe.endpoints.probeSearch.initiate({ n: 2 }))).data).toEqual({
      response: { busquedaPanel: {} },
      mensaje: '',
    });
  });

  describe('the 5 s timeout', () => {
    /** A transport that answers only when told to, and records the signal of each call. */
    function heldTransport() {
      const signals: AbortSignal[] = [];
      const transport: Transport = {
        needsToken: false,
        call: (_service, _body, _token, signal) => {
          signals.push(signal);
          return new Promise((resolve, reject) => {
            signal.addEventListener('abort', () => {
              reject(signal.reason as Error);
            });
            if (signals.length > 1) resolve({ status: 200, body: { quick: true } });
          });
        },
        fetchToken: async () => null,
        storeToken: () => undefined,
      };
      return { transport, signals };
    }

    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('gives a timeout error after 5 s without an answer, and aborts the call', async () => {
      const held = heldTransport();
      const store = makeStore(held.transport);
      const result = store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
      await jest.advanceTimersByTimeAsync(4999);
      expect(held.signals[0]?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(held.signals[0]?.aborted).toBe(true);
      expect((await result).error).toEqual({ status: 'TIMEOUT_ERROR', messages: ['timeout'] });
    });

    it('clears its timer once a call has answered: 5 s later its signal is still not aborted', async () => {
      const held = heldTransport();
      const store = makeStore(held.transport);
      // The first call of this transport waits (and times out); the second answers at once.
      void store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
      await jest.advanceTimersByTimeAsync(5000);
      const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 2 }));
      expect(result.data).toEqual({ quick: true });
      await jest.advanceTimersByTimeAsync(6000);
      expect(held.signals[1]?.aborted).toBe(false);
    });

    it('aborts the call when the query is aborted', async () => {
      const held = heldTransport();
      const store = makeStore(held.transport);
      const request = store.dispatch(probe.endpoints.probe.initiate({ n: 3 }));
      await jest.advanceTimersByTimeAsync(10);
      request.abort();
      await jest.advanceTimersByTimeAsync(0);
      expect(held.signals[0]?.aborted).toBe(true);
      expect((await request).error).not.toEqual({ status: 'TIMEOUT_ERROR', messages: ['timeout'] });
    });
  });
});

describe('error messages', () => {
  const failing = (body: unknown, status = 502): Transport => ({
    needsToken: false,
    call: async () => ({ status, body }),
    fetchToken: async () => null,
    storeToken: () => undefined,
  });

  it.each([
    ['es', 'El servicio rechazó la solicitud.'],
    ['en', 'The service refused the request.'],
  ] as const)(
    'shows a proxy error code in the page’s language (%s), not its English message',
    async (lang, text) => {
      const store = makeStore(
        failing({
          error: 'upstream_rejected',
          message: 'the upstream service refused the request',
        }),
      );
      store.dispatch(langChanged(lang));
      const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
      expect(result.error).toEqual({ status: 502, messages: [text] });
    },
  );

  it('keeps the message of an error it does not know', async () => {
    const store = makeStore(failing({ error: 'other', message: 'something else' }, 400));
    const result = await store.dispatch(probe.endpoints.probe.initiate({ n: 1 }));
    expect(result.error).toEqual({ status: 400, messages: ['something else'] });
  });

  it("gives the error states the proxy's messages, never a script error's text", async () => {
    const refused = await makeStore(
      failing({ error: 'other', message: 'something else' }, 400),
    ).dispatch(probe.endpoints.probe.initiate({ n: 1 }));
    expect(errorMessages(refused.error)).toEqual(['something else']);
    // RTK Query reports an error thrown by `transformResponse` on the console, as it should.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await makeStore(failing({ ok: true }, 200)).dispatch(
      probe.endpoints.probeBroken.initiate({ n: 1 }),
    );
    expect(reported).toHaveBeenCalledWith(
      expect.stringContaining('unhandled error occurred processing a request for the endpoint'),
      expect.any(TypeError),
    );
    reported.mockRestore();
    expect(broken.error).toBeDefined();
    expect(errorMessages(broken.error)).toEqual([]);
    expect(errorMessages(undefined)).toEqual([]);
  });
});
