/** One store per page load in the browser and per request on the server. */
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { Mutex } from 'async-mutex';
import { api } from '../api/api.js';
import type { ApiThunkExtra } from '../api/base-query.js';
import type { Transport } from '../api/transport.js';
import { tokenSlice } from './token-slice.js';
import { uiSlice } from './ui-slice.js';
import { urisSlice } from './uris-slice.js';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [tokenSlice.reducerPath]: tokenSlice.reducer,
  [urisSlice.reducerPath]: urisSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * How long a store lives. `'session'`: the browser's, for the whole visit. `'request'`: the
 * server's, for one render, which leaves out what only a store that lives on needs:
 * - the development checks, which walk the whole state on every action;
 * - RTK Query's middleware: it keeps subscriptions, drops unused answers by timer, polls,
 *   refetches on focus or reconnect, invalidates by tag and runs the endpoints' lifecycle hooks.
 *   A request's store subscribes to nothing (`LOADER_REQUEST`, `page-query.ts`), keeps its
 *   answers until it is dropped (`SERVER_API_STATE`) and no endpoint has lifecycle hooks or tags:
 *   its queries run by the thunk alone, and each action skipped the middleware's ten handlers
 *   (7 to 10 % of a glossary render's time, with the store's set-up; decision 010);
 * - the notifications' batching: nothing subscribes to a request's store but the render.
 */
export type StoreLife = 'session' | 'request';

/**
 * A request's store has no subscriptions. RTK Query asks the store for them in development (its
 * check that the middleware was added, once per process, throws when nothing answers) and in its
 * generated hooks, which the server does not render (`page-query.ts`); this is the answer.
 */
export const NO_SUBSCRIPTIONS = Object.freeze({
  getSubscriptions: () => ({}),
  getSubscriptionCount: () => 0,
  isRequestSubscribed: () => false,
});
const requestSubscriptions: Middleware = () => (next) => (action) =>
  api.internalActions.internal_getRTKQSubscriptions.match(action) ? NO_SUBSCRIPTIONS : next(action);

export function makeStore(
  transport: Transport,
  preloadedState?: Partial<RootState>,
  life: StoreLife = 'session',
) {
  const session = life === 'session';
  const extra: ApiThunkExtra = { transport, tokenMutex: new Mutex(), oneRender: !session };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Development-only checks; their timing warnings are noise on a loaded machine.
        immutableCheck: session && { warnAfter: 256 },
        serializableCheck: session && { warnAfter: 256 },
      }).concat(session ? api.middleware : requestSubscriptions),
    // RTK Query's results notify subscribers on the next microtask, not the next animation frame
    // (the default): an answer reaches the screen one frame sooner (the search panel's latency).
    enhancers: (getDefault) => getDefault({ autoBatch: session ? { type: 'tick' } : false }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
