import { api, LOADER_REQUEST } from '../api/api.js';
import type { Transport } from '../api/transport.js';
import { makeStore, NO_SUBSCRIPTIONS } from './store.js';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    storeProbe: build.query<unknown, number>({
      query: (n) => ({ service: 'content', body: { n } }),
    }),
  }),
  overrideExisting: true,
});

const transport: Transport = {
  needsToken: false,
  call: async (_service, body) => ({ status: 200, body: { answered: body } }),
  fetchToken: async () => null,
  storeToken: () => undefined,
};

const subscriptionsOf = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptionCount: (key: string) => number;
  };

describe('makeStore', () => {
  it("runs a request store's queries by the thunk alone, into its cache", async () => {
    const store = makeStore(transport, undefined, 'request');
    const result = await store.dispatch(probe.endpoints.storeProbe.initiate(7, LOADER_REQUEST));
    expect(result.data).toEqual({ answered: { n: 7 } });
    expect(probe.endpoints.storeProbe.select(7)(store.getState()).data).toEqual({
      answered: { n: 7 },
    });
    // Asked for its subscriptions (RTK Query's development check does), it has none.
    expect(subscriptionsOf(store)).toBe(NO_SUBSCRIPTIONS);
  });

  it("leaves out RTK Query's middleware from a request store, and only there", async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const session = makeStore(transport);
      const request = makeStore(transport, undefined, 'request');
      for (const store of [session, request]) {
        const query = store.dispatch(probe.endpoints.storeProbe.initiate(1));
        await query;
        query.unsubscribe();
      }
      // The browser's store counts the subscription and syncs the change by timer (500 ms),
      // then drops the unused answer by another; the request's store has no middleware to do
      // either.
      expect(subscriptionsOf(session)).not.toBe(NO_SUBSCRIPTIONS);
      expect(jest.getTimerCount()).toBeGreaterThan(0);
      jest.clearAllTimers();
      const again = request.dispatch(probe.endpoints.storeProbe.initiate(2));
      await again;
      expect(subscriptionsOf(request).getSubscriptionCount('storeProbe(2)')).toBe(0);
      again.unsubscribe();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
