// Statistics shared by the benchmarks.

/** The nearest-rank `p`th percentile of ascending `sorted` values (NaN when there are none). */
export const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The nearest-rank median of `values`, in any order (NaN when there are none). */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
