import {
  createStaticHandler,
  data,
  isRouteErrorResponse,
  type StaticHandlerContext,
} from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { api, pageFailuresHydrated } from '../api/api.js';
import type { Transport } from '../api/transport.js';
import { errorStatus } from '../routes/ErrorPage.js';
import { routerHydrationData, serializePageState, type PageState } from './page-state.js';
import { makeStore } from './store.js';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    stateProbe: build.query<unknown, string>({
      query: (text) => ({ service: 'content', body: { text } }),
    }),
  }),
  overrideExisting: true,
});

const hostile = {
  title: '</script><script>alert(1)</script>',
  lines: 'a\u2028b\u2029c',
};

/** A store with one answer, one failure and the visitor's token, as a render leaves it. */
async function renderedStore() {
  const transport: Transport = {
    needsToken: false,
    call: async (_service, body) =>
      (body as { text: string }).text === 'fails'
        ? { status: 503, body: { message: 'down' } }
        : { status: 200, body: { hostile } },
    fetchToken: async () => null,
    storeToken: () => undefined,
  };
  const store = makeStore(transport, {
    token: { accessToken: 'visitor-secret-token', lang: 'es' },
  });
  for (const text of ['ok', 'fails']) {
    const request = store.dispatch(probe.endpoints.stateProbe.initiate(text));
    await request;
    request.unsubscribe();
  }
  return store;
}

const noRouter = { loaderData: {}, actionData: null, errors: null };

async function serialized() {
  const store = await renderedStore();
  const json = serializePageState({
    state: store.getState(),
    router: noRouter,
    site: DEFAULT_SITE_CONFIG,
  });
  store.dispatch(api.util.resetApiState());
  return json;
}

describe('serializePageState', () => {
  it('gives JSON with `<` escaped that parses back to the same texts', async () => {
    const json = await serialized();
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    const page = JSON.parse(json) as PageState;
    expect(JSON.stringify(page.answers)).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('is the same for every render and visitor: no token, request ids or times', async () => {
    const first = await serialized();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await serialized()).toBe(first);
    expect(first).not.toContain('visitor-secret-token');
    expect(first).not.toMatch(/requestId|TimeStamp/);
    expect(JSON.parse(first)).toMatchObject({
      state: { token: { accessToken: null, lang: 'es' } },
    });
  });

  it("gives the browser's store the answers and failures, without asking again", async () => {
    const page = JSON.parse(await serialized()) as PageState;
    const calls: unknown[] = [];
    const browser = makeStore(
      {
        needsToken: false,
        call: async (_service, body) => {
          calls.push(body);
          return { status: 200, body: {} };
        },
        fetchToken: async () => null,
        storeToken: () => undefined,
      },
      page.state,
    );
    browser.dispatch(api.util.upsertQueryEntries(page.answers as never));
    if (page.failures) browser.dispatch(pageFailuresHydrated(page.failures));
    const select = (text: string) => probe.endpoints.stateProbe.select(text)(browser.getState());
    expect(select('ok')).toMatchObject({ isSuccess: true, data: { hostile } });
    expect(select('fails')).toMatchObject({ isError: true, error: { status: 503 } });
    const request = browser.dispatch(probe.endpoints.stateProbe.initiate('ok'));
    await request;
    request.unsubscribe();
    expect(calls).toEqual([]);
    browser.dispatch(api.util.resetApiState());
  });

  it("hands the browser's router the loaders' data and errors that `useRouteError` reads", async () => {
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        children: [
          {
            id: 'gone',
            path: 'gone',
            loader: () => {
              throw data('Gone', { status: 410 });
            },
          },
          { id: 'broken', path: 'broken', loader: () => Promise.reject(new TypeError('boom')) },
          { id: 'fine', path: 'fine', loader: () => ({ n: 1 }) },
        ],
      },
    ]);
    const store = await renderedStore();
    const carried = async (path: string) => {
      const router = (await handler.query(
        new Request(`http://site.test${path}`),
      )) as StaticHandlerContext;
      const json = serializePageState({
        state: store.getState(),
        router,
        site: DEFAULT_SITE_CONFIG,
      });
      return routerHydrationData(JSON.parse(json) as PageState);
    };
    const gone = (await carried('/gone')).errors?.['root'];
    expect(isRouteErrorResponse(gone)).toBe(true);
    expect(errorStatus(gone)).toEqual({ status: 410, message: 'Gone' });
    const missing = (await carried('/nowhere')).errors?.['root'];
    expect(errorStatus(missing)).toMatchObject({ status: 404 });
    const broken = (await carried('/broken')).errors?.['root'];
    expect(broken).toBeInstanceOf(Error);
    expect(errorStatus(broken)).toEqual({ status: 500, message: null });
    expect((broken as Error).message).toBe('boom');
    expect((await carried('/fine')).loaderData).toEqual({ fine: { n: 1 } });
    store.dispatch(api.util.resetApiState());
  });
});
