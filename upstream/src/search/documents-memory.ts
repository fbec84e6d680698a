/**
 * An in-memory `DocumentStore`: the reference semantics the SQLite store is tested against, and
 * the store of small corpora (tests, `DOCUMENT_STORE=memory`).
 */
import type { DocumentRecord } from '../data/records.js';
import {
  byDateDesc,
  DOCUMENT_COLUMN_KINDS,
  type DocumentPage,
  type DocumentQuery,
  type DocumentStore,
} from './documents.js';
import { applyGrid, parseGridRequest } from './grid.js';
import { bestMatch, words } from './text-match.js';

/** Value of a grid column of a document in a language. */
export function documentValue(doc: DocumentRecord, field: string, lang: 'es' | 'en'): unknown {
  if (field === 'descripccion_documento')
    return lang === 'es' ? doc.descripcion_es : doc.descripcion_en;
  return (doc as unknown as Record<string, unknown>)[field];
}

/** Free-text match of DocumentQuery.text: every word in the description or the issuer key. */
export function matchesDocumentText(
  doc: DocumentRecord,
  queryWords: readonly string[],
  lang: 'es' | 'en',
): boolean {
  const description = words(lang === 'es' ? doc.descripcion_es : doc.descripcion_en);
  const key = doc.cve_empresa.toLowerCase();
  return queryWords.every((q, i) => {
    const last = i === queryWords.length - 1;
    if (key === q || (last && key.startsWith(q))) return true;
    return bestMatch(q, description, last) !== null;
  });
}

export function createMemoryDocumentStore(documents: readonly DocumentRecord[]): DocumentStore {
  const sorted = [...documents].sort(byDateDesc);
  const byId = new Map(documents.map((d) => [d.id, d]));
  return {
    search(query: DocumentQuery): DocumentPage {
      const request = parseGridRequest(JSON.stringify(query.grid), DOCUMENT_COLUMN_KINDS);
      const keys = query.issuerKeys ? new Set(query.issuerKeys.map((k) => k.toUpperCase())) : null;
      const types = query.valueTypes ? new Set(query.valueTypes) : null;
      const queryWords = words(query.text ?? '');
      // A text without a word (only symbols) asks for nothing, not for everything.
      if (query.text !== undefined && queryWords.length === 0) return { total: 0, rows: [] };
      const selected = sorted.filter(
        (d) =>
          (!keys || keys.has(d.cve_empresa.toUpperCase())) &&
          (!query.documentType || d.tipo_documento === query.documentType) &&
          (!types || types.has(d.tipo_valor)) &&
          (queryWords.length === 0 || matchesDocumentText(d, queryWords, query.lang)),
      );
      return applyGrid(selected, request, (d, field) => documentValue(d, field, query.lang));
    },
    get: (id) => byId.get(id) ?? null,
    size: () => documents.length,
    close: () => undefined,
  };
}
