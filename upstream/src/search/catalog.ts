/**
 * In-memory index of the small corpora (glossary, instruments, indices, sections: thousands of
 * records). Each record's fields are folded into words once, at start-up; a query scans them with
 * the matching rules of `text-match.ts`, which a scan over a few thousand records answers in well
 * under a millisecond (see docs/benchmarks.md), with exactly the semantics the specification asks:
 * every query word must match; keys match exactly or by prefix, never by typo; ranking puts an
 * exact title or key first, then prefix, alias, body.
 */
import { fold } from '../../../shared/text.js';
import { bestMatch, matchWord, words, type MatchKind } from './text-match.js';

export type FieldKind = 'key' | 'title' | 'alias' | 'body';

export interface FieldText {
  kind: FieldKind;
  /** Field name in the record's `_source`, for highlights. */
  name?: string;
  text: string;
}

interface IndexedField extends FieldText {
  words: string[];
  folded: string;
}

interface Entry<T> {
  record: T;
  order: number;
  fields: IndexedField[];
}

export interface Ranked<T> {
  record: T;
  /** 0 exact title or key, 1 title or key prefix, 2 alias, 3 other fields. */
  tier: number;
  score: number;
  highlight: Record<string, string[]>;
}

const FIELD_WEIGHT: Record<FieldKind, number> = { key: 4, title: 3, alias: 2, body: 1 };
const MATCH_WEIGHT: Record<MatchKind, number> = { exact: 3, prefix: 2, typo: 1 };

/** Wraps the words of `text` that match a query word in `<b>` tags, as the real service does. */
export function highlightText(
  text: string,
  queryWords: readonly string[],
  allowTypo: boolean,
): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    const hit = queryWords.some(
      (q, i) => matchWord(q, folded, i === queryWords.length - 1, allowTypo) !== null,
    );
    return hit ? `<b>${word}</b>` : word;
  });
}

export class Corpus<T> {
  private readonly entries: Entry<T>[];

  constructor(records: readonly T[], describe: (record: T) => FieldText[]) {
    this.entries = records.map((record, order) => ({
      record,
      order,
      fields: describe(record).map((f) => ({ ...f, words: words(f.text), folded: fold(f.text) })),
    }));
  }

  get size(): number {
    return this.entries.length;
  }

  /** Records in their original order (an empty query lists everything). */
  all(): T[] {
    return this.entries.map((e) => e.record);
  }

  /** Records matching every word of `text`, best first. An empty text matches nothing. */
  search(text: string, filter?: (record: T) => boolean): Ranked<T>[] {
    const queryWords = words(text);
    if (queryWords.length === 0) return [];
    const whole = fold(text);
    const ranked: (Ranked<T> & { order: number })[] = [];
    for (const entry of this.entries) {
      if (filter && !filter(entry.record)) continue;
      let score = 0;
      let usedAlias = false;
      let usedBody = false;
      let all = true;
      for (let i = 0; i < queryWords.length && all; i++) {
        const q = queryWords[i] as string;
        const last = i === queryWords.length - 1;
        let best = 0;
        let bestKind: FieldKind | null = null;
        for (const field of entry.fields) {
          const m = bestMatch(q, field.words, last, field.kind !== 'key');
          if (!m) continue;
          const value = MATCH_WEIGHT[m] * FIELD_WEIGHT[field.kind];
          if (value > best) {
            best = value;
            bestKind = field.kind;
          }
        }
        if (bestKind === null) all = false;
        else {
          score += best;
          if (bestKind === 'alias') usedAlias = true;
          if (bestKind === 'body') usedBody = true;
        }
      }
      if (!all) continue;
      const named = entry.fields.filter((f) => f.kind === 'key' || f.kind === 'title');
      const tier = named.some((f) => f.folded === whole)
        ? 0
        : named.some((f) => f.folded.startsWith(whole))
          ? 1
          : usedAlias && !usedBody
            ? 2
            : 3;
      const highlight: Record<string, string[]> = {};
      for (const field of entry.fields) {
        if (!field.name || field.kind === 'key') continue;
        const marked = highlightText(field.text, queryWords, true);
        if (marked !== field.text) highlight[field.name] = [marked];
      }
      ranked.push({ record: entry.record, tier, score, highlight, order: entry.order });
    }
    ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.order - b.order);
    return ranked.map(({ order: _order, ...r }) => r);
  }
}
