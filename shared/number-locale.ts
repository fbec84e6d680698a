/**
 * The one number format of each language (specification §2, "Display"; Spanish as in Mexico). Its
 * own module: the browser's entry reads it for counts without taking `format.ts` along.
 */
import type { Lang } from './types/common.js';

export const NUMBER_LOCALE: Readonly<Record<Lang, string>> = { es: 'es-MX', en: 'en-US' };

/**
 * A count in the language's number format: digits grouped by three with commas, as both es-MX and
 * en-US write whole numbers (`number-locale.test.ts` checks this against `Intl.NumberFormat`).
 * Written without `Intl`: a page's first `Intl` format loads the browser's locale data, a long
 * task (docs/development.md).
 */
export function formatCount(count: number, lang: Lang): string {
  if (!Number.isSafeInteger(count)) {
    return new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0 }).format(count);
  }
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
