/**
 * The search endpoints: one per `searchType` (SPEC section 7). Each sends the text split into
 * `term`, `term2` and `termT`, plus the grid's `requestJson` for grid searches, and reads the answer
 * at exactly the paths of the spec (`shared/search/read.ts`). A reader gives `null` for an answer of
 * the wrong shape: the caller shows its error state.
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
} from '../../../shared/search/read.js';
import { TOKEN_RETRY_DELAY_MS } from '../../../shared/constants.js';
import { splitSearchText } from '../../../shared/text.js';
import type { Lang } from '../../../shared/types/common.js';
import type {
  DocumentHit,
  IndexHit,
  InstrumentHit,
  SectionHit,
} from '../../../shared/types/entities.js';
import type { SearchRequest, SearchType } from '../../../shared/types/search.js';
import { api } from '../api/api.js';
import type { QueryRecipe } from '../api/load-query.js';

export interface SearchArgs {
  lang: Lang;
  /** The text as typed (split here into term, term2 and termT). */
  text: string;
}

export interface GridSearchArgs extends SearchArgs {
  /** The grid's request (`serializeGridRequest`). */
  requestJson: string;
}

/** The request body of a search (SPEC section 7). */
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
 * A search's request and transform (`build.query` below; `loadQuery` on the server); a grid
 * search sends the grid's request too (`withGrid`).
 */
const searchRecipe = <Data, Args extends SearchArgs = SearchArgs>(
  searchType: SearchType,
  read: (response: unknown) => Data,
  requestJsonOf: (args: Args) => string | undefined = () => undefined,
): QueryRecipe<Args, unknown, Data> => ({
  query: (args) => ({ service: 'search', body: searchBody(searchType, args, requestJsonOf(args)) }),
  transformResponse: (answer) => read(responseOf(answer)),
});
const withGrid = (args: GridSearchArgs) => args.requestJson;

/** The searches the results page loads (`features/search-results/load.ts`). */
export const searchRecipes = {
  searchPrefix: searchRecipe('busquedaPrefijo', readPrefix, withGrid),
  searchGlossary: searchRecipe('busquedaGlosario', readGlossaryResults),
  searchInstruments: searchRecipe('busquedaInstrumentos', readInstruments, withGrid),
  searchDocuments: searchRecipe('busquedaDocumentosPorInstrumentos', readDocuments, withGrid),
  searchIndicators: searchRecipe('busquedaIndicadores', readIndicators),
  searchSections: searchRecipe('busquedaSecciones', readSections),
};

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPanel: build.query<PanelResult | null, SearchArgs>({
      ...searchRecipe('busquedaPanel', readPanel),
      // The panel retries 100 ms after a token refresh (SPEC section 8).
      extraOptions: { retryDelayMs: TOKEN_RETRY_DELAY_MS },
    }),
    searchPrefix: build.query<PrefixResult | null, GridSearchArgs>(searchRecipes.searchPrefix),
    searchGlossary: build.query<GlossaryResults | null, SearchArgs>(searchRecipes.searchGlossary),
    searchInstruments: build.query<Rows<InstrumentHit> | null, GridSearchArgs>(
      searchRecipes.searchInstruments,
    ),
    searchDocuments: build.query<Rows<DocumentHit> | null, GridSearchArgs>(
      searchRecipes.searchDocuments,
    ),
    searchIndicators: build.query<Rows<IndexHit> | null, SearchArgs>(
      searchRecipes.searchIndicators,
    ),
    searchSections: build.query<Rows<SectionHit> | null, SearchArgs>(searchRecipes.searchSections),
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
