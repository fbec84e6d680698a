/**
 * Calendar days written `YYYY-MM-DD`, with the platform's Date and Intl only: a term page's first
 * view checks and words its review day, and the date library (shared/dates.ts, dayjs) stays with
 * the pages that show dates and times.
 */
import { NUMBER_LOCALE } from './number-locale.js';
import type { Lang } from './types/common.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a `YYYY-MM-DD` day (an invalid Date for a malformed one). */
const utcDay = (value: string) => new Date(`${value}T00:00:00Z`);

/** A calendar day written `YYYY-MM-DD` (a real day: no 2026-02-30), as forms and data write them. */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const day = utcDay(value);
  // A day past its month's end rolls over into the next month, which the round trip shows.
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const longDates: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/**
 * Each language's long date, as it writes one in running text (in the locale of its numbers:
 * Spanish as in Mexico), made on first use: a page's first date format loads the browser's date
 * data, a long task that pages which only check a day (the results page's filters) do not pay.
 */
const longDate = (lang: Lang) =>
  (longDates[lang] ??= new Intl.DateTimeFormat(NUMBER_LOCALE[lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }));

/**
 * A day in words, as each language writes it in running text ('12 de marzo de 2026',
 * 'March 12, 2026'); `''` if `value` is not a `YYYY-MM-DD` day.
 */
export function formatLongDate(value: string | null | undefined, lang: Lang): string {
  return isCalendarDay(value) ? longDate(lang).format(utcDay(value)) : '';
}
