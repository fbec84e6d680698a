/**
 * The query plan: a query is clauses joined by AND, each clause terms joined by OR, each term a
 * mask over one column's dictionary. Documents are selected column at a time over typed arrays:
 * the most selective clause scans its column or, when selective enough, reads its inverted index;
 * the other clauses narrow the list. The list comes out in ord order (the default order).
 */
import { radixSort } from './sort.js';

/** A first clause admitting under 1/8 of the documents reads the inverted index, not a scan. */
const POSTINGS_SHARE = 8;

/** A condition on one column: the documents whose code has `mask[code] === 1`. */
export interface Term {
  codes: Int32Array;
  mask: Uint8Array;
  /** Documents the mask admits. */
  rows: number;
  /** The column's documents grouped by code (an inverted index), built on first use. */
  postings: () => Postings;
}

export interface Postings {
  /** Documents ordered by code, then by ord. */
  ords: Int32Array;
  /** Where each code's documents start in `ords` (one more entry than codes). */
  starts: Int32Array;
}

/** Terms joined by OR; a query is clauses joined by AND. */
export type Clause = Term[];

/** The inverted index of a column: a counting sort of its documents (`codes`) by code. */
export function invertedIndex(codes: Int32Array, rows: Int32Array): Postings {
  const starts = new Int32Array(rows.length + 1);
  for (let code = 0; code < rows.length; code++) {
    starts[code + 1] = (starts[code] ?? 0) + (rows[code] ?? 0);
  }
  const next = starts.slice(0, rows.length);
  const ords = new Int32Array(codes.length);
  for (let ord = 0; ord < codes.length; ord++) {
    const code = codes[ord] ?? 0;
    ords[next[code] ?? 0] = ord;
    next[code] = (next[code] ?? 0) + 1;
  }
  return { ords, starts };
}

/**
 * Documents meeting every clause (none empty), in ord order, or null when every clause admits
 * every document. Clauses that admit every document need no test; the most selective go first.
 */
export function selectDocuments(n: number, clauses: readonly Clause[]): Int32Array | null {
  const tests = clauses
    .filter((c) => !c.some((t) => t.rows >= n))
    .sort((a, b) => weight(a) - weight(b));
  return tests.length === 0 ? null : select(n, tests);
}

const weight = (clause: Clause) => clause.reduce((sum, t) => sum + t.rows, 0);

/**
 * Documents meeting every clause, in ord order: the first (most selective) clause scans its
 * column, each further clause narrows the list. Column at a time keeps every loop monomorphic.
 */
function select(n: number, clauses: readonly Clause[]): Int32Array {
  const [first, ...others] = clauses;
  if (!first) return new Int32Array(0);
  let selected: Int32Array;
  let size: number;
  if (weight(first) * POSTINGS_SHARE < n) {
    // A selective clause: read its documents from the inverted index.
    selected = gather(first);
    size = selected.length;
  } else {
    selected = new Int32Array(n);
    size = scan(n, first, selected);
  }
  for (const clause of others) size = narrow(size, clause, selected);
  return selected.subarray(0, size);
}

/** The documents of a clause from its terms' inverted indexes, in ord order. */
function gather(clause: Clause): Int32Array {
  const out = new Int32Array(weight(clause));
  let size = 0;
  for (const t of clause) {
    const { ords, starts } = t.postings();
    for (let code = 0; code < t.mask.length; code++) {
      if (t.mask[code] !== 1) continue;
      const from = starts[code] ?? 0;
      const to = starts[code + 1] ?? 0;
      out.set(ords.subarray(from, to), size);
      size += to - from;
    }
  }
  const sorted = radixSort(out);
  if (clause.length === 1) return sorted;
  // A document met by several terms appears once.
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (kept === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i] ?? 0;
  }
  return sorted.subarray(0, kept);
}

/** Writes the documents meeting `clause` into `out`; returns how many. */
function scan(n: number, clause: Clause, out: Int32Array): number {
  const [a, b] = clause;
  let kept = 0;
  if (a && !b) {
    const { codes, mask } = a;
    // Branch-free: the write is undone by not advancing (masks hold 0 or 1).
    for (let ord = 0; ord < n; ord++) {
      out[kept] = ord;
      kept += mask[codes[ord] ?? 0] ?? 0;
    }
    return kept;
  }
  for (let ord = 0; ord < n; ord++) if (meets(clause, ord)) out[kept++] = ord;
  return kept;
}

/** Keeps, of the first `size` documents of `selected`, those meeting `clause`; returns how many. */
function narrow(size: number, clause: Clause, selected: Int32Array): number {
  const [a, b] = clause;
  let kept = 0;
  if (a && !b) {
    const { codes, mask } = a;
    for (let i = 0; i < size; i++) {
      const ord = selected[i] ?? 0;
      selected[kept] = ord;
      kept += mask[codes[ord] ?? 0] ?? 0;
    }
    return kept;
  }
  for (let i = 0; i < size; i++) {
    const ord = selected[i] ?? 0;
    if (meets(clause, ord)) selected[kept++] = ord;
  }
  return kept;
}

function meets(clause: Clause, ord: number): boolean {
  for (const t of clause) if (t.mask[t.codes[ord] ?? 0] === 1) return true;
  return false;
}
