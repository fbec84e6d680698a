/**
 * The browser's start of the token flow (docs/token-flow.md, section 3): without a valid token, one
 * is asked for when idle or on the first intent to search, so that the first search need not wait.
 */
import type { Lang } from '#shared/types/common.js';
import { langCookie } from '../api/browser-transport.js';
import { prefetchSiteToken, tokenFromCookie } from '../api/site-token.js';
import type { AppStore } from './store.js';
import { tokenReceived } from './token-slice.js';

/** The header's search button, the search panel, and the search forms (glossary, results). */
export const SEARCH_CONTROLS = '[aria-controls="search-panel"], #search-panel, [role="search"]';

/** Longest wait for an idle moment before the token is asked for anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Commits the token cookie into the store and writes the language cookie (before hydration). */
export function commitCookies(store: AppStore, lang: Lang, doc: Document = document): boolean {
  const token = tokenFromCookie(doc.cookie);
  if (token) store.dispatch(tokenReceived(token));
  doc.cookie = langCookie(lang, doc.location.protocol === 'https:');
  return token !== null;
}

/** Asks for a token on the first idle moment or intent to search, once (after hydration). */
export function prefetchTokenWhenUseful(store: AppStore, win: Window = window): void {
  const doc = win.document;
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    doc.removeEventListener('pointerdown', onIntent, true);
    doc.removeEventListener('focusin', onIntent, true);
    store.dispatch(prefetchSiteToken());
  };
  function onIntent(event: Event) {
    const target = event.target;
    if (target instanceof Element && target.closest(SEARCH_CONTROLS)) ask();
  }
  doc.addEventListener('pointerdown', onIntent, true);
  doc.addEventListener('focusin', onIntent, true);
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(ask, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(ask, IDLE_TIMEOUT_MS);
}
