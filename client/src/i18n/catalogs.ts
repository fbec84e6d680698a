/**
 * The catalogs react-intl formats with. Here, the ICU strings of `messages.ts`, parsed when first
 * used (development, tests). The production build replaces this module with the same catalogs
 * compiled to ASTs (`compileCatalogs`, applied by client/vite.config.ts). The server imports it;
 * the browser gets its page's catalog in the page state (and loads this module only without one).
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { messages } from './messages.js';

export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

export const catalogs: Record<Lang, Catalog> = {
  es: Object.freeze(messages.es),
  en: Object.freeze(messages.en),
};
