/** Glossary route: the glossary list from the content service into the glossary view. */
import { useLoaderData } from 'react-router-dom';
import type { ContentResponse } from '#shared/types/content.js';
import type { Lang } from '#shared/types/common.js';
import type { ApiError } from '../api/base-query.js';
import { useGetGlossaryQuery } from '../features/glossary/api.js';
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
  if (!data?.status) {
    const messages: unknown = data?.messages;
    return { status: 'error', messages: Array.isArray(messages) ? messages.map(String) : [] };
  }
  // The answer comes from the network: without its page or its list it is the spec's 'data error'.
  const page = (data.response as typeof data.response | undefined)?.data;
  if (!isGlossaryData(page)) return { status: 'error', messages: ['data error'] };
  return { status: 'success', data: page, messages: [] };
}

function isGlossaryData(data: unknown): data is GlossaryViewData {
  if (typeof data !== 'object' || data === null) return false;
  const { page, pageGlosarioLandings } = data as Partial<Record<keyof GlossaryViewData, unknown>>;
  if (typeof page !== 'object' || page === null || !Array.isArray(pageGlosarioLandings))
    return false;
  const body: unknown = (page as { body?: unknown }).body;
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { html?: unknown }).html === 'string'
  );
}

export interface GlossaryLoaderData {
  /** The day (`YYYY-MM-DD`, site time zone) whose term of the day the page shows. */
  day: string;
}

export function GlossaryRoute({ lang }: { lang: Lang }) {
  const loaded = useLoaderData<GlossaryLoaderData | null>();
  const query = useGetGlossaryQuery(lang);
  const state = glossaryState(query.isLoading, query.data, query.error);
  return (
    <GlossaryView
      lang={lang}
      status={state.status}
      messages={state.messages}
      {...(loaded?.day ? { day: loaded.day } : {})}
      {...(state.data ? { data: state.data } : {})}
    />
  );
}
