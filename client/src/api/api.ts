/** The one RTK Query API of the site; features inject their endpoints. */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query.js';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // Content changes rarely; keep answers for the session's navigation back and forth.
  keepUnusedDataFor: 300,
  endpoints: () => ({}),
});

/**
 * How route loaders ask for a page's data: into the cache without a subscription of their own.
 * The page's components subscribe when they mount and read the answer from the cache, so a
 * loader's subscription would only be added and removed again: two more dispatches per request,
 * and a change of subscriptions, which RTK Query reports to the store 500 ms later by a timer
 * (on the server that timer held each request's store, page and answers for those 500 ms, and
 * its dispatch cost about 3 % of a glossary render). An answer without subscribers is kept for
 * `keepUnusedDataFor` as before; on the server, forever in a store that lives one request.
 */
export const LOADER_REQUEST = { subscribe: false } as const;
