import { makeStore, type StoreLife } from '../app/store.js';
import { api, LOADER_REQUEST } from './api.js';
import { loadQuery, type QueryRecipe } from './load-query.js';
import type { Transport, TransportResult } from './transport.js';

interface Raw {
  answered: { n: number };
}
interface Shown {
  shown: number;
}

/** A recipe whose transform fails on 13, as a malformed answer would make it. */
const recipe: QueryRecipe<number, Raw, Shown> = {
  query: (n) => ({ service: 'content', body: { n } }),
  transformResponse: async (answer) => {
    if (answer.answered.n === 13) throw new Error('malformed');
    return { shown: answer.answered.n * 10 };
  },
};

const probe = api.injectEndpoints({
  endpoints: (build) => ({ loadProbe: build.query<Shown, number>(recipe) }),
  overrideExisting: true,
});

/** A transport answering each call with `answer(n)`, counting the calls. */
function transportOf(answer: (n: number) => TransportResult) {
  const calls: number[] = [];
  const transport: Transport = {
    needsToken: false,
    call: async (_service, body) => {
      const { n } = body as { n: number };
      calls.push(n);
      return answer(n);
    },
    fetchToken: async () => null,
    storeToken: () => undefined,
  };
  return { transport, calls };
}

const ok = (n: number): TransportResult => ({ status: 200, body: { answered: { n } } });

/** A store, and the number of actions that reached its reducers (one notification each). */
function storeOf(transport: Transport, life: StoreLife) {
  const store = makeStore(transport, undefined, life);
  let actions = 0;
  store.subscribe(() => {
    actions++;
  });
  return { store, actions: () => actions };
}

const load = (n: number) =>
  loadQuery(probe.endpoints.loadProbe, recipe, n, new AbortController().signal);

/** The cache entry without what differs from one request to the next. */
function entryOf(store: ReturnType<typeof makeStore>, n: number) {
  const entry = store.getState().api.queries[`loadProbe(${String(n)})`];
  if (!entry) return entry;
  const { requestId, startedTimeStamp, fulfilledTimeStamp, ...rest } = entry;
  expect([typeof requestId, typeof startedTimeStamp]).toEqual(['string', 'number']);
  return { ...rest, fulfilled: typeof fulfilledTimeStamp === 'number' };
}

describe('loadQuery', () => {
  it("puts a request store's answer in the cache with one action, where RTK Query's thunk takes two", async () => {
    const request = storeOf(transportOf(ok).transport, 'request');
    const session = storeOf(transportOf(ok).transport, 'session');
    const byThunk = storeOf(transportOf(ok).transport, 'request');
    await expect(request.store.dispatch(load(4))).resolves.toEqual({ data: { shown: 40 } });
    await expect(session.store.dispatch(load(4))).resolves.toEqual({
      data: { shown: 40 },
      error: undefined,
    });
    await byThunk.store.dispatch(probe.endpoints.loadProbe.initiate(4, LOADER_REQUEST));
    // One upsert, where the thunk's pending and fulfilled actions are two.
    expect(request.actions()).toBe(1);
    expect(byThunk.actions()).toBe(2);
    expect(entryOf(request.store, 4)).toEqual(entryOf(byThunk.store, 4));
    // The same entry either way, which the page's hooks and the browser's hydration read.
    expect(entryOf(request.store, 4)).toEqual(entryOf(session.store, 4));
    expect(entryOf(request.store, 4)).toMatchObject({
      status: 'fulfilled',
      endpointName: 'loadProbe',
      originalArgs: 4,
      data: { shown: 40 },
      fulfilled: true,
    });
  });

  it.each<[string, (n: number) => TransportResult, number, unknown]>([
    [
      'a failed call',
      () => ({ status: 503, body: { messages: ['down for maintenance'] } }),
      5,
      { status: 503, messages: ['down for maintenance'] },
    ],
    ['a transform that throws', ok, 13, expect.objectContaining({ message: 'malformed' })],
  ])(
    "records %s as RTK Query does, calling the service once in a request's store",
    async (_name, answer, n, error) => {
      // RTK Query reports a transform that throws on the console, by either path.
      const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const request = transportOf(answer);
      const session = transportOf(answer);
      const requestStore = storeOf(request.transport, 'request').store;
      const sessionStore = storeOf(session.transport, 'session').store;
      const fromRequest = await requestStore.dispatch(load(n));
      const fromSession = await sessionStore.dispatch(load(n));
      expect(fromRequest.data).toBeUndefined();
      expect(fromRequest.error).toEqual(error);
      expect(fromSession.error).toEqual(fromRequest.error);
      expect(entryOf(requestStore, n)).toEqual(entryOf(sessionStore, n));
      expect(entryOf(requestStore, n)).toMatchObject({ status: 'rejected', error });
      // The base query's result was handed to RTK Query's thunk, not asked for again.
      expect(request.calls).toEqual([n]);
      expect(session.calls).toEqual([n]);
      expect(reported).toHaveBeenCalledTimes(n === 13 ? 2 : 0);
      reported.mockRestore();
    },
  );

  it('leaves a base query that throws to RTK Query to record, as in the browser', async () => {
    // A 401 makes the base query refresh the token; a transport that fails to store it throws.
    const transportThatThrows = (): Transport => ({
      ...transportOf(() => ({ status: 401, body: {} })).transport,
      storeToken: () => {
        throw new Error('cannot store the token');
      },
    });
    // RTK Query reports the throw on the console, by either path.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcomes = await Promise.all(
      (['request', 'session'] as const).map(async (life) => {
        const { store } = storeOf(transportThatThrows(), life);
        const loaded = await store.dispatch(load(8));
        return { loaded, entry: entryOf(store, 8) };
      }),
    );
    for (const { loaded, entry } of outcomes) {
      expect(loaded.data).toBeUndefined();
      expect(loaded.error).toEqual(expect.objectContaining({ message: 'cannot store the token' }));
      expect(entry).toMatchObject({ status: 'rejected' });
    }
    expect(outcomes[0]?.entry).toEqual(outcomes[1]?.entry);
    expect(reported).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });

  it('replays a kept result once: the next request for the same data calls the service', async () => {
    let down = true;
    const { transport, calls } = transportOf((n) =>
      down ? { status: 500, body: { message: 'error' } } : ok(n),
    );
    const { store } = storeOf(transport, 'request');
    expect((await store.dispatch(load(6))).error).toEqual({ status: 500, messages: ['error'] });
    down = false;
    expect((await store.dispatch(load(6))).data).toEqual({ shown: 60 });
    expect(calls).toEqual([6, 6]);
  });
});
