/**
 * Free-text words against the descriptions' FTS5 `unicode61` index: a word matches exactly, the
 * last one as a prefix, and through the index's vocabulary its plural or singular and the terms
 * within its typo budget, never the words of issuer keys.
 */
import type Database from 'better-sqlite3';
import { isTypo, samePlural, typoBudget } from '../text-match.js';
import { FTS_TABLES, ftsString, type Lang } from './schema.js';

/** Largest number of terms in one FTS5 OR expression (typo candidates go in batches). */
const FTS_BATCH = 200;

export class DescriptionWords {
  private readonly vocabularies = new Map<Lang, string[]>();
  /** Dictionary codes of descriptions matching an FTS5 expression, per language. */
  private readonly match: Record<Lang, Database.Statement<[string], number>>;

  /** `keyWords`: the words of issuer keys, which a typo never matches. */
  constructor(
    private readonly db: Database.Database,
    private readonly keyWords: ReadonlySet<string>,
  ) {
    const matching = (table: string) =>
      db.prepare<[string], number>(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`).pluck();
    this.match = { es: matching(FTS_TABLES.es.words), en: matching(FTS_TABLES.en.words) };
  }

  /**
   * Marks in `mask` (over the description dictionary of `lang`) the descriptions holding `word`:
   * exact, the last word as a prefix, its plural or singular, `typoBudget` typos.
   */
  mark(word: string, last: boolean, lang: Lang, mask: Uint8Array): void {
    const alternatives = [last ? `${ftsString(word)}*` : ftsString(word)];
    // Cheap length tests first: most terms are too short or (not last) too long.
    const reach = Math.max(typoBudget(word.length), 2);
    for (const term of this.typoVocabulary(lang)) {
      if (term.length < word.length - reach || (!last && term.length > word.length + reach))
        continue;
      if (term === word || (last && term.startsWith(word))) continue;
      if (samePlural(word, term) || isTypo(word, term, last)) alternatives.push(ftsString(term));
    }
    const match = this.match[lang];
    for (let b = 0; b < alternatives.length; b += FTS_BATCH) {
      const expression = alternatives.slice(b, b + FTS_BATCH).join(' OR ');
      for (const code of match.all(expression)) mask[code] = 1;
    }
  }

  /**
   * Terms of the description index (its FTS5 vocabulary) that a typo may reach: all but the words
   * of issuer keys. Read once per language.
   */
  private typoVocabulary(lang: Lang): string[] {
    let terms = this.vocabularies.get(lang);
    if (!terms) {
      terms = this.db
        .prepare<[], string>(`SELECT term FROM ${FTS_TABLES[lang].vocab}`)
        .pluck()
        .all()
        .filter((term) => !this.keyWords.has(term));
      this.vocabularies.set(lang, terms);
    }
    return terms;
  }
}
