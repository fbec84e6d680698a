/** The glossary's data as its view and its endpoints share it. */
import type { Letter } from '#shared/constants.js';
import type { GlossaryHomePage } from '#shared/types/entities.js';
import type { GlossaryTerm } from './filter.js';

/** What the view needs of the glossary list: the home page and each term's card fields. */
export interface GlossaryViewData {
  page: GlossaryHomePage;
  pageGlosarioLandings: GlossaryTerm[];
}

/**
 * What a glossary page embeds for the browser (docs/decisions/090): not the whole list, which the
 * finder asks for once the visitor picks another letter or types.
 */
export interface GlossaryFirstView {
  page: GlossaryViewData['page'];
  letters: Letter[];
  termOfDay: GlossaryTerm | null;
  letter: Letter;
  text: string;
  cards: GlossaryTerm[];
}
