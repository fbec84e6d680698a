/**
 * What the browser entry holds of the vitals reporter (decision 114), and nothing more: the
 * reporter's import in idle time, after hydration, unless the visitor asked not to be measured
 * (Global Privacy Control or Do Not Track).
 */
import type { FirstPage } from './vitals.js';

/** Longest wait for an idle moment before the reporter loads anyway. */
export const VITALS_IDLE_TIMEOUT_MS = 5000;

/** Whether the visitor's browser asks sites not to track or share: then nothing is measured. */
export function optedOut(nav: Navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** `first`: the router's state at the start, from which the reporter reads the page type. */
export function startVitalsWhenIdle(first: FirstPage, win: Window = window): void {
  if (optedOut(win.navigator) || typeof win.navigator.sendBeacon !== 'function') return;
  const load = () => {
    void import('./vitals.js').then(({ pageTypeOf, reportVitals }) => {
      reportVitals(pageTypeOf(first), win);
    });
  };
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(load, { timeout: VITALS_IDLE_TIMEOUT_MS });
  else win.setTimeout(load, VITALS_IDLE_TIMEOUT_MS);
}
