/** The site-section search: the panel's sections group and the results page's sections tab. */
import type { Lang } from '#shared/types/common.js';
import type { SectionHit } from '#shared/types/entities.js';
import type { SectionsSearchResponse } from '#shared/types/search.js';
import type { Dataset } from '../../data/load.js';
import { Corpus, type Ranked } from '../catalog.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { corpusOptions, perLang, withSynonyms } from './corpora.js';
import { hits, LIST_LIMIT } from './hits.js';

export class SectionSearch {
  private readonly corpus: Record<Lang, Corpus<SectionHit>>;

  constructor(sections: Dataset['sections'], language: SearchLanguage) {
    this.corpus = perLang(
      (lang) =>
        new Corpus<SectionHit>(
          sections[lang],
          (s) => [
            ...withSynonyms(language, lang, { kind: 'title', name: 'titulo', text: s.titulo }),
            { kind: 'body', name: 'macro_menu', text: s.macro_menu },
          ],
          corpusOptions(language, lang),
        ),
    );
  }

  find(text: string, lang: Lang): Ranked<SectionHit>[] {
    return this.corpus[lang].search(text);
  }

  answer(input: SearchInput): SectionsSearchResponse {
    const found = this.find(input.termT, input.lang);
    return { busquedaSecciones: { secciones: hits(found.slice(0, LIST_LIMIT), found.length) } };
  }
}
