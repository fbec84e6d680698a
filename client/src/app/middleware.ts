/**
 * Route middleware by name (specification §2, decision 055): a name that is not here is an error of
 * the site itself, 500 'Unknown middleware {name}'. The store reaches it through `storeContext`.
 */
import {
  createContext,
  data,
  RouterContextProvider,
  type MiddlewareFunction,
} from 'react-router-dom';
import { isLang } from '#shared/types/common.js';
import type { AppStore } from './store.js';
import { langChanged } from './token-slice.js';

/** The store loaders fill: the page's one store in the browser, each request's on the server. */
export const storeContext = createContext<AppStore>();

/** The router context of a store: `getContext` of the browser's router, the server's request. */
export function routerContextOf(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeContext, store);
  return context;
}

export const MIDDLEWARE: Readonly<Record<string, MiddlewareFunction>> = {
  /** Commits the page's language, the URL's first segment, into the token store. */
  lang: ({ request, context }) => {
    const lang = new URL(request.url).pathname.split('/')[1];
    const store = context.get(storeContext);
    if (isLang(lang) && store.getState().token.lang !== lang) store.dispatch(langChanged(lang));
  },
};

/** The `middleware` array of a route that names what it runs. */
export function middlewareNamed(names: readonly string[]): MiddlewareFunction[] {
  return names.map(
    (name) =>
      (Object.prototype.hasOwnProperty.call(MIDDLEWARE, name) ? MIDDLEWARE[name] : undefined) ??
      (() => {
        throw data(`Unknown middleware ${name}`, {
          status: 500,
          statusText: 'Internal Server Error',
        });
      }),
  );
}
