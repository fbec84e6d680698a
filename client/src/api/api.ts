/** The one RTK Query API of the site; features inject their endpoints. */
import { createAction } from '@reduxjs/toolkit';
import type { CombinedState, EndpointDefinitions } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query.js';

/**
 * The server store's api slice (its failed queries) into the browser's cache: RTK Query's
 * documented hydration of answers a server render fetched. Its answers arrive by
 * `api.util.upsertQueryEntries`, which stamps the browser's own request ids and times.
 */
export const pageFailuresHydrated =
  createAction<CombinedState<EndpointDefinitions, string, 'api'>>('page/failuresHydrated');

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // Content changes rarely; keep answers for the session's navigation back and forth.
  keepUnusedDataFor: 300,
  extractRehydrationInfo: (action) =>
    pageFailuresHydrated.match(action) ? (action.payload as never) : undefined,
  endpoints: () => ({}),
});
