/** The glossary list endpoint (content service, `page.glosario`). */
import type { Lang } from '../../../../shared/types/common.js';
import type { ContentResponse, GlossaryListData } from '../../../../shared/types/content.js';
import { api } from '../../api/api.js';
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

export const glossaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlossary: build.query<ContentResponse<GlossaryViewData>, Lang>({
      query: (lang) => ({
        service: 'content',
        body: { lang, payload: { term: '', type: 'page.glosario' } },
      }),
      transformResponse: (answer: ContentResponse<GlossaryListData>) => slimGlossary(answer),
    }),
  }),
});

export const { useGetGlossaryQuery } = glossaryApi;
