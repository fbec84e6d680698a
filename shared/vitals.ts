/**
 * The real-user vitals a browser reports (decision 114): the page type of its first page and up to
 * one value per metric, sent by `navigator.sendBeacon` to `VITALS_PATH`.
 */
import type { RouteId } from './routes.js';

export const VITALS_PATH = '/api/vitals';

/** Largest beacon body the proxy takes; a full one is under 200 bytes. */
export const VITALS_BODY_MAX_BYTES = 2048;

/** The page types: a closed list, so the metric's label set stays small. */
export const PAGE_TYPES = [
  'home',
  'glossary',
  'term',
  'results',
  'issuer',
  'static',
  'error',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page type of each route (specification §2 and the legal pages). */
export const PAGE_TYPE_OF_ROUTE: Record<RouteId, PageType> = {
  home: 'home',
  glossary: 'glossary',
  glossaryTerm: 'term',
  search: 'results',
  contact: 'static',
  pressRoom: 'static',
  groupSite: 'static',
  // Issuer pages (decision 117): search answers, as results pages, for one issuer.
  issuer: 'issuer',
  // The legal pages of the footer (decision 115): static pages too.
  privacy: 'static',
  terms: 'static',
  cookies: 'static',
  accessibility: 'static',
  investmentDisclaimer: 'static',
};

/** Metrics in milliseconds. */
export const TIMED_VITALS = ['LCP', 'INP', 'TTFB'] as const;
/** Cumulative Layout Shift: a score without unit. */
export const SHIFT_VITAL = 'CLS';
export type VitalName = (typeof TIMED_VITALS)[number] | typeof SHIFT_VITAL;

/** Upper bounds of a plausible value: beyond them a report is refused, not counted. */
export const TIMED_VITAL_MAX_MS = 600_000;
export const SHIFT_VITAL_MAX = 100;

export interface VitalsReport {
  page: PageType;
  metrics: { name: VitalName; value: number }[];
}
