/** The glossary search: the panel's first term and the results page's definitions tab. */
import { DEFINITION_TAB_COUNT } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryPanelHit, GlossaryResultHit } from '#shared/types/entities.js';
import type { GlossarySearchResponse } from '#shared/types/search.js';
import type { GlossaryConcept } from '../../data/records.js';
import { Corpus, type Ranked } from '../catalog.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { corpusOptions, perLang, withSynonyms } from './corpora.js';
import { hits } from './hits.js';

interface GlossaryEntry {
  concept: GlossaryConcept;
  lang: Lang;
}

export class GlossarySearch {
  private readonly corpus: Record<Lang, Corpus<GlossaryEntry>>;

  constructor(glossary: readonly GlossaryConcept[], language: SearchLanguage) {
    this.corpus = perLang(
      (lang) =>
        new Corpus<GlossaryEntry>(
          glossary
            .map((concept) => ({ concept, lang }))
            .sort((a, b) => a.concept[lang].title.localeCompare(b.concept[lang].title, lang)),
          ({ concept }) => [
            ...withSynonyms(language, lang, {
              kind: 'title',
              name: 'palabra',
              text: concept[lang].title,
            }),
            ...concept[lang].alias.map((a) => ({ kind: 'alias' as const, text: a })),
            { kind: 'body', name: 'descripcion', text: concept[lang].shortDescription },
            { kind: 'body', text: concept[lang].keywords.join(' ') },
          ],
          corpusOptions(language, lang),
        ),
    );
  }

  /** Whether the text finds a term (for "did you mean"). */
  finds(text: string, lang: Lang): boolean {
    return this.corpus[lang].search(text).length > 0;
  }

  /** The panel's glossary group: the best term. */
  panelHits(input: SearchInput): Ranked<GlossaryPanelHit>[] {
    return this.corpus[input.lang]
      .search(input.termT)
      .slice(0, 1)
      .map((g) => ({
        ...g,
        record: {
          palabra: g.record.concept[input.lang].title,
          shortDescripcion: g.record.concept[input.lang].shortDescription,
        },
      }));
  }

  /**
   * The definitions tab; `whenNothing` gives the "did you mean" of the results page when no term
   * matched.
   */
  answer(input: SearchInput, whenNothing: () => { sugerencia?: string }): GlossarySearchResponse {
    const found = this.corpus[input.lang].search(input.termT);
    const top: Ranked<GlossaryResultHit>[] = found.slice(0, DEFINITION_TAB_COUNT).map((g) => ({
      ...g,
      record: {
        palabra: g.record.concept[input.lang].title,
        descripcion: g.record.concept[input.lang].shortDescription,
        alias: g.record.concept[input.lang].alias.join(', '),
      },
    }));
    return {
      busquedaGlosario: {
        glosario: hits(top, found.length),
        ...(found.length === 0 ? whenNothing() : {}),
      },
    };
  }
}
