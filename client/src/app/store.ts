/** One store per page load in the browser and per request on the server. */
import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { Mutex } from 'async-mutex';
import { api } from '../api/api.js';
import type { ApiThunkExtra } from '../api/thunk-extra.js';
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

export function makeStore(transport: Transport, preloadedState?: Partial<RootState>) {
  const extra: ApiThunkExtra = { transport, tokenMutex: new Mutex() };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // Development-only checks; their timing warnings are noise on a loaded machine.
        immutableCheck: { warnAfter: 256 },
        serializableCheck: { warnAfter: 256 },
      }).concat(api.middleware),
    // RTK Query's results notify subscribers on the next microtask, not the next animation frame
    // (the default): an answer reaches the screen one frame sooner (the search panel's latency).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * A route loader's query, as RTK Query's docs show for loaders: started with the endpoint's
 * `initiate`, awaited, then unsubscribed. The answer stays cached for the page's hooks.
 */
export async function loadQuery<Result extends PromiseLike<unknown> & { unsubscribe(): void }>(
  store: AppStore,
  initiate: ThunkAction<Result, unknown, unknown, UnknownAction>,
): Promise<Awaited<Result>> {
  const request = store.dispatch(initiate);
  try {
    return await request;
  } finally {
    request.unsubscribe();
  }
}
