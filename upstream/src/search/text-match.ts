/**
 * Word matching of the reference search: case- and accent-insensitive; the last word of a query
 * matches as a prefix (typing); words of 5 or more letters tolerate one typo (an insertion, a
 * deletion, a substitution or a swap of neighbours). Keys (tickers, series) never take a typo.
 */
import { fold } from '../../../shared/text.js';

/** Minimum word length that tolerates one typo. */
export const TYPO_MIN_LENGTH = 5;

/** Folded words of a text (letters and digits; `&`, `.` and `-` inside keys are kept). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}&.+*-]+/u)
    .map((w) => w.replace(/^[.&*+-]+|[.&*+-]+$/g, ''))
    .filter(Boolean);
}

/** True when `a` and `b` are at most one edit apart (Damerau: a swap of neighbours counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type MatchKind = 'exact' | 'prefix' | 'typo';

/** How a query word matches a text word, or null. `last` words match as prefixes. */
export function matchWord(
  query: string,
  word: string,
  last: boolean,
  allowTypo = true,
): MatchKind | null {
  if (word === query) return 'exact';
  if (last && word.startsWith(query)) return 'prefix';
  if (allowTypo && query.length >= TYPO_MIN_LENGTH) {
    if (withinOneEdit(query, word)) return 'typo';
    // The last word is still being typed: a typo in what is typed so far.
    if (last && word.length > query.length && withinOneEdit(query, word.slice(0, query.length)))
      return 'typo';
  }
  return null;
}

/** Best match of a query word among text words. */
export function bestMatch(
  query: string,
  textWords: readonly string[],
  last: boolean,
  allowTypo = true,
): MatchKind | null {
  let best: MatchKind | null = null;
  for (const w of textWords) {
    const m = matchWord(query, w, last, allowTypo);
    if (m === 'exact') return m;
    if (m === 'prefix' || (m === 'typo' && best === null)) best = m;
  }
  return best;
}
