/** Languages of the site. Spanish is the default (specification §1). */
export const LANGS = ['es', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return value === 'es' || value === 'en';
}

/** Elasticsearch-style total, read as `total.value` (specification §3). */
export interface Total {
  value: number;
  relation?: 'eq' | 'gte';
}

/** Elasticsearch-style hit: the record in `_source`, optional `<b>` highlights per field. */
export interface Hit<T> {
  _id?: string;
  _score?: number;
  _source: T;
  highlight?: Partial<Record<string, string[]>>;
}

export interface Hits<T> {
  total: Total;
  hits: Hit<T>[];
}

/** A link to a file of a company document (`documento_html`, `documento_binario`). */
export interface DocumentFile {
  url_documento: string;
  formato: string;
}
