/**
 * Word matching of the reference search (docs/search.md): case- and accent-insensitive; the last
 * word of a query matches as a prefix (typing); a plural matches its singular; words of 5 to 8
 * letters tolerate one typo and words of 9 or more two (an insertion, a deletion, a substitution
 * or a swap of neighbours each count as one; a typo on the first letter as two). Keys (tickers,
 * series) never take a typo.
 */
import { fold } from '#shared/text.js';

/** Minimum word length that tolerates one typo. */
export const TYPO_MIN_LENGTH = 5;
/** Minimum word length that tolerates two typos. */
export const TWO_TYPOS_MIN_LENGTH = 9;

/** Folded words of a text (letters and digits; `&`, `.` and `-` inside keys are kept). */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}&.+*-]+/u)
    .map((w) => w.replace(/^[.&*+-]+|[.&*+-]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Typos a query word of this length tolerates. */
export function typoBudget(length: number): number {
  return length >= TWO_TYPOS_MIN_LENGTH ? 2 : length >= TYPO_MIN_LENGTH ? 1 : 0;
}

/** Rows of the edit-distance table, reused by every call (one search runs thousands). */
let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * True when `a` and `b` are at most `max` edits apart (optimal string alignment: insertion,
 * deletion, substitution, and a swap of neighbours counting as one). With `prefix`, true when `a`
 * is that close to some start of `b` (a word still being typed).
 */
export function withinEdits(a: string, b: string, max: number, prefix = false): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = prefix ? Math.min(b.length, la + max) : b.length;
  if (!prefix && Math.abs(la - lb) > max) return false;
  if (prefix && lb < la - max) return false;
  if ((rows[0]?.length ?? 0) <= lb) rows = rows.map(() => new Int32Array(lb * 2 + 2));
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= lb; j++) previous[j] = j;
  let lastMin = 0;
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= lb; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Further rows build on this one (+0 or more) or, by a swap, on the one before (+1).
    if (rowMin > max && lastMin >= max) return false;
    lastMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  if (!prefix) return (previous[lb] ?? 0) <= max;
  for (let j = Math.max(0, la - max); j <= lb; j++) if ((previous[j] ?? 0) <= max) return true;
  return false;
}

/** True when `a` and `b` are at most one edit apart (Damerau: a swap of neighbours counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  return withinEdits(a, b, 1);
}

/**
 * True when one word is the plural of the other, in Spanish or English (`accion`/`acciones`,
 * `dividend`/`dividends`, `company`/`companies`, `luz`/`luces`). Words under 3 letters never are.
 */
export function samePlural(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  // Every plural ending adds one or two letters: most pairs stop here.
  if (diff !== 1 && diff !== -1 && diff !== 2 && diff !== -2) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length < 3) return false;
  if (long.startsWith(short)) {
    const rest = long.slice(short.length);
    return rest === 's' || rest === 'es';
  }
  const stem = short.slice(0, -1);
  const end = short[short.length - 1];
  return (
    (end === 'y' && long === `${stem}ies`) ||
    (end === 'z' && long === `${stem}ces`) ||
    (short.endsWith('ex') && long === `${short.slice(0, -2)}ices`) // index/indices
  );
}

export type MatchKind = 'exact' | 'prefix' | 'typo';

/**
 * How a query word matches a text word, or null. `last` words match as prefixes; `allowTypo`
 * is false for keys, which match exactly or by prefix only (no plural either).
 */
export function matchWord(
  query: string,
  word: string,
  last: boolean,
  allowTypo = true,
): MatchKind | null {
  if (word === query) return 'exact';
  if (last && word.startsWith(query)) return 'prefix';
  if (!allowTypo) return null;
  if (samePlural(query, word)) return 'exact';
  return isTypo(query, word, last) ? 'typo' : null;
}

/**
 * True when `word` is within the typos `query` tolerates (`typoBudget`), as search engines count
 * them: a typo on the first letter counts as two (Meilisearch's rule; it also spares most of the
 * comparisons). With `last`, the typos may lie in what is typed so far (a start of `word`).
 */
export function isTypo(query: string, word: string, last: boolean): boolean {
  const budget = typoBudget(query.length);
  if (budget === 0) return false;
  const q0 = query.charCodeAt(0);
  const w0 = word.charCodeAt(0);
  if (q0 !== w0) {
    if (budget < 2) return false;
    // One edit at the start: the second letters align (substitution), or one word's first letter
    // is the other's second (deletion, insertion, swap). Anything else needs more.
    const q1 = query.charCodeAt(1);
    const w1 = word.charCodeAt(1);
    if (q1 !== w1 && q1 !== w0 && q0 !== w1) return false;
    return withinEdits(query, word, budget - 1, last);
  }
  return withinEdits(query, word, budget, last);
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
