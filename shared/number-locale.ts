/**
 * The one number format of each language (SPEC section 2, "Display"): Spanish follows Mexican
 * usage (comma for thousands, point for decimals), like the market it serves. Its own module: the
 * browser's entry reads it (react-intl's counts) without taking `format.ts` along.
 */
import type { Lang } from './types/common.js';

export const NUMBER_LOCALE: Readonly<Record<Lang, string>> = { es: 'es-MX', en: 'en-US' };
