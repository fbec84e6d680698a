/**
 * The catalogs react-intl formats with, one module per language (`catalog-es.ts`,
 * `catalog-en.ts`), each a chunk of its own that a page preloads for its language (decision 121):
 * `messages.ts`, parsed on first use; the production build replaces each module with its catalog
 * compiled to ASTs (client/vite.config.ts).
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '#shared/types/common.js';

export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The module of each language's catalog, as the build's manifest names it (a page's preload). */
export const CATALOG_MODULES: Record<Lang, string> = {
  es: 'src/i18n/catalog-es.ts',
  en: 'src/i18n/catalog-en.ts',
};

/** A language's catalog (its chunk, loaded once). */
export async function loadCatalog(lang: Lang): Promise<Catalog> {
  const { catalog } = await (lang === 'es' ? import('./catalog-es.js') : import('./catalog-en.js'));
  return catalog;
}
