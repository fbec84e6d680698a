/** Pure text helpers of specification §§2 and 5. */
import { ALPHABET, ELLIPSIS, type Letter } from './constants.js';

/**
 * Cuts `text` to at most `max` characters plus an ellipsis. Shorter text is returned unchanged;
 * a cut never splits a surrogate pair and drops trailing spaces before the ellipsis.
 */
export function cut(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  if (max <= 0) return value.length > 0 ? ELLIPSIS : '';
  // Characters are one or two UTF-16 units: text of at most `max` units is short enough; longer
  // text is walked to its `max`th character without an array (a page cuts many summaries).
  if (value.length <= max) return value;
  let end = 0;
  for (let count = 0; count < max && end < value.length; count++) {
    end += (value.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  if (end >= value.length) return value;
  return value.slice(0, end).trimEnd() + ELLIPSIS;
}

/** Removes bold tags (`<b>`, `</b>`, any case, with or without attributes) from a server text. */
export function stripBold(text: string | null | undefined): string {
  return (text ?? '').replace(/<\/?b(?:\s[^>]*)?\s*>/gi, '');
}

/**
 * Folds text for search: lower case, accents and diacritics removed (so `ñ` matches `n` and `ü`
 * matches `u`), runs of white space collapsed.
 */
export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The finder letter of a title: its first character, upper case, without accents, but Ñ is its own
 * letter; null when the title does not start with a letter of the alphabet.
 */
export function firstLetter(title: string | null | undefined): Letter | null {
  // Composed first: an 'ñ' written as 'n' plus a combining tilde is still Ñ.
  const first = Array.from((title ?? '').trim().normalize('NFC'))[0];
  if (first === undefined) return null;
  const upper = first.toUpperCase();
  const letter = upper === 'Ñ' ? 'Ñ' : upper.normalize('NFD').replace(/\p{M}/gu, '');
  return (ALPHABET as readonly string[]).includes(letter) ? (letter as Letter) : null;
}

/** Title as displayed: underscores shown as spaces. */
export function displayTitle(title: string | null | undefined): string {
  return (title ?? '').replace(/_/g, ' ');
}

/** Splits a comma-separated alias list into trimmed, non-empty aliases. */
export function splitAliases(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}
