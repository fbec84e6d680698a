/** Search text splitting (specification §5); apart from `text.ts`, for the entry chunk. */
import { SEARCH_TERM_MAX_LENGTH } from '../constants.js';

export interface SplitSearchText {
  term: string;
  term2: string;
  termT: string;
}

/**
 * Splits a search text at its first space (specification §5): `term` the first word, `term2` the
 * rest, `termT` the whole, with white space trimmed and collapsed, cut to the search term limit.
 */
export function splitSearchText(text: string | null | undefined): SplitSearchText {
  const termT = Array.from((text ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, SEARCH_TERM_MAX_LENGTH)
    .join('')
    .trim();
  const space = termT.indexOf(' ');
  if (space === -1) return { term: termT, term2: '', termT };
  return { term: termT.slice(0, space), term2: termT.slice(space + 1), termT };
}
