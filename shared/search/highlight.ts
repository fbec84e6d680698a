/**
 * Search hits' highlighting (specification §5); apart from `text.ts`, for the glossary's chunks.
 */
import { fold, stripBold } from '../text.js';

export interface TextPart {
  text: string;
  /** Whether this part matches a word of the query (shown highlighted). */
  match: boolean;
}

/**
 * Splits a server text (bold tags stripped) into plain and query-matching parts, ignoring case,
 * accents, and one-letter words beside longer ones. The parts are text, never rendered as HTML.
 */
export function highlightParts(
  text: string | null | undefined,
  query: string | null | undefined,
): TextPart[] {
  const plain = stripBold(text);
  const all = fold(query)
    .split(' ')
    .filter((w) => w.length > 0);
  const words = all.some((w) => w.length > 1) ? all.filter((w) => w.length > 1) : all;
  if (plain === '') return [];
  if (words.length === 0) return [{ text: plain, match: false }];

  // The folded text, with the original start and end offset of each folded character.
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of plain) {
    const f = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const unit of f) {
      for (let i = 0; i < unit.length; i++) {
        starts.push(offset);
        ends.push(offset + char.length);
      }
      folded += unit;
    }
    offset += char.length;
  }

  const marked = new Array<boolean>(plain.length).fill(false);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      const start = starts[from] ?? 0;
      const end = ends[from + word.length - 1] ?? plain.length;
      marked.fill(true, start, end);
      from = folded.indexOf(word, from + word.length);
    }
  }

  const parts: TextPart[] = [];
  let i = 0;
  while (i < plain.length) {
    const match = marked[i] ?? false;
    let j = i + 1;
    while (j < plain.length && (marked[j] ?? false) === match) j++;
    parts.push({ text: plain.slice(i, j), match });
    i = j;
  }
  return parts;
}
