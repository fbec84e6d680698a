/**
 * The search endpoints, one per `searchType` (specification §7), read at the spec's exact paths
 * (`shared/search/read.ts`); `null` for an answer of the wrong shape, which callers show as an
 * error.
 */
import {
  readDocuments,
  readGlossaryResults,
  readIndicators,
  readInstruments,
  readPanel,
  readPrefix,
  readSections,
  type GlossaryResults,
  type PanelResult,
  type PrefixResult,
  type Rows,
} from '#shared/search/read.js';
import { TOKEN_RETRY_DELAY_MS } from '#shared/constants.js';
import { splitSearchText } from '#shared/search/search-text.js';
import type { Lang } from '#shared/types/common.js';
import type { DocumentHit, IndexHit, InstrumentHit, SectionHit } from '#shared/types/entities.js';
import type { SearchRequest, SearchType } from '#shared/types/search.js';
import { api } from '../api/api.js';

export interface SearchArgs {
  lang: Lang;
  /** The text as typed (split here into term, term2 and termT). */
  text: string;
}

export interface GridSearchArgs extends SearchArgs {
  /** The grid's request (`serializeGridRequest`). */
  requestJson: string;
}

/** The request body of a search (specification §7). */
export function searchBody(
  searchType: SearchType,
  { lang, text }: SearchArgs,
  requestJson?: string,
): SearchRequest {
  return {
    lang,
    payload: { ...splitSearchText(text), searchType },
    ...(requestJson === undefined ? {} : { requestJson }),
  };
}

const responseOf = (answer: unknown): unknown =>
  typeof answer === 'object' && answer !== null
    ? (answer as { response?: unknown }).response
    : undefined;

/**
 * A search endpoint's request and transform (`build.query`); a grid search sends the grid's
 * request too (`withGrid`).
 */
const searchQuery = <Data, Args extends SearchArgs = SearchArgs>(
  searchType: SearchType,
  read: (response: unknown) => Data,
  requestJsonOf: (args: Args) => string | undefined = () => undefined,
) => ({
  query: (args: Args) => ({
    service: 'search' as const,
    body: searchBody(searchType, args, requestJsonOf(args)),
  }),
  transformResponse: (answer: unknown) => read(responseOf(answer)),
});
const withGrid = (args: GridSearchArgs) => args.requestJson;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPanel: build.query<PanelResult | null, SearchArgs>({
      ...searchQuery('busquedaPanel', readPanel),
      // The panel retries 100 ms after a token refresh (specification §8).
      extraOptions: { retryDelayMs: TOKEN_RETRY_DELAY_MS },
    }),
    searchPrefix: build.query<PrefixResult | null, GridSearchArgs>(
      searchQuery('busquedaPrefijo', readPrefix, withGrid),
    ),
    searchGlossary: build.query<GlossaryResults | null, SearchArgs>(
      searchQuery('busquedaGlosario', readGlossaryResults),
    ),
    searchInstruments: build.query<Rows<InstrumentHit> | null, GridSearchArgs>(
      searchQuery('busquedaInstrumentos', readInstruments, withGrid),
    ),
    searchDocuments: build.query<Rows<DocumentHit> | null, GridSearchArgs>(
      searchQuery('busquedaDocumentosPorInstrumentos', readDocuments, withGrid),
    ),
    searchIndicators: build.query<Rows<IndexHit> | null, SearchArgs>(
      searchQuery('busquedaIndicadores', readIndicators),
    ),
    searchSections: build.query<Rows<SectionHit> | null, SearchArgs>(
      searchQuery('busquedaSecciones', readSections),
    ),
  }),
});
export const {
  useSearchPanelQuery,
  useLazySearchPanelQuery,
  useSearchPrefixQuery,
  useSearchGlossaryQuery,
  useSearchInstrumentsQuery,
  useSearchDocumentsQuery,
  useSearchIndicatorsQuery,
  useSearchSectionsQuery,
} = searchApi;
