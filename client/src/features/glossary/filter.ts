/** The glossary finder's rules (specification §§4 and 5): letter filter, text filter, order. */
import { CUT_GLOSSARY_CARD, type Letter } from '#shared/constants.js';
import type { SiteConfig } from '#shared/branding.js';
import { glossaryEntryUrl } from '#shared/links.js';
import { cut, displayTitle, firstLetter, fold } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryLanding } from '#shared/types/entities.js';

export type GlossaryTerm = Pick<
  GlossaryLanding,
  'id' | 'title' | 'displayTitle' | 'shortDescription' | 'alias' | 'aliasLang' | 'conceptKey'
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

const collators = new Map<Lang, Intl.Collator>();

/** Alphabetical order of the language (Spanish collation puts Ñ after N), accents ignored. */
export function sortTerms<T extends GlossaryTerm>(terms: readonly T[], lang: Lang): readonly T[] {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    collators.set(lang, collator);
  }
  const { compare } = collator;
  // Each title worked out once, not once per comparison.
  return terms
    .map((term) => ({ term, title: termTitle(term) }))
    .sort((a, b) => compare(a.title, b.title))
    .map(({ term }) => term);
}

/**
 * The letter a term is filed under: the first character of its title (specification §5), not of
 * its display title ('CKD' is under C however it is shown); the display title when it has none.
 */
const letterOf = (term: GlossaryTerm) => firstLetter(term.title || term.displayTitle);

/** Terms whose title starts with `letter` (accents folded; Ñ is its own letter). */
export function filterByLetter<T extends GlossaryTerm>(
  terms: readonly T[],
  letter: Letter,
): readonly T[] {
  return terms.filter((t) => letterOf(t) === letter);
}

/** The letters that have at least one term (the finder disables the others). */
export function lettersWithTerms(terms: readonly GlossaryTerm[]): ReadonlySet<Letter> {
  const found = new Set<Letter>();
  for (const term of terms) {
    const letter = letterOf(term);
    if (letter) found.add(letter);
  }
  return found;
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

/** What a card shows of a term: title, summary cut for the card, its page's link. */
export interface CardText {
  title: string;
  summary: string;
  href: string;
}

/** The card's texts of a term. */
export function cardTextOf(
  term: GlossaryTerm,
  lang: Lang,
  config: Pick<SiteConfig, 'siteSegment'>,
): CardText {
  const title = termTitle(term);
  return {
    title,
    summary: cut(term.shortDescription, CUT_GLOSSARY_CARD),
    href: glossaryEntryUrl(lang, term.title || title, config),
  };
}
