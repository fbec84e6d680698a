/** The term page endpoint (content service, `page.glosario.landing`). */
import type { Lang } from '#shared/types/common.js';
import type { ContentResponse, GlossaryTermData } from '#shared/types/content.js';
import { api } from '../../api/api.js';
import { sanitizeContentHtml } from '../../ui/sanitize.js';

export interface TermArgs {
  lang: Lang;
  /** The term title with spaces. */
  term: string;
}

/**
 * The answer as the store keeps it: each landing's body HTML sanitized, then the first mention of
 * each other glossary term in it linked (the linker loads with the first term answer).
 */
export async function sanitizedTermAnswer(
  answer: ContentResponse<GlossaryTermData>,
): Promise<ContentResponse<GlossaryTermData>> {
  const data = answer.response.data as Partial<GlossaryTermData> | null | undefined;
  if (!data || !Array.isArray(data.pageGlosarioLandings)) return answer;
  const { linkMentions } = await import('./mention-links.js');
  const landings = await Promise.all(
    data.pageGlosarioLandings.map(async (landing) => {
      const html: unknown = (landing.body as Partial<typeof landing.body> | undefined)?.html;
      if (typeof html !== 'string') return landing;
      const linked = linkMentions(await sanitizeContentHtml(html), landing.mentions, landing.title);
      return { ...landing, body: { ...landing.body, html: linked } };
    }),
  );
  return {
    ...answer,
    response: {
      ...answer.response,
      data: { ...data, pageGlosarioLandings: landings } as GlossaryTermData,
    },
  };
}

export const glossaryTermApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlossaryTerm: build.query<ContentResponse<GlossaryTermData>, TermArgs>({
      query: ({ lang, term }) => ({
        service: 'content',
        body: { lang, payload: { term, type: 'page.glosario.landing' } },
      }),
      transformResponse: sanitizedTermAnswer,
    }),
  }),
});

export const { useGetGlossaryTermQuery } = glossaryTermApi;
