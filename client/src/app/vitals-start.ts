/**
 * What the browser entry needs of the vitals reporter (decision 114): the page type of the first
 * page, and the reporter's import in idle time, after hydration, unless the visitor asked not to
 * be measured (Global Privacy Control or Do Not Track).
 */
import { PAGE_TYPE_OF_ROUTE, type PageType } from '#shared/vitals.js';
import { isRouteHandle } from './meta.js';

/** Longest wait for an idle moment before the reporter loads anyway. */
export const VITALS_IDLE_TIMEOUT_MS = 5000;

/** The error page's when the router holds an error, else the deepest page route's. */
export function pageTypeOf(state: {
  matches: readonly { route: { handle?: unknown } }[];
  errors: unknown;
}): PageType {
  if (state.errors) return 'error';
  for (const { route } of [...state.matches].reverse()) {
    if (isRouteHandle(route.handle)) return PAGE_TYPE_OF_ROUTE[route.handle.routeId];
  }
  return 'error';
}

/** Whether the visitor's browser asks sites not to track or share: then nothing is measured. */
export function optedOut(nav: Navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export function startVitalsWhenIdle(page: PageType, win: Window = window): void {
  if (optedOut(win.navigator) || typeof win.navigator.sendBeacon !== 'function') return;
  const load = () => {
    void import('./vitals.js').then(({ reportVitals }) => {
      reportVitals(page, win);
    });
  };
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(load, { timeout: VITALS_IDLE_TIMEOUT_MS });
  else win.setTimeout(load, VITALS_IDLE_TIMEOUT_MS);
}
