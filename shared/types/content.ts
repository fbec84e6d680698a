/** Content service contract (specification §7: glossary list and term page). */
import type { Lang } from './common.js';
import type { GlossaryHomePage, GlossaryLanding, SharedContentCard } from './entities.js';

export const CONTENT_TYPES = ['page.glosario', 'page.glosario.landing'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface ContentRequest {
  lang: Lang;
  payload: {
    /** Empty for the glossary list; the term title with spaces for a term page. */
    term: string;
    type: ContentType;
  };
}

/** Answer envelope of the content service. */
export interface ContentResponse<T> {
  status: boolean;
  messages: string[];
  response: { data: T | null };
}

/** `page.glosario`: the glossary home page and every landing of the language. */
export interface GlossaryListData {
  page: GlossaryHomePage;
  pageGlosarioLandings: GlossaryLanding[];
}

/** `page.glosario.landing`: one landing and every shared card (the client keeps at most 4). */
export interface GlossaryTermData {
  pageGlosarioLandings: GlossaryLanding[];
  sharedContentEspacioBolsas: SharedContentCard[];
}

export interface ContentDataByType {
  'page.glosario': GlossaryListData;
  'page.glosario.landing': GlossaryTermData;
}
