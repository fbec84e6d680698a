/**
 * The catalogs of both languages: the app's messages plus those of each feature listed here, kept
 * in `features/<name>/messages.ts` (`es` and `en`, identical keys prefixed with the feature's name).
 */
import type { Lang } from '#shared/types/common.js';
import { en } from './en.js';
import { es } from './es.js';
import * as glossary from '../features/glossary/messages.js';
import * as glossaryTerm from '../features/glossary-term/messages.js';
import * as header from '../features/header/messages.js';
import * as issuer from '../features/issuer/messages.js';
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
  issuer,
];

export type MessageId = keyof typeof es;
export const messages: Record<Lang, Catalog> = {
  es: Object.assign({}, es, ...features.map((f) => f.es)) as Catalog,
  en: Object.assign({}, en, ...features.map((f) => f.en)) as Catalog,
};
