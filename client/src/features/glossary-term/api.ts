/** The term page endpoint (content service, `page.glosario.landing`). */
import type { Lang } from '../../../../shared/types/common.js';
import type { ContentResponse, GlossaryTermData } from '../../../../shared/types/content.js';
import { api } from '../../api/api.js';

export interface TermArgs {
  lang: Lang;
  /** The term title with spaces. */
  term: string;
}

export const glossaryTermApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGlossaryTerm: build.query<ContentResponse<GlossaryTermData>, TermArgs>({
      query: ({ lang, term }) => ({
        service: 'content',
        body: { lang, payload: { term, type: 'page.glosario.landing' } },
      }),
    }),
  }),
});

export const { useGetGlossaryTermQuery } = glossaryTermApi;
