/** The glossary list endpoint (content service, `page.glosario`). */
import type { Lang } from '../../../../shared/types/common.js';
import type { ContentResponse, GlossaryListData } from '../../../../shared/types/content.js';
import { api } from '../../api/api.js';
import { memoByAnswer } from '../../api/answer-memo.js';
import { sanitizeContentHtml } from '../../ui/sanitize.js';
import type { GlossaryViewData } from './GlossaryView.js';

/**
 * Keeps only what the glossary screen shows of each landing (its card): the list answer carries
 * every term's full body, which the screen never renders and the page need not embed.
 */
export function slimGlossary(
  answer: ContentResponse<GlossaryListData>,
): ContentResponse<GlossaryViewData> {
  const data = answer.response.data;
  if (!data || !Array.isArray(data.pageGlosarioLandings)) return answer;
  return {
    ...answer,
    response: {
      data: {
        page: data.page,
        pageGlosarioLandings: data.pageGlosarioLandings.map(
          ({ id, title, displayTitle, shortDescription, alias }) => ({
            id,
            title,
            displayTitle,
            shortDescription,
            alias,
          }),
        ),
      },
    },
  };
}

/** What the store keeps of a glossary answer: the cards' fields and the intro HTML sanitized. */
export const glossaryViewAnswer = memoByAnswer(
  async (answer: ContentResponse<GlossaryListData>): Promise<ContentResponse<GlossaryViewData>> => {
    const slim = slimGlossary(answer);
    const data = slim.response.data;
    // The answer comes from the network: a page without an HTML body is left to the view.
    const body = (data?.page as Partial<GlossaryViewData['page']> | undefined)?.body;
    const html: unknown = body?.html;
    if (!data || typeof html !== 'string') return slim;
    const page = {
      ...data.page,
      body: { ...data.page.body, html: await sanitizeContentHtml(html) },
    };
    return { ...slim, response: { ...slim.response, data: { ...data, page } } };
  },
);

export const glossaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlossary: build.query<ContentResponse<GlossaryViewData>, Lang>({
      query: (lang) => ({
        service: 'content',
        body: { lang, payload: { term: '', type: 'page.glosario' } },
      }),
      transformResponse: glossaryViewAnswer,
    }),
  }),
});

export const { useGetGlossaryQuery } = glossaryApi;
