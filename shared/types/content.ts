/** Content service contract (specification §7: glossary list and term page). */
import type { Lang } from './common.js';
import type {
  GlossaryHomePage,
  GlossaryLanding,
  LegalPageText,
  SharedContentCard,
} from './entities.js';

export const CONTENT_TYPES = ['page.glosario', 'page.glosario.landing', 'page.legal'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface ContentRequest {
  lang: Lang;
  payload: {
    /**
     * Empty for the glossary list; the term title with spaces for a term page; a legal page's key
     * (`shared/legal.ts`, decision 115) for `page.legal`.
     */
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

/** `page.legal`: one legal page of the footer, its text with `{{cookie}}` placeholders. */
export interface LegalPageData {
  page: LegalPageText;
}

export interface ContentDataByType {
  'page.glosario': GlossaryListData;
  'page.glosario.landing': GlossaryTermData;
  'page.legal': LegalPageData;
}
