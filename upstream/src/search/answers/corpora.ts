/** The in-memory corpora's parts every search type builds the same way, once per language. */
import type { Lang } from '#shared/types/common.js';
import type { CorpusOptions, FieldText } from '../catalog.js';
import type { SearchLanguage } from '../language.js';

/** One value per language. */
export const perLang = <T>(make: (lang: Lang) => T): Record<Lang, T> => ({
  es: make('es'),
  en: make('en'),
});

export const corpusOptions = (language: SearchLanguage, lang: Lang): CorpusOptions => ({
  stopWords: language.stopWords(lang),
});

/** A name field and, as aliases, its synonyms (search.json). */
export const withSynonyms = (
  language: SearchLanguage,
  lang: Lang,
  field: FieldText,
): FieldText[] => [
  field,
  ...language.synonymsOf(field.text, lang).map((text) => ({ kind: 'alias' as const, text })),
];
