/**
 * The language data of search (`upstream/data/search.json`): stop words per language, ignored in
 * a query that has other words, and synonym groups per language, added as aliases to the records
 * whose names contain one of their members (docs/search.md).
 */
import type { Lang } from '#shared/types/common.js';
import { samePlural, words } from './text-match.js';

export interface SearchWordsFile {
  stopWords: Record<Lang, string[]>;
  synonyms: Record<Lang, string[][]>;
}

/** A word as queries and indexes compare it: dots and hyphens inside names dropped (`j.p` = `jp`). */
export const joined = (word: string): string => word.replace(/[.-]/g, '') || word;

/** The query words of a text with the stop words of a language left out, unless only they remain. */
export function contentWords(text: string, stopWords: ReadonlySet<string>): string[] {
  return withoutStopWords(words(text), stopWords).map(joined);
}

function withoutStopWords(all: string[], stopWords: ReadonlySet<string>): string[] {
  const content = all.filter((w) => !stopWords.has(w));
  return content.length > 0 ? content : all;
}

interface Group {
  members: string[];
  memberWords: string[][];
}

export class SearchLanguage {
  private readonly stop: Record<Lang, ReadonlySet<string>>;
  private readonly groups: Record<Lang, Group[]>;

  constructor(file: SearchWordsFile) {
    this.stop = { es: new Set(file.stopWords.es), en: new Set(file.stopWords.en) };
    const groups = (lang: Lang) =>
      file.synonyms[lang].map((members) => ({
        members,
        memberWords: members.map((m) => contentWords(m, this.stop[lang])),
      }));
    this.groups = { es: groups('es'), en: groups('en') };
  }

  stopWords(lang: Lang): ReadonlySet<string> {
    return this.stop[lang];
  }

  /** Query words of `text` in `lang` (see `contentWords`); empty when the text has no word. */
  queryWords(text: string, lang: Lang): string[] {
    return contentWords(text, this.stop[lang]);
  }

  /** The words of `text` without the stop words of `lang` (unless only they remain), as written. */
  documentWords(text: string, lang: Lang): string[] {
    return withoutStopWords(words(text), this.stop[lang]);
  }

  /** The synonyms of the groups one of whose members `text` contains, as whole words. */
  synonymsOf(text: string, lang: Lang): string[] {
    const textWords = contentWords(text, this.stop[lang]);
    const found: string[] = [];
    for (const group of this.groups[lang]) {
      const hit = group.memberWords.findIndex((m) => containsRun(textWords, m));
      if (hit === -1) continue;
      group.members.forEach((m, i) => {
        if (i !== hit && !found.includes(m)) found.push(m);
      });
    }
    return found;
  }
}

/** True when `run` occurs in `list` as consecutive words (a plural matching its singular). */
function containsRun(list: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= list.length; start++) {
    if (run.every((w, i) => samePlural(w, list[start + i] ?? ''))) return true;
  }
  return false;
}
