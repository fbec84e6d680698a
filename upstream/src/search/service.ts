/**
 * The search service's answers for every `searchType` (specification §7), at exactly the paths the
 * site reads: one module per search type in `answers/`, small corpora searched in memory
 * (`Corpus`), company documents through the `DocumentStore` seam. This class builds them once and
 * dispatches.
 */
import type { SearchResponseByType, SearchType } from '#shared/types/search.js';
import type { Dataset } from '../data/load.js';
import { DidYouMean } from './answers/did-you-mean.js';
import { DocumentSearch } from './answers/documents.js';
import { GlossarySearch } from './answers/glossary.js';
import { IndexSearch } from './answers/indices.js';
import { InstrumentSearch } from './answers/instruments.js';
import { panelAnswer, type PanelParts } from './answers/panel.js';
import { PrefixSearch } from './answers/prefix.js';
import { SectionSearch } from './answers/sections.js';
import type { DocumentStore } from './documents.js';
import type { SearchEngine } from './engine.js';
import type { SearchInput } from './input.js';
import { SearchLanguage } from './language.js';

export class SearchService implements SearchEngine {
  private readonly parts: PanelParts;

  /** `seed`: the generated prices'; `asOf`: the market close of the index values. */
  constructor(data: Dataset, documents: DocumentStore, seed: number, asOf: string) {
    const language = new SearchLanguage(data.searchWords);
    const glossary = new GlossarySearch(data.glossary, language);
    const instruments = new InstrumentSearch(data.issuers, language, seed);
    const indices = new IndexSearch(data.indices, language, asOf);
    const sections = new SectionSearch(data.sections, language);
    const documentSearch = new DocumentSearch(documents, language, instruments);
    this.parts = {
      glossary,
      instruments,
      documents: documentSearch,
      indices,
      sections,
      prefix: new PrefixSearch(
        data.issuers.map((i) => i.cve_emisora),
        documentSearch,
      ),
      didYouMean: new DidYouMean(
        data,
        language,
        (text, lang) =>
          glossary.finds(text, lang) ||
          instruments.finds(text, lang) ||
          sections.find(text, lang).length > 0 ||
          indices.find(text, lang).length > 0,
      ),
    };
  }

  search<T extends SearchType>(type: T, input: SearchInput): SearchResponseByType[T] {
    const { parts } = this;
    const answers: { [K in SearchType]: () => SearchResponseByType[K] } = {
      busquedaPanel: () => panelAnswer(parts, input),
      busquedaPrefijo: () => parts.prefix.answer(input),
      busquedaGlosario: () =>
        parts.glossary.answer(input, () =>
          parts.didYouMean.suggestion(input, this.resultsPageFound(input)),
        ),
      busquedaInstrumentos: () => parts.instruments.answer(input),
      busquedaDocumentosPorInstrumentos: () => parts.documents.answer(input),
      busquedaIndicadores: () => parts.indices.answer(input),
      busquedaSecciones: () => parts.sections.answer(input),
    };
    return answers[type]();
  }

  /** How many hits the results page's other searches have for the text (0 or more). */
  private resultsPageFound(input: SearchInput): number {
    const { parts } = this;
    if (parts.instruments.find(input).length > 0) return 1;
    if (parts.indices.find(input.termT, input.lang).length > 0) return 1;
    if (parts.sections.find(input.termT, input.lang).length > 0) return 1;
    if (parts.prefix.matches(input, 1).total.value > 0) return 1;
    return parts.documents.count(input);
  }
}
