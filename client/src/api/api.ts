/** The one RTK Query API of the site; features inject their endpoints. */
import { createAction } from '@reduxjs/toolkit';
import type { QueryStatus } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query.js';

/**
 * A query's outcome as a page carries it for the browser's cache: no request id or time, which
 * differ from render to render, so that every render of a page is the same bytes.
 */
export interface PageAnswer {
  endpointName: string;
  originalArgs: unknown;
  status: QueryStatus.fulfilled | QueryStatus.rejected;
  data?: unknown;
  error?: unknown;
}

/** The page's answers into the browser's cache, stamped with its own request ids and time. */
export const pageAnswersHydrated = createAction(
  'page/answersHydrated',
  (answers: Readonly<Record<string, PageAnswer>>) => {
    const now = Date.now();
    const queries = Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        { ...answer, requestId: key, startedTimeStamp: now, fulfilledTimeStamp: now },
      ]),
    );
    return { payload: { queries, mutations: {}, provided: {}, subscriptions: {} } };
  },
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // Content changes rarely; keep answers for the session's navigation back and forth.
  keepUnusedDataFor: 300,
  // RTK Query's documented hydration of answers fetched by a server render.
  extractRehydrationInfo: (action) =>
    pageAnswersHydrated.match(action) ? (action.payload as never) : undefined,
  endpoints: () => ({}),
});
