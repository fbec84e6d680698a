/** Price and number formats of both languages (specification §2, "Display"); dates: `dates.ts`. */
import { NUMBER_LOCALE } from './number-locale.js';
import type { Lang } from './types/common.js';

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function toNumber(value: number | string | null | undefined): number | null {
  if (isFiniteNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * Formats and symbols made once and kept: a grid's page formats a few numbers in every row, and
 * making an `Intl.NumberFormat` costs far more than formatting with one. Both maps stay small:
 * formats by language and fraction digits, symbols by ISO 4217 code (three capitals).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const currencySymbols = new Map<string, string>();

/** A number with thousands separators; `''` for missing or non-numeric values. */
export function formatNumber(
  value: number | string | null | undefined,
  lang: Lang,
  fractionDigits?: { min?: number; max?: number },
): string {
  const n = toNumber(value);
  if (n === null) return '';
  const min = fractionDigits?.min ?? 0;
  const max = fractionDigits?.max ?? 2;
  const key = `${lang} ${String(min)} ${String(max)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], {
      useGrouping: true,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    numberFormats.set(key, format);
  }
  return format.format(n);
}

function symbolOf(currency: string): string {
  try {
    const part = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

/** The currency's symbol (narrow form: `€`, `$`). Unknown codes fall back to the code itself. */
export function currencySymbol(currency: string): string {
  // Only codes are kept, so that data with odd currencies cannot grow the map.
  if (!/^[A-Z]{3}$/.test(currency)) return symbolOf(currency);
  let symbol = currencySymbols.get(currency);
  if (symbol === undefined) {
    symbol = symbolOf(currency);
    currencySymbols.set(currency, symbol);
  }
  return symbol;
}

/**
 * A price with 2 decimals and thousands separators: English puts the currency sign before the
 * amount (`€1,234.50`), Spanish after it (`1,234.50 €`). `''` for missing values.
 */
export function formatPrice(
  value: number | string | null | undefined,
  lang: Lang,
  currency = 'EUR',
): string {
  const n = toNumber(value);
  if (n === null) return '';
  const amount = formatNumber(Math.abs(n), lang, { min: 2, max: 2 });
  const sign = n < 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  return lang === 'en' ? `${sign}${symbol}${amount}` : `${sign}${amount} ${symbol}`;
}

/** A percentage with 2 decimals (`1.25 %` in Spanish, `1.25%` in English). */
export function formatPercent(value: number | string | null | undefined, lang: Lang): string {
  const n = toNumber(value);
  if (n === null) return '';
  const text = formatNumber(n, lang, { min: 2, max: 2 });
  return lang === 'es' ? `${text} %` : `${text}%`;
}
