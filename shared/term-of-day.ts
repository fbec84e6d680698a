/**
 * The glossary's term of the day: the same for every visitor on a given day of the site's time
 * zone, and the same concept in both languages (chosen by its language-neutral key).
 */
import { MARKET_TIME_ZONE } from './constants.js';

// Made on first use, not on import: the router imports this module on every page, and a browser
// loads its date data for the first date format a page makes (a long task at start-up).
let marketDay: Intl.DateTimeFormat | undefined;

/** `YYYY-MM-DD` of `now` in the market's time zone. */
export function siteDay(now: Date | number = Date.now()): string {
  // The en-CA locale writes dates as YYYY-MM-DD.
  marketDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE });
  return marketDay.format(now);
}

/** FNV-1a: a cheap, stable spread of consecutive days over the list. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface DayTerm {
  id: string;
  /** Shared by a concept's entries in both languages; the id stands in when absent. */
  conceptKey?: string;
}

const keyOf = (term: DayTerm) => term.conceptKey ?? term.id;

/** The term of `day` among `terms` (any order), or null for an empty list or a malformed day. */
export function termOfDay<T extends DayTerm>(terms: readonly T[], day: string): T | null {
  if (terms.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const sorted = [...terms].sort((a, b) =>
    keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0,
  );
  return sorted[hash(day) % sorted.length] ?? null;
}
