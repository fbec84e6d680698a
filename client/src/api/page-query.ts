/**
 * The query hooks of the pages' route components, for the browser and for the server.
 *
 * A route's loader puts the page's answers in the store before the page renders; the components
 * then read them with RTK Query's generated hooks. In the browser those hooks are what keeps the
 * page live (a subscription per component, refetching, the loading flags of a later request). A
 * server render is one synchronous pass in which no effect runs and nothing is refetched: all a
 * hook can do there is read the store. RTK Query's hook still builds its selectors for every
 * component instance and dispatches to reach the middleware's subscription list, about 150 µs
 * per hook on this machine (6 % of a glossary render, and the results page has six). On the
 * server the hooks made here read the cache entry once, with the same flags the generated hook
 * reports for it (a test compares the two on every status).
 */
import { useStore } from 'react-redux';

/**
 * What the pages read of a query: the generated hooks' result has these (and more), and so has an
 * endpoint's cache entry as `select(arg)` gives it, with RTK Query's own flags.
 */
export interface PageQueryState<Data> {
  isLoading: boolean;
  isUninitialized: boolean;
  data?: Data | undefined;
  error?: unknown;
}

const ON_SERVER = typeof window === 'undefined';

/**
 * The generated hook in the browser; on the server, a hook reading the endpoint's cache entry.
 * The choice is made once per module, so a component calls the same hooks on every render.
 */
export function pageQuery<Arg, Data>(
  generated: (arg: Arg) => PageQueryState<Data>,
  endpoint: { select: (arg: Arg) => (state: never) => PageQueryState<Data> },
  onServer = ON_SERVER,
): (arg: Arg) => PageQueryState<Data> {
  if (!onServer) return generated;
  return function useCachedQuery(arg: Arg): PageQueryState<Data> {
    const entry = endpoint.select(arg)(useStore().getState() as never);
    // The generated hook's view of an entry no request has started yet: loading, unless data is
    // there already (RTK Query's `noPendingQueryStateSelector`).
    if (entry.isUninitialized) {
      return { isLoading: entry.data === undefined, isUninitialized: false, data: entry.data };
    }
    // A first request still running is loading; one with data from before is not.
    return {
      isLoading: entry.isLoading && entry.data === undefined,
      isUninitialized: false,
      data: entry.data,
      error: entry.error,
    };
  };
}
