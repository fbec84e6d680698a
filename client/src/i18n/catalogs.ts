/**
 * The catalogs react-intl formats with: `messages.ts`, parsed on first use; the production build
 * replaces this module with the same catalogs compiled to ASTs (client/vite.config.ts).
 */
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '#shared/types/common.js';
import { messages } from './messages.js';

export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

export const catalogs: Record<Lang, Catalog> = {
  es: Object.freeze(messages.es),
  en: Object.freeze(messages.en),
};
