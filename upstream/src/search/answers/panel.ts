/**
 * The search panel's answer (`busquedaPanel`): the first glossary term, instruments with their
 * issuers' first documents (or the documents of the text), indices, sections, the prefix lookup's
 * issuers and, when all of them found nothing, "did you mean".
 */
import { PANEL_DOCUMENTS_LIMIT } from '#shared/constants.js';
import type { GridRequest } from '#shared/types/grid.js';
import type { PanelResponse } from '#shared/types/search.js';
import type { SearchInput } from '../input.js';
import type { DidYouMean } from './did-you-mean.js';
import type { DocumentSearch } from './documents.js';
import type { GlossarySearch } from './glossary.js';
import { GROUP_KEY, hits } from './hits.js';
import type { IndexSearch } from './indices.js';
import type { InstrumentSearch } from './instruments.js';
import type { PrefixSearch } from './prefix.js';
import type { SectionSearch } from './sections.js';

const PANEL_LIMITS = { instruments: 10, indices: 5, sections: 5, prefixes: 10 } as const;

const FIRST_DOCUMENTS: GridRequest = {
  startRow: 0,
  endRow: PANEL_DOCUMENTS_LIMIT,
  sortModel: [],
  filterModel: {},
};

export interface PanelParts {
  glossary: GlossarySearch;
  instruments: InstrumentSearch;
  documents: DocumentSearch;
  indices: IndexSearch;
  sections: SectionSearch;
  prefix: PrefixSearch;
  didYouMean: DidYouMean;
}

export function panelAnswer(parts: PanelParts, input: SearchInput): PanelResponse {
  const glossary = parts.glossary.panelHits(input);
  const instruments = parts.instruments.find(input);
  const shown = instruments.slice(0, PANEL_LIMITS.instruments);
  const issuers = parts.instruments.issuersOf(input, instruments);
  const documentos = parts.documents.forText(input, issuers, FIRST_DOCUMENTS);
  const indices = parts.indices.find(input.termT, input.lang);
  const sections = parts.sections.find(input.termT, input.lang);
  const prefijos = parts.prefix.matches(input, PANEL_LIMITS.prefixes);
  const found =
    glossary.length +
    instruments.length +
    documentos.total.value +
    indices.length +
    sections.length +
    prefijos.total.value;
  return {
    busquedaPanel: {
      busquedaGeneral: {
        glosario: hits(glossary, glossary.length),
        instrumentosEmisoras: {
          instrumentos: {
            [GROUP_KEY]: { emisoras: hits(shown, instruments.length), documentos },
            hits: parts.instruments.pricesOf(shown.map((r) => r.record)),
          },
        },
        indicadores: parts.indices.indicators(indices, PANEL_LIMITS.indices),
        secciones: hits(sections.slice(0, PANEL_LIMITS.sections), sections.length),
      },
      prefijosDocumentos: { prefijos: { total: prefijos.total, hits: prefijos.hits } },
      ...parts.didYouMean.suggestion(input, found),
    },
  };
}
