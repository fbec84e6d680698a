/**
 * The seam between the search service's handlers and whatever answers them (docs/architecture.md
 * "Reference upstream"). The embedded default is `SearchService`: the small corpora in an in-memory
 * index and the company documents behind `DocumentStore` (SQLite by default). A distributed engine
 * (OpenSearch, PostgreSQL) implements this same interface; the routes do not change.
 */
import type { SearchResponseByType, SearchType } from '#shared/types/search.js';
import type { SearchInput } from './input.js';

export interface SearchEngine {
  /** The answer of one `searchType`; throws a `GridRequestError` for a malformed `requestJson`. */
  search<T extends SearchType>(type: T, input: SearchInput): SearchResponseByType[T];
}
