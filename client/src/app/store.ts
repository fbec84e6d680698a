/** One store per page load in the browser and per request on the server. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
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
 * `devChecks: false` on the server: a request's store lives for one render, and the development
 * checks walk the whole state on every action.
 */
export function makeStore(
  transport: Transport,
  preloadedState?: Partial<RootState>,
  devChecks = true,
) {
  const extra: ApiThunkExtra = { transport, tokenMutex: new Mutex() };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        immutableCheck: devChecks,
        serializableCheck: devChecks,
      }).concat(api.middleware),
    // RTK Query's results notify subscribers on the next microtask, not the next animation frame
    // (the default): an answer reaches the screen one frame sooner (the search panel's latency).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
