/** The shape every answer shares: Elasticsearch-style hits, as the site reads them. */
import type { Hit, Hits } from '#shared/types/common.js';

/** Key of the single group under `instrumentos` (read by the site as `{first key}`). */
export const GROUP_KEY = 'resultados';

/** Hits of the results page's lists that are not grids. */
export const LIST_LIMIT = 50;

export const hits = <T>(
  ranked: readonly { record: T; highlight?: Record<string, string[]> }[],
  total: number,
): Hits<T> => ({
  total: { value: total, relation: 'eq' },
  hits: ranked.map((r, i) => {
    const hit: Hit<T> = { _id: String(i), _source: r.record };
    if (r.highlight && Object.keys(r.highlight).length > 0) hit.highlight = r.highlight;
    return hit;
  }),
});

export const plain = <T>(records: readonly T[], total = records.length): Hits<T> =>
  hits(
    records.map((record) => ({ record })),
    total,
  );
