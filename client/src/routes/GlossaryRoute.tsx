/** Glossary route: the glossary list from the content service into the glossary view. */
import type { ContentResponse } from '../../../shared/types/content.js';
import type { Lang } from '../../../shared/types/common.js';
import type { ApiError } from '../api/base-query.js';
import { pageQuery } from '../api/page-query.js';
import { glossaryApi, useGetGlossaryQuery } from '../features/glossary/api.js';
import {
  GlossaryView,
  type GlossaryStatus,
  type GlossaryViewData,
} from '../features/glossary/GlossaryView.js';

/** Loading, error (with the raw messages) or success of a glossary answer (SPEC section 8). */
export function glossaryState(
  isLoading: boolean,
  data: ContentResponse<GlossaryViewData> | undefined,
  error: unknown,
): { status: GlossaryStatus; data?: GlossaryViewData; messages: string[] } {
  if (isLoading) return { status: 'loading', messages: [] };
  if (error) return { status: 'error', messages: (error as Partial<ApiError>).messages ?? [] };
  if (!data?.status) return { status: 'error', messages: data?.messages ?? [] };
  if (!data.response.data) return { status: 'error', messages: ['data error'] };
  return { status: 'success', data: data.response.data, messages: [] };
}

const useGlossaryQuery = pageQuery(useGetGlossaryQuery, glossaryApi.endpoints.getGlossary);

export function GlossaryRoute({ lang }: { lang: Lang }) {
  const query = useGlossaryQuery(lang);
  const state = glossaryState(query.isLoading, query.data, query.error);
  return (
    <GlossaryView
      lang={lang}
      status={state.status}
      messages={state.messages}
      {...(state.data ? { data: state.data } : {})}
    />
  );
}
