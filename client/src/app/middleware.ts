/**
 * Named route middleware: each route lists the names it runs before its loader. A name that is not
 * registered is an error of the site itself: 500 'Unknown middleware {name}' (SPEC section 2).
 */
import { data } from 'react-router-dom';
import type { Lang } from '../../../shared/types/common.js';
import { langChanged } from './token-slice.js';
import type { AppStore } from './store.js';

export interface MiddlewareContext {
  lang: Lang;
  store: AppStore;
  request: Request;
}

export type Middleware = (context: MiddlewareContext) => void | Promise<void>;

export const MIDDLEWARE: Readonly<Record<string, Middleware>> = {
  /** Commits the page's language into the token store (no action when it is already there). */
  lang: ({ lang, store }) => {
    if (store.getState().token.lang !== lang) store.dispatch(langChanged(lang));
  },
};

export async function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Readonly<Record<string, Middleware>> = MIDDLEWARE,
): Promise<void> {
  for (const name of names) {
    const middleware = Object.prototype.hasOwnProperty.call(registry, name)
      ? registry[name]
      : undefined;
    if (!middleware)
      throw data(`Unknown middleware ${name}`, {
        status: 500,
        statusText: 'Internal Server Error',
      });
    await middleware(context);
  }
}
