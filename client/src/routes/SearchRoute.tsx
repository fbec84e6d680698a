/** Search results route: the loader's outcome and the `tab` parameter into the results view. */
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { TAB_DEFINITIONS } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { SearchPageData } from '../features/search-results/load.js';
import { tabOf } from '../features/search-results/tab.js';
import { SearchResultsView } from '../features/search-results/SearchResultsView.js';

export function SearchRoute({ lang }: { lang: Lang }) {
  const data = useLoaderData<SearchPageData>();
  const [params] = useSearchParams();
  return (
    <SearchResultsView
      lang={lang}
      text={data.text}
      view={data.view}
      tab={tabOf(params) ?? TAB_DEFINITIONS}
      documentsRequest={data.documentsRequest}
    />
  );
}
