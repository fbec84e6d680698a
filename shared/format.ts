/** Price, number and date formatting for Spanish and English (SPEC section 2, "Display"). */
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

/** A number with thousands separators; `''` for missing or non-numeric values. */
export function formatNumber(
  value: number | string | null | undefined,
  lang: Lang,
  fractionDigits?: { min?: number; max?: number },
): string {
  const n = toNumber(value);
  if (n === null) return '';
  return new Intl.NumberFormat(NUMBER_LOCALE[lang], {
    useGrouping: true,
    minimumFractionDigits: fractionDigits?.min ?? 0,
    maximumFractionDigits: fractionDigits?.max ?? 2,
  }).format(n);
}

/** The currency's symbol (narrow form: `€`, `$`). Unknown codes fall back to the code itself. */
export function currencySymbol(currency: string): string {
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

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:mm` for a date in a time zone (default the market's). Accepts a Date, epoch
 * milliseconds or an ISO string; `''` for an invalid date.
 */
export function formatDateTime(
  value: Date | number | string | null | undefined,
  timeZone = 'America/Mexico_City',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${get('year')}-${pad(get('month'))}-${pad(get('day'))} ${pad(get('hour'))}:${pad(get('minute'))}`;
}

const RECEPTION = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

/**
 * A document's reception date and time: the date is the first 10 characters of
 * `fecha_recepcion`, the time is taken from character 11 (`HH:mm`). Malformed values give empty parts.
 */
export function receptionDateTime(fechaRecepcion: string | null | undefined): {
  date: string;
  time: string;
} {
  const value = (fechaRecepcion ?? '').trim();
  const match = RECEPTION.exec(value);
  if (match) return { date: match[1] ?? '', time: match[2] ?? '' };
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  return { date: dateOnly ? value : '', time: '' };
}

/** `YYYY-MM-DD HH:mm` of a `fecha_recepcion`, or `''` when it is malformed. */
export function formatReception(fechaRecepcion: string | null | undefined): string {
  const { date, time } = receptionDateTime(fechaRecepcion);
  return [date, time].filter(Boolean).join(' ');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between two dates, never less than 1 (SPEC section 5, day-difference filter). */
export function dayDifference(from: Date | number | string, to: Date | number | string): number {
  const a = new Date(from).getTime();
  const b = new Date(to).getTime();
  if (Number.isNaN(a) || Number.isNaN(b)) return 1;
  return Math.max(1, Math.ceil(Math.abs(b - a) / DAY_MS));
}
