/** The glossary finder's rules (SPEC sections 4 and 5): letter filter, text filter, order. */
import type { Letter } from '../../../../shared/constants.js';
import { displayTitle, firstLetter, fold } from '../../../../shared/text.js';
import type { Lang } from '../../../../shared/types/common.js';
import type { GlossaryLanding } from '../../../../shared/types/entities.js';

export type GlossaryTerm = Pick<
  GlossaryLanding,
  'id' | 'title' | 'displayTitle' | 'shortDescription' | 'alias'
>;

/** The title as shown (display title, else title), underscores displayed as spaces. */
export function termTitle(term: Pick<GlossaryLanding, 'title' | 'displayTitle'>): string {
  return displayTitle(term.displayTitle || term.title);
}

/** The term's aliases; tolerates a missing list and drops blank entries. */
export function aliasesOf(term: Pick<GlossaryLanding, 'alias'>): string[] {
  const list: unknown = term.alias;
  if (!Array.isArray(list)) return [];
  return list.filter((a): a is string => typeof a === 'string' && a.trim() !== '');
}

/**
 * Results kept per list: the server renders every glossary page from the same list (the store
 * keeps it frozen) while the proxy's micro-cache holds the answer, so sorting it and cutting it
 * by letter are done once per list, not once per request.
 */
const derived = new WeakMap<readonly GlossaryTerm[], Map<string, readonly GlossaryTerm[]>>();

function once<T extends GlossaryTerm>(
  terms: readonly T[],
  key: string,
  compute: () => readonly T[],
): readonly T[] {
  let results = derived.get(terms);
  if (!results) {
    results = new Map();
    derived.set(terms, results);
  }
  let result = results.get(key) as readonly T[] | undefined;
  if (!result) {
    result = Object.freeze(compute());
    results.set(key, result);
  }
  return result;
}

/** Alphabetical order of the language (Spanish collation puts Ñ after N), accents ignored. */
export function sortTerms<T extends GlossaryTerm>(terms: readonly T[], lang: Lang): readonly T[] {
  return once(terms, `sort:${lang}`, () => {
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    return [...terms].sort((a, b) => collator.compare(termTitle(a), termTitle(b)));
  });
}

/** Terms whose title starts with `letter` (accents folded; Ñ is its own letter). */
export function filterByLetter<T extends GlossaryTerm>(
  terms: readonly T[],
  letter: Letter,
): readonly T[] {
  return once(terms, `letter:${letter}`, () =>
    terms.filter((t) => firstLetter(termTitle(t)) === letter),
  );
}

/** True when the finder text has something to search for. */
export function hasSearchText(text: string): boolean {
  return fold(text) !== '';
}

/**
 * Terms whose title or one of whose aliases contains `text`, ignoring case and accents. A blank
 * text matches nothing (the finder shows the current letter instead).
 */
export function filterByText<T extends GlossaryTerm>(terms: readonly T[], text: string): T[] {
  const needle = fold(text);
  if (needle === '') return [];
  return terms.filter(
    (t) =>
      fold(termTitle(t)).includes(needle) || aliasesOf(t).some((a) => fold(a).includes(needle)),
  );
}
