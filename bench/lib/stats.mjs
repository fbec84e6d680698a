// Statistics and units shared by the benchmarks.

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

/** Bytes in KiB (1024) with one decimal, as the benchmarks' tables print them. */
export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Bytes in kB (1000) with one decimal. */
export const kb = (bytes) => (bytes / 1000).toFixed(1);
