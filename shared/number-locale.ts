/**
 * The one number format of each language (specification §2, "Display"; Spanish as in Mexico). Its
 * own module: the browser's entry reads it for counts without taking `format.ts` along.
 */
import type { Lang } from './types/common.js';

export const NUMBER_LOCALE: Readonly<Record<Lang, string>> = { es: 'es-MX', en: 'en-US' };

/**
 * A count in the language's number format. Below 1,000 neither format groups digits, so no
 * `Intl.NumberFormat` is made: a page's first one loads the browser's number data, a long task.
 */
export function formatCount(count: number, lang: Lang): string {
  return Number.isInteger(count) && count >= 0 && count < 1000
    ? String(count)
    : new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0 }).format(count);
}
