/**
 * Mentions of glossary terms in a definition's HTML, whole words outside links, ignoring case and
 * accents (decision 065): the content service lists them, the page links the first of each.
 */

export interface Mentionable {
  /** The term's title as written in text (`Acción preferente`). */
  title: string;
}

/** A tag, with quoted attribute values that may hold `>`. */
const TAG = /<(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const OPEN_LINK = /^<a[\s>]/i;
const CLOSE_LINK = /^<\/a\s*>/i;
const WORD = /[\p{L}\p{N}]/u;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Folded text (lower case, no accents, white space runs as one space) and, for each folded unit,
 * where it starts in `text`.
 */
function foldMapped(text: string): { folded: string; at: number[] } {
  // Joined once at the end: a string grown by `+=` is slow to search.
  const parts: string[] = [];
  const at: number[] = [];
  let i = 0;
  let afterSpace = false;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const space = /\s/.test(char);
    // A run of white space is one space, as HTML shows it; ASCII needs no decomposition.
    const f: string = space
      ? afterSpace
        ? ''
        : ' '
      : code < 128
        ? char.toLowerCase()
        : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    afterSpace = space || (afterSpace && f === '');
    parts.push(f);
    for (let k = 0; k < f.length; k++) at.push(i);
    i += char.length;
  }
  at.push(text.length);
  return { folded: parts.join(''), at };
}

function foldTitle(title: string): { folded: string; first: string } {
  const folded = foldMapped(escapeText(title.trim())).folded;
  return { folded, first: folded.split(NOT_WORD, 1)[0] ?? '' };
}

/** The first whole-word occurrence of `needle` in `folded` from `from`, or -1. */
function findWord(folded: string, needle: string, from: number): number {
  for (let i = folded.indexOf(needle, from); i !== -1; i = folded.indexOf(needle, i + 1)) {
    const before = folded[i - 1];
    const after = folded[i + needle.length];
    if ((before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after)))
      return i;
  }
  return -1;
}

interface Segment {
  text: string;
  /** A tag, or text inside a link: copied as it is. */
  fixed: boolean;
}

function segments(html: string): Segment[] {
  const out: Segment[] = [];
  let depth = 0;
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    if (match.index > last) out.push({ text: html.slice(last, match.index), fixed: depth > 0 });
    const tag = match[0];
    if (OPEN_LINK.test(tag)) depth++;
    else if (CLOSE_LINK.test(tag)) depth = Math.max(0, depth - 1);
    out.push({ text: tag, fixed: true });
    last = match.index + tag.length;
  }
  if (last < html.length) out.push({ text: html.slice(last), fixed: depth > 0 });
  return out;
}

/**
 * Walks the text outside links, calling `found` with the earliest mention of a term not yet seen
 * (where two start together, the longer: `Acción preferente`), and `done` after each segment.
 */
function walk<T extends Mentionable>(
  html: string,
  terms: readonly T[],
  found: (term: T, text: string, start: number, end: number) => void,
  done: (segment: Segment) => void,
): void {
  // Only terms whose first word the HTML has are looked for segment by segment.
  const words = new Set(html.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(NOT_WORD));
  const left: { term: T; folded: string }[] = [];
  for (const term of terms) {
    const { folded, first } = foldTitle(term.title);
    if (folded && words.has(first)) left.push({ term, folded });
  }
  for (const segment of segments(html)) {
    if (!segment.fixed && left.length > 0) {
      const { folded, at } = foldMapped(segment.text);
      let pos = 0;
      for (;;) {
        let best = -1;
        let bestAt = -1;
        for (let k = 0; k < left.length; k++) {
          const candidate = left[k] as (typeof left)[number];
          const i = findWord(folded, candidate.folded, pos);
          if (i === -1) continue;
          const longer = candidate.folded.length > (left[bestAt]?.folded.length ?? 0);
          if (best === -1 || i < best || (i === best && longer)) {
            best = i;
            bestAt = k;
          }
        }
        const chosen = left[bestAt];
        if (!chosen) break;
        pos = best + chosen.folded.length;
        found(chosen.term, segment.text, at[best] ?? 0, at[pos] ?? segment.text.length);
        left.splice(bestAt, 1);
      }
    }
    done(segment);
  }
}

/** The terms that the HTML mentions outside its links, each once. */
export function findMentions<T extends Mentionable>(html: string, terms: readonly T[]): T[] {
  const out: T[] = [];
  walk(
    html,
    terms,
    (term) => {
      out.push(term);
    },
    () => undefined,
  );
  return out;
}

/**
 * The HTML with the first mention of each term linked to `href`, never inside a link. `own` (the
 * page's own title) is never linked.
 */
export function linkFirstMentions(
  html: string,
  terms: readonly (Mentionable & { href: string })[],
  own = '',
): string {
  const ownFolded = foldTitle(own).folded;
  const candidates = terms.filter((t) => foldTitle(t.title).folded !== ownFolded);
  let out = '';
  let pending = '';
  let copied = 0;
  walk(
    html,
    candidates,
    (term, segment, start, end) => {
      pending += segment.slice(copied, start);
      pending += `<a href="${term.href.replace(/"/g, '&quot;')}">${segment.slice(start, end)}</a>`;
      copied = end;
    },
    (segment) => {
      out += pending + segment.text.slice(copied);
      pending = '';
      copied = 0;
    },
  );
  return out;
}
