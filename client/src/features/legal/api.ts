/**
 * A legal page of the footer from the content service (`page.legal`, decision 115): its HTML
 * sanitized, and its placeholders filled with the cookies' real names and lifetimes.
 */
import { fillLegalText, type LegalPage } from '#shared/legal.js';
import type { Lang } from '#shared/types/common.js';
import type { ContentResponse, LegalPageData } from '#shared/types/content.js';
import type { LegalPageText } from '#shared/types/entities.js';
import { api } from '../../api/api.js';
import { loadQuery, type AppStore } from '../../app/store.js';
import { sanitizeContentHtml } from '../../ui/sanitize.js';

export interface LegalArgs {
  lang: Lang;
  page: LegalPage;
}

/** The page's text, or null when the answer's data has another shape. */
export function readLegalPage(data: unknown): LegalPageText | null {
  const page = (data as { page?: Partial<LegalPageText> } | null | undefined)?.page;
  if (
    typeof page?.displayTitle !== 'string' ||
    typeof page.shortDescription !== 'string' ||
    typeof page.body?.html !== 'string'
  )
    return null;
  return page as LegalPageText;
}

/**
 * The answer as the store keeps it, and as pages read it: the body sanitized, the placeholders of
 * every text filled (once, here).
 */
export async function shownLegalAnswer(
  answer: ContentResponse<LegalPageData>,
): Promise<ContentResponse<LegalPageData>> {
  const page = readLegalPage(answer.response.data);
  if (!page) return answer;
  const shown: LegalPageText = {
    displayTitle: fillLegalText(page.displayTitle),
    shortDescription: fillLegalText(page.shortDescription),
    body: { html: fillLegalText(await sanitizeContentHtml(page.body.html)) },
  };
  return { ...answer, response: { data: { page: shown } } };
}

export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLegalPage: build.query<ContentResponse<LegalPageData>, LegalArgs>({
      query: ({ lang, page }) => ({
        service: 'content',
        body: { lang, payload: { term: page, type: 'page.legal' } },
      }),
      transformResponse: shownLegalAnswer,
    }),
  }),
});

export const { useGetLegalPageQuery } = legalApi;

export function loadLegalPage(store: AppStore, args: LegalArgs) {
  return loadQuery(store, legalApi.endpoints.getLegalPage.initiate(args));
}
