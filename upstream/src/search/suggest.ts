/**
 * "Did you mean": the closest words of a vocabulary (the names visitors search: glossary titles
 * and aliases, issuer names, sections, indices) to the words of a query that found nothing.
 */
import { fold } from '#shared/text.js';
import { withinEdits, words } from './text-match.js';

/** Edits a suggestion may be away from a word as typed: more than the search itself tolerates. */
export function suggestionBudget(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

export class Suggester {
  /** Distinct words of the vocabulary, most frequent first, as written (accents kept). */
  private readonly entries: { folded: string; written: string }[];
  private readonly known: Set<string>;

  constructor(names: readonly string[], stopWords: ReadonlySet<string>) {
    const counts = new Map<string, { written: string; count: number }>();
    for (const name of names) {
      for (const written of name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
        const folded = fold(written);
        if (folded.length < 3 || stopWords.has(folded) || /\d/.test(folded)) continue;
        const entry = counts.get(folded);
        if (entry) entry.count++;
        else counts.set(folded, { written, count: 1 });
      }
    }
    this.entries = [...counts.entries()]
      .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
      .map(([folded, { written }]) => ({ folded, written }));
    this.known = new Set(counts.keys());
  }

  /** The closest known word to `word` (fewest edits, then most frequent), or null. */
  private closest(word: string): string | null {
    for (let edits = 1; edits <= suggestionBudget(word.length); edits++) {
      const hit = this.entries.find(
        (e) =>
          Math.abs(e.folded.length - word.length) <= edits && withinEdits(word, e.folded, edits),
      );
      if (hit) return hit.written;
    }
    return null;
  }

  /**
   * The query with each unknown word replaced by its closest known word; null when no word
   * changes or an unknown word has no close one.
   */
  suggest(text: string): string | null {
    const queryWords = words(text);
    let changed = false;
    const out: string[] = [];
    for (const word of queryWords) {
      if (this.known.has(word) || word.length < 3 || /\d/.test(word)) {
        out.push(word);
        continue;
      }
      const close = this.closest(word);
      if (close === null) return null;
      changed = true;
      out.push(close);
    }
    return changed ? out.join(' ') : null;
  }
}
