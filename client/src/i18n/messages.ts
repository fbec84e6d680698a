/**
 * The catalogs of both languages: the app's own messages plus each feature's. Every feature keeps
 * its messages beside its code (`features/<name>/messages.ts`, exporting `es` and `en` with
 * identical keys, prefixed with the feature's name) and is listed here.
 */
import type { Lang } from '#shared/types/common.js';
import { en } from './en.js';
import { es } from './es.js';
import * as glossary from '../features/glossary/messages.js';
import * as glossaryTerm from '../features/glossary-term/messages.js';
import * as header from '../features/header/messages.js';
import * as search from '../search/messages.js';
import * as searchResults from '../features/search-results/messages.js';
import * as searchPanel from '../features/search-panel/messages.js';

type Catalog = Record<string, string>;
interface FeatureMessages {
  es: Catalog;
  en: Catalog;
}

const features: FeatureMessages[] = [
  header,
  glossary,
  glossaryTerm,
  search,
  searchPanel,
  searchResults,
];

export type MessageId = keyof typeof es;
export const messages: Record<Lang, Catalog> = {
  es: Object.assign({}, es, ...features.map((f) => f.es)) as Catalog,
  en: Object.assign({}, en, ...features.map((f) => f.en)) as Catalog,
};
