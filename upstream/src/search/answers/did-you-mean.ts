/**
 * "Did you mean" (docs/search.md, "Ranking"): when a search found nothing, the query with each
 * unknown word replaced by the closest word of the vocabulary, offered only when it finds
 * something.
 */
import type { Lang } from '#shared/types/common.js';
import type { Dataset } from '../../data/load.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { Suggester } from '../suggest.js';
import { perLang } from './corpora.js';

export class DidYouMean {
  private readonly suggester: Record<Lang, Suggester>;

  /** `finds`: whether a text finds something in the small corpora. */
  constructor(
    data: Dataset,
    language: SearchLanguage,
    private readonly finds: (text: string, lang: Lang) => boolean,
  ) {
    this.suggester = perLang(
      (lang) =>
        new Suggester(
          [
            ...data.glossary.flatMap((c) => [c[lang].title, ...c[lang].alias]),
            ...data.issuers.map((i) => i.razon_social),
            ...data.sections[lang].map((s) => s.titulo),
            ...data.indices.map((i) => i.nombre_largo),
          ],
          language.stopWords(lang),
        ),
    );
  }

  /** `{ sugerencia }` when the search `found` nothing and the suggestion finds something. */
  suggestion(input: SearchInput, found: number): { sugerencia?: string } {
    if (found > 0) return {};
    const suggested = this.suggester[input.lang].suggest(input.termT);
    return suggested !== null && this.finds(suggested, input.lang) ? { sugerencia: suggested } : {};
  }
}
