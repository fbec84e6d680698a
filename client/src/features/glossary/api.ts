/** The glossary endpoints (content service, `page.glosario`): the list and a page's first view. */
import type { Letter } from '#shared/constants.js';
import { termOfDay } from '#shared/term-of-day.js';
import type { Lang } from '#shared/types/common.js';
import type { ContentResponse, GlossaryListData } from '#shared/types/content.js';
import { api } from '../../api/api.js';
import { sanitizeContentHtml } from '../../ui/sanitize.js';
import {
  filterByLetter,
  filterByText,
  hasSearchText,
  lettersWithTerms,
  sortTerms,
} from './filter.js';
import type { GlossaryFirstView, GlossaryViewData } from './types.js';

/**
 * Keeps only each landing's card fields, in the language's order: the screen never shows bodies,
 * and a list sorted here hydrates without a collator, whose data Chromium is slow to load.
 */
export function slimGlossary(
  answer: ContentResponse<GlossaryListData>,
  lang: Lang,
): ContentResponse<GlossaryViewData> {
  // The answer comes from the network: a failure may carry no `response` at all.
  const data = (answer.response as ContentResponse<GlossaryListData>['response'] | undefined)?.data;
  if (!data || !Array.isArray(data.pageGlosarioLandings)) return answer;
  const cards = data.pageGlosarioLandings.map(
    ({ id, title, displayTitle, shortDescription, alias, aliasLang, conceptKey }) => ({
      id,
      title,
      displayTitle,
      shortDescription,
      alias,
      ...(aliasLang ? { aliasLang } : {}),
      // The term of the day is chosen by concept, the same in both languages.
      ...(conceptKey ? { conceptKey } : {}),
    }),
  );
  return {
    ...answer,
    response: { data: { page: data.page, pageGlosarioLandings: [...sortTerms(cards, lang)] } },
  };
}

/** What the store keeps of a glossary answer: the cards in order, the intro HTML sanitized. */
export async function glossaryViewAnswer(
  answer: ContentResponse<GlossaryListData>,
  lang: Lang,
): Promise<ContentResponse<GlossaryViewData>> {
  const slim = slimGlossary(answer, lang);
  const data = (slim.response as typeof slim.response | undefined)?.data;
  // The answer comes from the network: a page without an HTML body is left to the view.
  const body = (data?.page as Partial<GlossaryViewData['page']> | undefined)?.body;
  const html: unknown = body?.html;
  if (!data || typeof html !== 'string') return slim;
  const page = {
    ...data.page,
    body: { ...data.page.body, html: await sanitizeContentHtml(html) },
  };
  return { ...slim, response: { ...slim.response, data: { ...data, page } } };
}

/** A glossary page as first shown: its finder's letter and text (the URL's), and the day. */
export interface FirstViewArgs {
  lang: Lang;
  letter: Letter;
  text: string;
  day: string;
}

/** The first view of a glossary answer as stored (`glossaryViewAnswer`). */
export function firstViewOf(
  answer: ContentResponse<GlossaryViewData>,
  { letter, text, day }: Omit<FirstViewArgs, 'lang'>,
): ContentResponse<GlossaryFirstView> {
  const data = (answer.response as typeof answer.response | undefined)?.data;
  // A failed or malformed answer keeps its status and messages for the view, without data.
  if (!data || !Array.isArray(data.pageGlosarioLandings)) {
    return { status: answer.status, messages: answer.messages, response: { data: null } };
  }
  const terms = data.pageGlosarioLandings;
  const view: GlossaryFirstView = {
    page: data.page,
    letters: [...lettersWithTerms(terms)],
    termOfDay: termOfDay(terms, day),
    letter,
    text,
    cards: [...(hasSearchText(text) ? filterByText(terms, text) : filterByLetter(terms, letter))],
  };
  return { ...answer, response: { ...answer.response, data: view } };
}

export const glossaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlossary: build.query<ContentResponse<GlossaryViewData>, Lang>({
      query: (lang) => ({
        service: 'content',
        body: { lang, payload: { term: '', type: 'page.glosario' } },
      }),
      transformResponse: (answer: ContentResponse<GlossaryListData>, _meta, lang) =>
        glossaryViewAnswer(answer, lang),
    }),
    getGlossaryFirstView: build.query<ContentResponse<GlossaryFirstView>, FirstViewArgs>({
      query: ({ lang }) => ({
        service: 'content',
        body: { lang, payload: { term: '', type: 'page.glosario' } },
      }),
      transformResponse: async (answer: ContentResponse<GlossaryListData>, _meta, args) =>
        firstViewOf(await glossaryViewAnswer(answer, args.lang), args),
    }),
  }),
});

export const { useGetGlossaryQuery, useGetGlossaryFirstViewQuery } = glossaryApi;
