/**
 * The "also known as" chips of a glossary term (its card and its page): each alias once, none that
 * repeats a title the term is shown by, each marked with its language when the content says it is
 * written in another language than the term's (`aliasLang`, docs/decisions/104).
 */
import { displayTitle, fold } from './text.js';
import { isLang, type Lang } from './types/common.js';

export interface AliasChip {
  text: string;
  /** The alias's language when it is not the term's (and so not the page's); else null. */
  lang: Lang | null;
}

/** The fields of a landing (`GlossaryLanding`) the chips are made of, as untrusted JSON. */
export interface AliasSource {
  title?: unknown;
  displayTitle?: unknown;
  alias?: unknown;
  aliasLang?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const folded = (value: unknown) => (typeof value === 'string' ? fold(displayTitle(value)) : '');

/** The chips of a term as the content service sent it (read defensively: any field may be off). */
export function aliasChips({
  title,
  displayTitle: shown,
  alias,
  aliasLang,
}: AliasSource): AliasChip[] {
  // The title and the display title, as shown (underscores as spaces): an alias equal to either
  // would only repeat the heading above it.
  const seen = new Set([folded(title), folded(shown)]);
  const chips: AliasChip[] = [];
  for (const value of Array.isArray(alias) ? (alias as unknown[]) : []) {
    if (typeof value !== 'string') continue;
    const text = value.trim();
    const key = folded(text);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const lang = isRecord(aliasLang) && Object.hasOwn(aliasLang, value) ? aliasLang[value] : null;
    chips.push({ text, lang: isLang(lang) ? lang : null });
  }
  return chips;
}
