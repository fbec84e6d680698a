/**
 * In-memory index of the small corpora (glossary, instruments, indices, sections: thousands of
 * records). Each record's fields are folded into words once, at start-up; a query scans them with
 * the matching rules of `text-match.ts`, which a scan over a few thousand records answers in well
 * under a millisecond (see docs/benchmarks.md), with exactly the semantics the specification asks:
 * every query word must match; keys match exactly or by prefix, never by typo; ranking puts an
 * exact title or key first, then prefix, alias, body.
 */
import { fold } from '../../../shared/text.js';
import { matchWord, words, type MatchKind } from './text-match.js';

export type FieldKind = 'key' | 'title' | 'alias' | 'body';

export interface FieldText {
  kind: FieldKind;
  /** Field name in the record's `_source`, for highlights. */
  name?: string;
  text: string;
}

interface IndexedField extends FieldText {
  /** The field's folded words, as indices into the corpus's vocabulary. */
  wordIds: Uint32Array;
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
/** Also each kind's rank (`bestMatch`'s order, better is larger): the codes of `matchCodes`. */
const MATCH_WEIGHT: Record<MatchKind, number> = { exact: 3, prefix: 2, typo: 1 };

/** Wraps the words of `text` that match a query word in `<b>` tags, as the real service does. */
export function highlightText(
  text: string,
  queryWords: readonly string[],
  allowTypo: boolean,
  /** Decisions already taken for the same query, by word as written (one search's many fields). */
  seen?: Map<string, boolean>,
): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    let hit = seen?.get(word);
    if (hit === undefined) {
      const folded = fold(word);
      hit = queryWords.some(
        (q, i) => matchWord(q, folded, i === queryWords.length - 1, allowTypo) !== null,
      );
      seen?.set(word, hit);
    }
    return hit ? `<b>${word}</b>` : word;
  });
}

export class Corpus<T> {
  private readonly entries: Entry<T>[];
  /**
   * Every distinct folded word of the corpus, once. A query word is matched against each of them
   * once per search (`matchWord`), then each record's fields look their words' match up by index:
   * the same answer as matching every word of every record, for a fraction of the work (a
   * corpus repeats its words: issuer names over their series, value types, common terms).
   */
  private readonly vocabulary: string[] = [];

  constructor(records: readonly T[], describe: (record: T) => FieldText[]) {
    const ids = new Map<string, number>();
    const idOf = (word: string) => {
      let id = ids.get(word);
      if (id === undefined) {
        id = this.vocabulary.length;
        this.vocabulary.push(word);
        ids.set(word, id);
      }
      return id;
    };
    this.entries = records.map((record, order) => ({
      record,
      order,
      // One object shape for every field (no optional property left out): the search loop's
      // property reads stay monomorphic.
      fields: describe(record).map((f) => ({
        kind: f.kind,
        name: f.name,
        text: f.text,
        wordIds: Uint32Array.from(words(f.text), idOf),
        folded: fold(f.text),
      })),
    }));
  }

  /** The match code (`MATCH_WEIGHT`, 0 for none) of a query word against each vocabulary word. */
  private matchCodes(query: string, last: boolean): Uint8Array {
    const codes = new Uint8Array(this.vocabulary.length);
    this.vocabulary.forEach((word, id) => {
      const kind = matchWord(query, word, last, true);
      if (kind) codes[id] = MATCH_WEIGHT[kind];
    });
    return codes;
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
    const codes = queryWords.map((q, i) => this.matchCodes(q, i === queryWords.length - 1));
    const highlighted = new Map<string, boolean>();
    const ranked: (Ranked<T> & { order: number })[] = [];
    for (const entry of this.entries) {
      if (filter && !filter(entry.record)) continue;
      let score = 0;
      let usedAlias = false;
      let usedBody = false;
      let all = true;
      for (let i = 0; i < queryWords.length && all; i++) {
        const wordCodes = codes[i] as Uint8Array;
        let best = 0;
        let bestKind: FieldKind | null = null;
        for (const field of entry.fields) {
          // `bestMatch` over the field's words: the best code; keys never take a typo.
          let code = 0;
          const ids = field.wordIds;
          for (let w = 0; w < ids.length; w++) {
            const c = wordCodes[ids[w] as number] as number;
            if (c > code) code = c;
          }
          if (code === 0 || (field.kind === 'key' && code === MATCH_WEIGHT.typo)) continue;
          const value = code * FIELD_WEIGHT[field.kind];
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
        const marked = highlightText(field.text, queryWords, true, highlighted);
        if (marked !== field.text) highlight[field.name] = [marked];
      }
      ranked.push({ record: entry.record, tier, score, highlight, order: entry.order });
    }
    ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.order - b.order);
    return ranked.map(({ order: _order, ...r }) => r);
  }
}
