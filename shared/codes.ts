/** Code tables of specification §3 with Spanish and English labels. */
import type { Lang } from './types/common.js';

export interface Label {
  es: string;
  en: string;
}

export const MARKETS = {
  SI: { es: 'Mercado Global (SIC)', en: 'Global Market (SIC)' },
  MC: { es: 'Mercado de capitales', en: 'Equity market' },
  MD: { es: 'Mercado de deuda', en: 'Debt market' },
} as const satisfies Record<string, Label>;
export type MarketCode = keyof typeof MARKETS;

export const STATUSES = {
  1: { es: 'Activa', en: 'Active' },
  2: { es: 'Cancelada', en: 'Cancelled' },
  3: { es: 'Suspendida', en: 'Halted' },
} as const satisfies Record<number, Label>;
export type StatusCode = keyof typeof STATUSES;

export const EXCHANGES = {
  101: { es: 'Bolsa Mexicana de Valores', en: 'Mexican Stock Exchange', short: 'BMV' },
  127: { es: 'Bolsa Institucional de Valores', en: 'Institutional Stock Exchange', short: 'BIVA' },
} as const satisfies Record<number, Label & { short: string }>;
export type ExchangeCode = keyof typeof EXCHANGES;
/** The national exchange and the second exchange (specification §3). */
export const NATIONAL_EXCHANGE: ExchangeCode = 101;
export const SECOND_EXCHANGE: ExchangeCode = 127;

export const VALUE_TYPES = {
  '1': { es: 'Acciones', en: 'Shares' },
  '1A': { es: 'Acciones del SIC', en: 'SIC shares' },
  '1B': { es: 'TRACs (ETF nacionales)', en: 'TRACs (Mexican ETFs)' },
  '1I': { es: 'ETF del SIC', en: 'SIC ETFs' },
  '41': { es: 'Obligaciones', en: 'Corporate bonds' },
  '91': { es: 'Certificados bursátiles de largo plazo', en: 'Long-term stock certificates' },
  '92': { es: 'Certificados bursátiles de corto plazo', en: 'Short-term stock certificates' },
  CF: { es: 'Certificados bursátiles fiduciarios inmobiliarios (FIBRA)', en: 'Real estate trust certificates (FIBRA)' },
  FE: { es: 'Certificados de energía e infraestructura (FIBRA E)', en: 'Energy and infrastructure trust certificates (FIBRA E)' },
  R1: { es: 'Certificados de capital de desarrollo (CKD)', en: 'Development capital certificates (CKD)' },
  R3: { es: 'Certificados de proyectos de inversión (CERPI)', en: 'Investment project certificates (CERPI)' },
  '51': { es: 'Fondos de inversión en instrumentos de deuda', en: 'Debt investment funds' },
  '52': { es: 'Fondos de inversión de renta variable', en: 'Equity investment funds' },
  '54': { es: 'Fondos de inversión de capitales', en: 'Private equity investment funds' },
  WA: { es: 'Títulos opcionales sobre acciones', en: 'Warrants on shares' },
  WI: { es: 'Títulos opcionales sobre índices', en: 'Warrants on indices' },
  WC: { es: 'Títulos opcionales sobre canastas', en: 'Warrants on baskets' },
} as const satisfies Record<string, Label>; // prettier-ignore
export type ValueTypeCode = keyof typeof VALUE_TYPES;

/** Value types that link to the fund-operator profile (specification §5). */
export const FUND_PROFILE_VALUE_TYPES: readonly string[] = ['51', '52'];
/** Value types whose administrator column shows the fund operator. */
export const OPERATOR_VALUE_TYPES: readonly string[] = ['51', '52', '54'];
/** Value types whose administrator column shows the parent issuer key. */
export const WARRANT_VALUE_TYPES: readonly string[] = ['WA', 'WI', 'WC'];
/** On the second exchange only these value types are linked. */
export const SECOND_EXCHANGE_LINKED_VALUE_TYPES: readonly string[] = ['1A', '1I'];

const UNKNOWN: Label = { es: 'Desconocido', en: 'Unknown' };

function lookup(table: Record<string, Label>, code: string | number | null | undefined): Label {
  if (code === null || code === undefined) return UNKNOWN;
  return Object.prototype.hasOwnProperty.call(table, String(code))
    ? (table[String(code)] ?? UNKNOWN)
    : UNKNOWN;
}

/** Label of a code in a language; unknown codes give 'Desconocido' / 'Unknown' plus the code. */
function label(table: Record<string, Label>, code: string | number | null | undefined, lang: Lang) {
  const found = lookup(table, code);
  if (found === UNKNOWN) {
    const raw = code === null || code === undefined ? '' : String(code).trim();
    return raw ? `${UNKNOWN[lang]} (${raw})` : UNKNOWN[lang];
  }
  return found[lang];
}

export const marketLabel = (code: string | null | undefined, lang: Lang) =>
  label(MARKETS, code, lang);
export const statusLabel = (code: number | string | null | undefined, lang: Lang) =>
  label(STATUSES, code, lang);
export const exchangeLabel = (code: number | string | null | undefined, lang: Lang) =>
  label(EXCHANGES, code, lang);
export const valueTypeLabel = (code: string | null | undefined, lang: Lang) =>
  label(VALUE_TYPES, code, lang);

/** One region-name formatter per language: building one costs far more than a lookup. */
const regionNames = new Map<Lang, Intl.DisplayNames>();

/** Country name from an ISO 3166 alpha-2 code, in the page language; the raw value otherwise. */
export function countryLabel(code: string | null | undefined, lang: Lang): string {
  const raw = (code ?? '').trim();
  if (!/^[A-Za-z]{2}$/.test(raw)) return raw || UNKNOWN[lang];
  try {
    let names = regionNames.get(lang);
    if (!names) {
      names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
      regionNames.set(lang, names);
    }
    return names.of(raw.toUpperCase()) ?? raw;
  } catch {
    return raw;
  }
}

/** Document file formats that decide the icon (specification §2); `xbrl` is the product's own. */
export const DOCUMENT_FORMATS = ['pdf', 'xls', 'zip', 'html', 'json', 'txt', 'xbrl'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number] | 'other';

/**
 * How a company document's file of each format is sent: its content type, and `attachment` for
 * files a browser tab should not show as text (JSON, archives, spreadsheets, XBRL).
 */
export const DOCUMENT_FILE_TYPES: Record<
  (typeof DOCUMENT_FORMATS)[number],
  { type: string; disposition: 'inline' | 'attachment' }
> = {
  pdf: { type: 'application/pdf', disposition: 'inline' },
  html: { type: 'text/html; charset=utf-8', disposition: 'inline' },
  txt: { type: 'text/plain; charset=utf-8', disposition: 'inline' },
  json: { type: 'application/json; charset=utf-8', disposition: 'attachment' },
  zip: { type: 'application/zip', disposition: 'attachment' },
  xls: { type: 'application/vnd.ms-excel', disposition: 'attachment' },
  xbrl: { type: 'application/xml; charset=utf-8', disposition: 'attachment' },
};

const FORMAT_ALIASES: Record<string, DocumentFormat> = {
  pdf: 'pdf',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'xls',
  zip: 'zip',
  html: 'html',
  htm: 'html',
  json: 'json',
  txt: 'txt',
  xbrl: 'xbrl',
  xml: 'xbrl',
};

/** Normalizes an upstream `formato` (case, leading dot, MIME-like suffix) to an icon format. */
export function documentFormatOf(formato: string | null | undefined): DocumentFormat {
  const raw = (formato ?? '').trim().toLowerCase().replace(/^\./, '');
  const key = raw.includes('/') ? (raw.split('/').pop() ?? '') : raw;
  return FORMAT_ALIASES[key] ?? 'other';
}
