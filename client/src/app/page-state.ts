/**
 * What the server hands the browser with the page: state, query answers, the router's state, site
 * config (the language's messages come as a chunk of their own, decision 121). The same for every visitor and render of a URL: no site token, no
 * request ids or times.
 */
import { QueryStatus } from '@reduxjs/toolkit/query';
import {
  isRouteErrorResponse,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import type { RootState } from './store.js';

export const PAGE_STATE_ID = '__PAGE_STATE__';

/** A fulfilled query as `api.util.upsertQueryEntries` takes it. */
export interface PageAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** A route's error as JSON: a route error response as it is, an exception by its message. */
type PageRouteError =
  | { kind: 'response'; status: number; statusText: string; data: unknown; internal: boolean }
  | { kind: 'error'; message: string };

export interface PageState {
  state: Omit<RootState, 'api'>;
  /** The settled queries' answers, for `api.util.upsertQueryEntries`. */
  answers: PageAnswer[];
  /** The server's api slice holding only its failed queries, for `extractRehydrationInfo`. */
  failures: RootState['api'] | null;
  /** The router's state, for `createBrowserRouter`'s `hydrationData` (`routerHydrationData`). */
  router: {
    loaderData: HydrationState['loaderData'];
    actionData: HydrationState['actionData'];
    errors: Record<string, PageRouteError> | null;
  };
  site: SiteConfig;
}

/**
 * JSON safe inside a `<script type="application/json">`: `<` escaped so `</script>` or `<!--`
 * cannot end the block; `JSON.parse` reads U+2028 and U+2029 as plain characters.
 */
const escapeJson = (json: string) => json.replaceAll('<', '\\u003c');

function routeErrorJson(error: unknown): PageRouteError {
  if (isRouteErrorResponse(error)) {
    // `internal` (a no-match 404) is not in the type, but `isRouteErrorResponse` requires it.
    const internal = (error as { internal?: unknown }).internal === true;
    const { status, statusText } = error;
    return { kind: 'response', status, statusText, data: error.data as unknown, internal };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/** The page state's JSON of a rendered store and router, escaped for a data block. */
export function serializePageState({
  state: { api, token, ...rest },
  router,
  site,
}: {
  state: RootState;
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'>;
  site: SiteConfig;
}): string {
  const answers: PageAnswer[] = [];
  const failed: RootState['api']['queries'] = {};
  for (const [key, entry] of Object.entries(api.queries)) {
    if (entry?.status === QueryStatus.fulfilled) {
      const { endpointName, originalArgs, data } = entry;
      answers.push({ endpointName, arg: originalArgs, value: data });
    } else if (entry?.status === QueryStatus.rejected) {
      // The entry as the server's slice holds it, without the request's id and start time, which
      // differ from render to render.
      const { status, endpointName, originalArgs, error } = entry;
      failed[key] = { status, endpointName, originalArgs, error } as typeof entry;
    }
  }
  const errors = router.errors
    ? Object.fromEntries(Object.entries(router.errors).map(([id, e]) => [id, routeErrorJson(e)]))
    : null;
  const page: PageState = {
    state: { ...rest, token: { ...token, accessToken: null } },
    answers,
    failures: Object.keys(failed).length > 0 ? { ...api, queries: failed } : null,
    router: { loaderData: router.loaderData, actionData: router.actionData, errors },
    site,
  };
  return escapeJson(JSON.stringify(page));
}

/** The router's state the page carries, with its errors made again for `useRouteError`. */
export function routerHydrationData({ router }: PageState): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([id, { kind, ...error }]) => [
          id,
          // `isRouteErrorResponse` recognizes a response by these fields.
          kind === 'response' ? error : new Error((error as { message: string }).message),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, actionData: router.actionData, errors };
}
