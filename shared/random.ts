/** A random selection of at most `max` distinct items (specification §5, term page side cards). */
export function randomDistinct<T>(
  items: readonly T[],
  max: number,
  keyOf: (item: T) => unknown = (item) => item,
  random: () => number = Math.random,
): T[] {
  const seen = new Set<unknown>();
  const unique: T[] = [];
  for (const item of items) {
    const key = keyOf(item);
    if (!seen.has(key)) {
      seen.add(key);
      unique.push(item);
    }
  }
  const limit = Math.max(0, Math.min(Math.floor(max), unique.length));
  // Partial Fisher-Yates: the first `limit` slots end up a uniform sample.
  for (let i = 0; i < limit; i++) {
    const j = i + Math.floor(random() * (unique.length - i));
    const a = unique[i] as T;
    unique[i] = unique[j] as T;
    unique[j] = a;
  }
  return unique.slice(0, limit);
}
