/**
 * The reporter of real-user vitals (decision 114), loaded in idle time after hydration: keeps the
 * latest value of each metric and sends them in one beacon when the page is hidden or left.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  PAGE_TYPE_OF_ROUTE,
  VITALS_PATH,
  type PageType,
  type VitalName,
  type VitalsReport,
} from '#shared/vitals.js';
import { isRouteHandle } from './meta.js';

/** What the reporter reads of the router's state. */
export interface FirstPage {
  matches: readonly { route: { handle?: unknown } }[];
  errors: unknown;
}

/** The error page's when the router holds an error, else the deepest page route's. */
export function pageTypeOf(state: FirstPage): PageType {
  if (state.errors) return 'error';
  for (const { route } of [...state.matches].reverse()) {
    if (isRouteHandle(route.handle)) return PAGE_TYPE_OF_ROUTE[route.handle.routeId];
  }
  return 'error';
}

export function reportVitals(page: PageType, win: Window = window): void {
  const pending = new Map<VitalName, number>();
  const keep = ({ name, value }: Metric) => {
    if (name !== 'FCP') pending.set(name, value);
  };
  const flush = () => {
    if (pending.size === 0) return;
    const report: VitalsReport = {
      page,
      metrics: [...pending].map(([name, value]) => ({ name, value })),
    };
    pending.clear();
    // A string goes as text/plain: no preflight, nothing but the report (no cookie is needed).
    win.navigator.sendBeacon(VITALS_PATH, JSON.stringify(report));
  };
  onTTFB(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // On the window, after web-vitals' own listeners, which report the final values on this event.
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
}
