/**
 * What every search receives: the request's payload, its language and, for grid searches, the
 * grid's request. Shared by the `SearchEngine` seam and the answers of each search type.
 */
import type { Lang } from '#shared/types/common.js';
import type { SearchPayload } from '#shared/types/search.js';

export interface SearchInput extends SearchPayload {
  lang: Lang;
  /** The grid's request, serialized (grid searches only). */
  requestJson?: string | undefined;
}
