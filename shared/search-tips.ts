/**
 * The search tips (specification §2 "Search tips"), built from the keyword tables: one source for
 * the panel and the help PDF, so the two never disagree.
 */
import { DOCUMENT_TYPES, SECURITY_TYPES } from './keywords.js';
import type { Lang } from './types/common.js';

export interface SearchTip {
  term: string;
  description: string;
  examples: string[];
}

/** Issuer keys used in the examples (two per document type, alternating). */
const EXAMPLE_KEYS = ['AMX', 'WALMEX', 'FEMSA', 'GFNORTE', 'BIMBO', 'CEMEX'] as const;

export const SEARCH_TIPS_TEXT = {
  es: {
    title: 'Ayuda para la búsqueda',
    intro:
      'Escriba una palabra, una clave de pizarra o el nombre de una emisora. Para ver los documentos de una emisora, escriba el tipo de documento seguido de su clave.',
    documentsHeading: 'Documentos por tipo',
    valuesHeading: 'Tipos de valor',
    term: 'Término',
    description: 'Descripción',
    examples: 'Ejemplos',
  },
  en: {
    title: 'Search help',
    intro:
      "Type a word, a ticker or an issuer's name. To see an issuer's documents, type the document type followed by its ticker.",
    documentsHeading: 'Documents by type',
    valuesHeading: 'Value types',
    term: 'Term',
    description: 'Description',
    examples: 'Examples',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** Document-type terms of a language, two examples each (Spanish-only types skipped in English). */
export function documentTips(lang: Lang): SearchTip[] {
  return DOCUMENT_TYPES.flatMap((type, i) => {
    const keyword = type.keyword[lang];
    if (keyword === null) return [];
    const a = EXAMPLE_KEYS[i % EXAMPLE_KEYS.length] ?? 'AMX';
    const b = EXAMPLE_KEYS[(i + 1) % EXAMPLE_KEYS.length] ?? 'WALMEX';
    return [
      {
        term: keyword,
        description: type.description[lang],
        examples: [`${keyword} ${a}`, `${keyword} ${b}`],
      },
    ];
  });
}

/** Value-type (security-type) terms of a language with their descriptions. */
export function valueTypeTips(lang: Lang): SearchTip[] {
  return SECURITY_TYPES.map((type) => ({
    term: type.keywords[lang].join(', '),
    description: type.description[lang],
    examples: [],
  }));
}
