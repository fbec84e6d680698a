/**
 * Glossary route: a server-rendered page brings only its first view (decision 090); the whole list
 * is asked for once the finder needs it, and at once on a visit within the app.
 */
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useLoaderData } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ContentResponse } from '#shared/types/content.js';
import type { Lang } from '#shared/types/common.js';
import { errorMessages } from '../api/base-query.js';
import type { RootState } from '../app/store.js';
import type { GlossaryLoaderData } from '../features/glossary/load.js';
import {
  glossaryApi,
  useGetGlossaryFirstViewQuery,
  useGetGlossaryQuery,
} from '../features/glossary/api.js';
import { GlossaryView, type GlossaryStatus } from '../features/glossary/GlossaryView.js';

// The route module brings its loader's code with it, as a React Router route module does.
export { loadGlossaryPage } from '../features/glossary/load.js';

type Checked<T> = { status: GlossaryStatus; data?: T; messages: string[] };

/**
 * Loading, error (with the raw messages) or success of a glossary answer (specification §8); `key`
 * names the array the answer's data must carry with the intro.
 */
export function glossaryState<T>(
  isLoading: boolean,
  answer: ContentResponse<T> | undefined,
  error: unknown,
  key: 'pageGlosarioLandings' | 'cards',
): Checked<T> {
  if (isLoading) return { status: 'loading', messages: [] };
  if (error) return { status: 'error', messages: errorMessages(error) };
  if (!answer?.status) {
    const messages: unknown = answer?.messages;
    return { status: 'error', messages: Array.isArray(messages) ? messages.map(String) : [] };
  }
  // The answer comes from the network: without its page or its list it is the spec's 'data error'.
  const data = (answer.response as typeof answer.response | undefined)?.data as
    (Record<string, unknown> & { page?: { body?: { html?: unknown } } }) | null | undefined;
  if (typeof data?.page?.body?.html !== 'string' || !Array.isArray(data[key])) {
    return { status: 'error', messages: ['data error'] };
  }
  return { status: 'success', data: data as T, messages: [] };
}

export function GlossaryRoute({ lang }: { lang: Lang }) {
  const loaded = useLoaderData<GlossaryLoaderData | null>();
  const args = loaded?.firstView;
  const store = useStore<RootState>();
  // Read once: whether this page came with its first view (or its failure) rather than the list.
  const [brought] = useState(
    () =>
      args !== undefined &&
      !glossaryApi.endpoints.getGlossaryFirstView.select(args)(store.getState()).isUninitialized,
  );
  const [listWanted, setListWanted] = useState(!brought);
  const first = useGetGlossaryFirstViewQuery(brought && args ? args : skipToken);
  const list = useGetGlossaryQuery(listWanted ? lang : skipToken);

  const whole = listWanted
    ? glossaryState(list.isLoading, list.data, list.error, 'pageGlosarioLandings')
    : null;
  const day = args?.day;
  if (whole && (!brought || whole.status === 'success')) {
    return (
      <GlossaryView
        lang={lang}
        status={whole.status}
        messages={whole.messages}
        {...(day ? { day } : {})}
        {...(whole.data ? { data: whole.data } : {})}
      />
    );
  }
  const view = glossaryState(first.isLoading, first.data, first.error, 'cards');
  return (
    <GlossaryView
      lang={lang}
      status={view.status}
      messages={view.messages}
      {...(view.data ? { firstView: view.data } : {})}
      onNeedList={() => {
        setListWanted(true);
      }}
      {...(whole?.status === 'error' ? { listMessages: whole.messages } : {})}
    />
  );
}
