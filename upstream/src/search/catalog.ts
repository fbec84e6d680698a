/**
 * The in-memory search index of the small corpora (glossary, instruments, indices, sections:
 * thousands of records). Each record's fields are folded into words once, at start-up; a query
 * scans them with the matching rules of `text-match.ts`, which a scan over a few thousand records
 * answers in well under a millisecond (see docs/benchmarks.md). Every query word must match
 * somewhere; keys match exactly or by prefix, never by typo; ranking follows docs/search.md.
 */
import { fold } from '#shared/text.js';
import { contentWords, joined } from './language.js';
import { isTypo, matchWord, samePlural, typoBudget, words, type MatchKind } from './text-match.js';

export type FieldKind = 'key' | 'title' | 'alias' | 'body';

export interface FieldText {
  kind: FieldKind;
  /** Field name in the record's `_source`, for highlights. */
  name?: string;
  text: string;
}

interface IndexedField extends FieldText {
  /** The field's folded words and their forms, as indices into the corpus's vocabulary. */
  wordIds: Uint32Array;
  /** Position of each of `wordIds` among the field's words that are not stop words. */
  positions: Uint16Array;
  /** 1 where the word is a joined form (`forms`): no typo, no plural, as in keys. */
  exactOnly: Uint8Array;
  /** Words of the field that are not stop words (all of them when it has only stop words). */
  length: number;
}

interface Entry<T> {
  record: T;
  order: number;
  fields: IndexedField[];
}

/**
 * Tiers of the ranking, best first (docs/search.md). A name (key or title) or an alias ranks by
 * how the query's words lie in it: `EXACT`, `STARTS` (the title starts with the query), `IN_ORDER`,
 * `ANY_ORDER`, each `TYPO` tiers lower when a word matched by typo.
 */
export const TIER = {
  /** An exact key (ticker): first among issuers, always. */
  KEY: 0,
  TITLE: 1,
  ALIAS: 10,
  /** Every word matched in names and aliases, not all in one of them. */
  NAMES: 19,
  /** Some word matched only in another field (summary, keywords, sector). */
  OTHER: 20,
} as const;
const EXACT = 0;
const STARTS = 1;
const IN_ORDER = 2;
const ANY_ORDER = 3;
const TYPO = 4;

/** True for a tier where the whole query names the record: an exact key or a title from its start. */
export const namesRecord = (tier: number): boolean => tier <= TIER.TITLE + STARTS;

export interface Ranked<T> {
  record: T;
  /** See `TIER`: smaller is better. */
  tier: number;
  score: number;
  highlight: Record<string, string[]>;
}

const FIELD_WEIGHT: Record<FieldKind, number> = { key: 4, title: 3, alias: 2, body: 1 };
/** Also each kind's rank (better is larger): the codes of `matchCodes`. */
const MATCH_CODE: Record<MatchKind, number> = { exact: 3, prefix: 2, typo: 1 };
const TYPO_CODE = MATCH_CODE.typo;

/**
 * A word and its other forms: `coca-cola` is also `coca` and `cola` (its parts) and `cocacola`
 * (joined: a form nobody wrote, matched exactly or as a prefix only, never by typo).
 */
function forms(word: string): { form: string; joined: boolean }[] {
  const out = new Map<string, boolean>([[word, false]]);
  // One-letter parts (`s.a.b`: `s`, `a`, `b`) would match every word starting with them.
  for (const part of word.split(/[.&+*-]+/))
    if (part.length > 1 && !out.has(part)) out.set(part, false);
  for (const form of [joined(word), word.replace(/[.&+*-]/g, '')])
    if (form && !out.has(form)) out.set(form, true);
  return [...out].map(([form, isJoined]) => ({ form, joined: isJoined }));
}

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

/** Where the query's words lie in one field: `EXACT` … `ANY_ORDER`, plus `TYPO`. */
function fieldRank(best: Uint8Array, pos: Int32Array, n: number, length: number): number {
  let inOrder = true;
  let consecutive = pos[0] === 0;
  let typo = best[0] === TYPO_CODE;
  for (let i = 1; i < n; i++) {
    const step = (pos[i] ?? 0) - (pos[i - 1] ?? 0);
    if (step < 0) inOrder = false;
    if (step < 0 || step > 1) consecutive = false;
    if (best[i] === TYPO_CODE) typo = true;
  }
  const exact = consecutive && pos[n - 1] === length - 1 && best[n - 1] !== MATCH_CODE.prefix;
  const rank = exact ? EXACT : consecutive ? STARTS : inOrder ? IN_ORDER : ANY_ORDER;
  return typo ? rank + TYPO : rank;
}

export interface CorpusOptions {
  /** Words left out of queries that have others (`language.ts`). */
  stopWords?: ReadonlySet<string>;
}

export class Corpus<T> {
  private readonly entries: Entry<T>[];
  /**
   * Every distinct folded word form of the corpus, once. A query word is matched against each of
   * them once per search (`matchWord`), then each record's fields look their words' match up by
   * index: the same answer as matching every word of every record, for a fraction of the work.
   */
  private readonly vocabulary: string[] = [];
  private readonly stopWords: ReadonlySet<string>;

  constructor(
    records: readonly T[],
    describe: (record: T) => FieldText[],
    options: CorpusOptions = {},
  ) {
    this.stopWords = options.stopWords ?? new Set();
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
      fields: describe(record).map((f) => this.indexField(f, idOf)),
    }));
  }

  private indexField(f: FieldText, idOf: (word: string) => number): IndexedField {
    const tokens = words(f.text);
    const content = tokens.filter((w) => !this.stopWords.has(w)).length;
    const wordIds: number[] = [];
    const positions: number[] = [];
    const exactOnly: number[] = [];
    const key = f.kind === 'key';
    let position = 0;
    for (const token of tokens) {
      const stop = content > 0 && this.stopWords.has(token);
      for (const { form, joined: isJoined } of forms(token)) {
        wordIds.push(idOf(form));
        positions.push(position);
        exactOnly.push(key || isJoined ? 1 : 0);
      }
      if (!stop) position++;
    }
    return {
      kind: f.kind,
      name: f.name,
      text: f.text,
      wordIds: Uint32Array.from(wordIds),
      positions: Uint16Array.from(positions),
      exactOnly: Uint8Array.from(exactOnly),
      length: Math.max(position, 1),
    };
  }

  /**
   * The match code (`MATCH_CODE`, 0 for none) of a query word against each vocabulary word, for
   * fields that take typos and plurals and for keys, which do not.
   */
  private matchCodes(query: string, last: boolean): { any: Uint8Array; key: Uint8Array } {
    const vocabulary = this.vocabulary;
    const any = new Uint8Array(vocabulary.length);
    const key = new Uint8Array(vocabulary.length);
    const typos = typoBudget(query.length) > 0;
    for (let id = 0; id < vocabulary.length; id++) {
      const word = vocabulary[id] as string;
      if (word === query) any[id] = key[id] = MATCH_CODE.exact;
      else if (last && word.startsWith(query)) any[id] = key[id] = MATCH_CODE.prefix;
      else if (samePlural(query, word)) any[id] = MATCH_CODE.exact;
      else if (typos && isTypo(query, word, last)) any[id] = MATCH_CODE.typo;
    }
    return { any, key };
  }

  /**
   * `matchCodes` of two neighbouring query words written as one (`jp` `morgan`: `jpmorgan`):
   * exactly, as a plural or (last) as a prefix, never by typo, as joined forms match.
   */
  private pairCodes(query: string, last: boolean): { any: Uint8Array; key: Uint8Array } {
    const any = new Uint8Array(this.vocabulary.length);
    const key = new Uint8Array(this.vocabulary.length);
    this.vocabulary.forEach((word, id) => {
      if (word === query) any[id] = key[id] = MATCH_CODE.exact;
      else if (last && word.startsWith(query)) any[id] = key[id] = MATCH_CODE.prefix;
      else if (samePlural(query, word)) any[id] = MATCH_CODE.exact;
    });
    return { any, key };
  }

  /** Whether every query word matches some word of the entry (most entries fail at once). */
  private holdsEveryWord(
    entry: Entry<T>,
    anyCodes: readonly Uint8Array[],
    strictCodes: readonly Uint8Array[],
  ): boolean {
    for (let i = 0; i < anyCodes.length; i++) {
      const any = anyCodes[i] as Uint8Array;
      const strict = strictCodes[i] as Uint8Array;
      let found = false;
      for (let f = 0; f < entry.fields.length && !found; f++) {
        const field = entry.fields[f] as IndexedField;
        const ids = field.wordIds;
        const exactOnly = field.exactOnly;
        for (let w = 0; w < ids.length; w++) {
          const id = ids[w] as number;
          if (((exactOnly[w] === 1 ? strict : any)[id] as number) > 0) {
            found = true;
            break;
          }
        }
      }
      if (!found) return false;
    }
    return true;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Records in their original order (an empty query lists everything). */
  all(): T[] {
    return this.entries.map((e) => e.record);
  }

  /** Records matching every word of `text`, best first. A text without words matches nothing. */
  search(text: string, filter?: (record: T) => boolean): Ranked<T>[] {
    const queryWords = contentWords(text, this.stopWords);
    const n = queryWords.length;
    if (n === 0) return [];
    const own = queryWords.map((q, i) => this.matchCodes(q, i === n - 1));
    // Two neighbouring words written as one name (`jp morgan` = `jpmorgan`, `wal mart`): a word
    // matches where it or the pair it belongs to does.
    const pairs = queryWords
      .slice(0, -1)
      .map((q, i) => this.pairCodes(q + (queryWords[i + 1] ?? ''), i + 1 === n - 1));
    const merged = (i: number, kind: 'any' | 'key') => {
      const codes = (own[i] as { any: Uint8Array; key: Uint8Array })[kind];
      for (const pair of [pairs[i - 1], pairs[i]]) {
        if (!pair) continue;
        const other = pair[kind];
        for (let id = 0; id < codes.length; id++)
          if ((other[id] as number) > (codes[id] as number)) codes[id] = other[id] as number;
      }
      return codes;
    };
    // Per query word: codes for typo-taking words, and for keys and joined forms (`strict`).
    const anyCodes = queryWords.map((_, i) => merged(i, 'any'));
    const strictCodes = queryWords.map((_, i) => merged(i, 'key'));
    const highlighted = new Map<string, boolean>();
    const best = new Uint8Array(n);
    const pos = new Int32Array(n);
    const wordValue = new Int32Array(n);
    const wordKind: (FieldKind | null)[] = new Array<FieldKind | null>(n);
    const ranked: (Ranked<T> & { order: number; length: number })[] = [];
    for (const entry of this.entries) {
      if (filter && !filter(entry.record)) continue;
      if (!this.holdsEveryWord(entry, anyCodes, strictCodes)) continue;
      wordValue.fill(0);
      wordKind.fill(null);
      let tier: number = TIER.OTHER + 1;
      let length = 0xffff;
      for (const field of entry.fields) {
        const key = field.kind === 'key';
        best.fill(0);
        pos.fill(-1);
        const ids = field.wordIds;
        const exactOnly = field.exactOnly;
        for (let w = 0; w < ids.length; w++) {
          const id = ids[w] as number;
          const codes = exactOnly[w] === 1 ? strictCodes : anyCodes;
          for (let i = 0; i < n; i++) {
            const c = (codes[i] as Uint8Array)[id] as number;
            if (c > (best[i] as number)) {
              best[i] = c;
              pos[i] = field.positions[w] as number;
            }
          }
        }
        let all = true;
        for (let i = 0; i < n; i++) {
          const c = best[i] as number;
          if (c === 0) {
            all = false;
            continue;
          }
          const value = c * FIELD_WEIGHT[field.kind];
          if (value > (wordValue[i] as number)) {
            wordValue[i] = value;
            wordKind[i] = field.kind;
          }
        }
        if (!all || field.kind === 'body') continue;
        const rank = fieldRank(best, pos, n, field.length);
        const fieldTier =
          key && rank === EXACT
            ? TIER.KEY
            : field.kind === 'alias'
              ? TIER.ALIAS + rank
              : TIER.TITLE + rank;
        if (fieldTier < tier || (fieldTier === tier && field.length < length)) {
          tier = fieldTier;
          length = field.length;
        }
      }
      if (wordKind.includes(null)) continue;
      if (tier > TIER.OTHER) tier = wordKind.includes('body') ? TIER.OTHER : TIER.NAMES;
      let score = 0;
      for (let i = 0; i < n; i++) score += wordValue[i] as number;
      const highlight: Record<string, string[]> = {};
      for (const field of entry.fields) {
        if (!field.name || field.kind === 'key') continue;
        const marked = highlightText(field.text, queryWords, true, highlighted);
        if (marked !== field.text) highlight[field.name] = [marked];
      }
      ranked.push({ record: entry.record, tier, score, highlight, order: entry.order, length });
    }
    ranked.sort(
      (a, b) => a.tier - b.tier || b.score - a.score || a.length - b.length || a.order - b.order,
    );
    return ranked.map(({ order: _order, length: _length, ...r }) => r);
  }
}
