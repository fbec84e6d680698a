import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api } from './api.js';
import { pageQuery, type PageQueryState } from './page-query.js';
import type { Transport, TransportResult } from './transport.js';
import { makeStore } from '../app/store.js';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    pageProbe: build.query<{ n: number }, number>({
      query: (n) => ({ service: 'content', body: { n } }),
    }),
  }),
  overrideExisting: true,
});

/** A transport whose answers the test hands out one by one. */
function heldTransport() {
  const waiting: ((result: TransportResult) => void)[] = [];
  const transport: Transport = {
    needsToken: false,
    call: () => new Promise((resolve) => waiting.push(resolve)),
    fetchToken: async () => null,
    storeToken: () => undefined,
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async (result: TransportResult) => {
    // The base query reaches the transport a few ticks after the request starts.
    for (let i = 0; i < 20 && waiting.length === 0; i++) await tick();
    const next = waiting.shift();
    if (!next) throw new Error('no call is waiting');
    next(result);
    await tick();
  };
  return { transport, answer, waiting };
}

const readOf = ({ isLoading, isUninitialized, data, error }: PageQueryState<unknown>) => ({
  isLoading,
  isUninitialized,
  data,
  error,
});

/** What each hook returns on its first render against the store as it is now (no effects). */
function firstRender(store: ReturnType<typeof makeStore>, arg: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const firsts: Record<'generated' | 'server', PageQueryState<unknown> | undefined> = {
    generated: undefined,
    server: undefined,
  };
  const onServer = pageQuery(probe.usePageProbeQuery, probe.endpoints.pageProbe, true);
  const read = (hook: (n: number) => PageQueryState<unknown>, key: keyof typeof firsts) => {
    const value = hook(arg);
    firsts[key] ??= readOf(value);
    return value;
  };
  // The server's hook first: the generated one's effect starts a request once it has rendered.
  renderHook(() => read(onServer, 'server'), { wrapper }).unmount();
  renderHook(() => read(probe.usePageProbeQuery, 'generated'), { wrapper }).unmount();
  return firsts;
}

describe('pageQuery', () => {
  it('returns the generated hook in the browser', () => {
    expect(pageQuery(probe.usePageProbeQuery, probe.endpoints.pageProbe, false)).toBe(
      probe.usePageProbeQuery,
    );
  });

  it('reads on the server what the generated hook reports, on every status of the entry', async () => {
    const { transport, answer } = heldTransport();
    const store = makeStore(transport);
    const views: Record<string, ReturnType<typeof firstRender>> = {};

    // No request yet: both loading, without data.
    views.uninitialized = firstRender(store, 1);
    // The generated hook's effect started the request for 1; a first request still running.
    views.pending = firstRender(store, 1);
    await answer({ status: 200, body: { n: 1 } });
    views.fulfilled = firstRender(store, 1);
    // A refetch of an answer already there is not loading.
    const refetch = store.dispatch(
      probe.endpoints.pageProbe.initiate(1, { forceRefetch: true, subscribe: false }),
    );
    views.refetching = firstRender(store, 1);
    await answer({ status: 200, body: { n: 11 } });
    await refetch;
    // A failed request: the error, no data.
    const failing = store.dispatch(probe.endpoints.pageProbe.initiate(2, { subscribe: false }));
    await answer({ status: 500, body: { message: 'boom' } });
    await failing;
    views.rejected = firstRender(store, 2);

    for (const [status, { generated, server }] of Object.entries(views)) {
      expect({ status, ...server }).toEqual({ status, ...generated });
    }
    expect(views.uninitialized.server).toMatchObject({ isLoading: true, data: undefined });
    expect(views.pending.server).toMatchObject({ isLoading: true, data: undefined });
    expect(views.fulfilled.server).toMatchObject({ isLoading: false, data: { n: 1 } });
    expect(views.refetching.server).toMatchObject({ isLoading: false, data: { n: 1 } });
    expect(views.rejected.server?.isLoading).toBe(false);
    expect(views.rejected.server?.error).toBeDefined();
  });
});
