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
