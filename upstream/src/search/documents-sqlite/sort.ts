/**
 * Sorting and paging over typed arrays: counting sorts per rank (only the ranks a page spans are
 * ordered, ties recurse into the next keys), keys monotone along ord read in place, and the radix
 * sort of document numbers that merges inverted-index lists.
 */

/** A sort key in a direction: the rank of every document (blanks last), 0..ranks-1. */
export interface DirectedKey {
  values: Int32Array;
  ranks: number;
  /** 1 when ranks never fall along ord, -1 when they never rise (the reception time), else 0. */
  monotone: 1 | -1 | 0;
}

/**
 * The key of ascending ranks `asc` (blanks at `blankRank`) in a direction: descending keeps blanks
 * last. Whether it is monotone along ord is found once here, so pages can skip counting.
 */
export function directedKey(asc: Int32Array, blankRank: number, desc: boolean): DirectedKey {
  let values = asc;
  if (desc) {
    values = new Int32Array(asc.length);
    for (let ord = 0; ord < asc.length; ord++) {
      const r = asc[ord] ?? 0;
      values[ord] = r === blankRank ? r : blankRank - 1 - r;
    }
  }
  let rises = false;
  let falls = false;
  for (let ord = 1; ord < values.length && !(rises && falls); ord++) {
    const d = (values[ord] ?? 0) - (values[ord - 1] ?? 0);
    if (d > 0) rises = true;
    else if (d < 0) falls = true;
  }
  return { values, ranks: blankRank + 1, monotone: !falls ? 1 : !rises ? -1 : 0 };
}

/**
 * The documents of `list` (in ord order) whose rank is `low`..`high`, ordered by rank, then ord.
 */
export function countingSort(
  list: Int32Array,
  key: DirectedKey,
  low: number,
  high: number,
): Int32Array {
  const starts = spanStarts(list, key.values, low, high - low);
  const out = new Int32Array(starts[high - low + 1] ?? 0);
  place(list, key.values, low, high - low, starts, out);
  return out;
}

/** Per rank low+r (r in 0..span), where its documents start in the sorted output. */
function spanStarts(list: Int32Array, values: Int32Array, low: number, span: number): Int32Array {
  const starts = new Int32Array(span + 2);
  for (let i = 0; i < list.length; i++) {
    const r = (values[list[i] ?? 0] ?? 0) - low;
    if (r >= 0 && r <= span) starts[r + 1] = (starts[r + 1] ?? 0) + 1;
  }
  return accumulate(starts);
}

/** Running sums, in place (counts per rank become starts per rank). */
function accumulate(counts: Int32Array): Int32Array {
  for (let r = 1; r < counts.length; r++) counts[r] = (counts[r] ?? 0) + (counts[r - 1] ?? 0);
  return counts;
}

function place(
  list: Int32Array,
  values: Int32Array,
  low: number,
  span: number,
  starts: Int32Array,
  out: Int32Array,
): void {
  for (let i = 0; i < list.length; i++) {
    const ord = list[i] ?? 0;
    const r = (values[ord] ?? 0) - low;
    if (r < 0 || r > span) continue;
    out[starts[r] ?? 0] = ord;
    starts[r] = (starts[r] ?? 0) + 1;
  }
}

/**
 * Appends to `out` the documents at positions `from`..`to` of `list` (in ord order) sorted by
 * `keys`, then by ord. Counts per rank of the first key locate the ranks the page spans; only their
 * documents are ordered, by the next keys in turn. Linear in the list and the ranks.
 */
export function pageOf(
  list: Int32Array,
  keys: readonly DirectedKey[],
  from: number,
  to: number,
  out: number[],
): void {
  const end = Math.min(to, list.length);
  if (from >= end) return;
  const [key, ...rest] = keys;
  if (!key) {
    out.push(...list.subarray(from, end));
    return;
  }
  if (key.monotone !== 0) {
    pageOfMonotone(list, key, rest, from, end, out);
    return;
  }
  if (key.ranks > list.length * 4) {
    // Few documents over many ranks: a comparison sort is cheaper than counting.
    out.push(...comparisonSort(list, keys).slice(from, end));
    return;
  }
  // before[r]: documents of ranks under r. The page spans ranks low..high.
  const before = documentsBefore(list, key.values, key.ranks);
  let low = 0;
  while ((before[low + 1] ?? 0) <= from) low++;
  let high = low;
  while ((before[high + 1] ?? 0) < end) high++;
  const spanned = countingSort(list, key, low, high);
  const base = before[low] ?? 0;
  if (rest.length === 0) {
    out.push(...spanned.subarray(from - base, end - base));
    return;
  }
  for (let r = low; r <= high; r++) {
    const first = before[r] ?? 0;
    const group = spanned.subarray(first - base, (before[r + 1] ?? 0) - base);
    pageOf(group, rest, Math.max(0, from - first), end - first, out);
  }
}

function comparisonSort(list: Int32Array, keys: readonly DirectedKey[]): number[] {
  return Array.from(list).sort((a, b) => {
    for (const k of keys) {
      const d = (k.values[a] ?? 0) - (k.values[b] ?? 0);
      if (d !== 0) return d;
    }
    return a - b;
  });
}

/** Per rank r, how many documents of `list` have a rank under r (a counting sort's starts). */
function documentsBefore(list: Int32Array, values: Int32Array, ranks: number): Int32Array {
  const before = new Int32Array(ranks + 1);
  for (let i = 0; i < list.length; i++) {
    const r = (values[list[i] ?? 0] ?? 0) + 1;
    before[r] = (before[r] ?? 0) + 1;
  }
  return accumulate(before);
}

/**
 * `pageOf` for a key monotone along ord: the list is already in key order (or in reverse order of
 * runs of equal rank), so only the runs the page spans are read.
 */
function pageOfMonotone(
  list: Int32Array,
  key: DirectedKey,
  rest: readonly DirectedKey[],
  from: number,
  end: number,
  out: number[],
): void {
  const { values } = key;
  const rank = (i: number) => values[list[i] ?? 0] ?? 0;
  const n = list.length;
  if (key.monotone === 1) {
    if (rest.length === 0) {
      out.push(...list.subarray(from, end));
      return;
    }
    let a = from;
    while (a > 0 && rank(a - 1) === rank(from)) a--;
    while (a < end) {
      let b = a + 1;
      while (b < n && rank(b) === rank(a)) b++;
      pageOf(list.subarray(a, b), rest, Math.max(0, from - a), end - a, out);
      a = b;
    }
    return;
  }
  // Runs from the last to the first; position p lies in the run holding index n - 1 - p.
  let b = n - 1 - from;
  while (b < n - 1 && rank(b + 1) === rank(n - 1 - from)) b++;
  let position = n - 1 - b;
  while (b >= 0 && position < end) {
    let a = b;
    while (a > 0 && rank(a - 1) === rank(b)) a--;
    pageOf(list.subarray(a, b + 1), rest, Math.max(0, from - position), end - position, out);
    position += b - a + 1;
    b = a - 1;
  }
}

/** Ascending sort of document numbers: two passes of 16 bits (typed-array sort is 10x slower). */
export function radixSort(values: Int32Array): Int32Array {
  let from: Int32Array = values;
  let to: Int32Array = new Int32Array(values.length);
  for (const shift of [0, 16]) {
    const starts = new Int32Array(65537);
    for (let i = 0; i < from.length; i++) {
      const digit = (((from[i] ?? 0) >>> shift) & 0xffff) + 1;
      starts[digit] = (starts[digit] ?? 0) + 1;
    }
    for (let d = 1; d < starts.length; d++) starts[d] = (starts[d] ?? 0) + (starts[d - 1] ?? 0);
    for (let i = 0; i < from.length; i++) {
      const value = from[i] ?? 0;
      const digit = (value >>> shift) & 0xffff;
      to[starts[digit] ?? 0] = value;
      starts[digit] = (starts[digit] ?? 0) + 1;
    }
    [from, to] = [to, from];
  }
  return from;
}
