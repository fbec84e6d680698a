/**
 * The prefix lookup (docs/search.md, "Prefix lookup"): a document-type keyword or phrase followed
 * by an issuer key (or its start) matches those issuers' documents of that type; a security-type
 * keyword, optionally followed by an issuer key, matches documents by value type ("event docs").
 */
import {
  documentTypeForText,
  securityTypeForKeyword,
  type SecurityType,
} from '#shared/keywords.js';
import { fold } from '#shared/text.js';
import type { Hit } from '#shared/types/common.js';
import type { DocumentHit, PrefixHit } from '#shared/types/entities.js';
import type { PrefixResponse } from '#shared/types/search.js';
import type { SearchInput } from '../input.js';
import { documentGrid, type DocumentSearch } from './documents.js';
import { LIST_LIMIT, plain } from './hits.js';

export interface PrefixMatches {
  total: { value: number };
  hits: Hit<PrefixHit>[];
  security?: SecurityType;
  keys: string[];
}

export class PrefixSearch {
  constructor(
    private readonly issuerKeys: readonly string[],
    private readonly documents: DocumentSearch,
  ) {}

  /** The issuers (at most `limit` as hits) and the document or security type the text names. */
  matches(input: SearchInput, limit: number): PrefixMatches {
    const none = { total: { value: 0 }, hits: [], keys: [] };
    const [first = '', ...rest] = input.termT.trim().split(/\s+/);
    const typed = documentTypeForText(input.termT, input.lang, fold);
    const docType = typed?.type;
    const keyText = (typed ? typed.rest : rest.join(' ')).toUpperCase();
    const security = docType
      ? undefined
      : (securityTypeForKeyword(first, input.lang, fold) ??
        securityTypeForKeyword(input.termT, input.lang, fold));
    if (!docType && !security) return none;
    if (!docType && security && securityTypeForKeyword(input.termT, input.lang, fold)) {
      return { total: { value: 1 }, hits: [], security, keys: [] };
    }
    if (!keyText) return none;
    const exact = this.issuerKeys.filter((k) => k === keyText);
    const keys = exact.length ? exact : this.issuerKeys.filter((k) => k.startsWith(keyText));
    if (keys.length === 0) return none;
    const prefixHits = keys.slice(0, limit).map((cve_emisora) => ({
      _source: {
        cve_emisora,
        tipo_documento: docType?.id ?? '',
        tag_es: docType?.tag_es ?? '',
        tag_en: docType?.tag_en ?? '',
      },
    }));
    return {
      total: { value: keys.length },
      hits: prefixHits,
      ...(security ? { security } : {}),
      keys,
    };
  }

  /** The prefix view: the matched issuers and their documents (paged by the grid's request). */
  answer(input: SearchInput): PrefixResponse {
    const matches = this.matches(input, LIST_LIMIT);
    const prefijosDocumentos = { prefijos: { total: matches.total, hits: matches.hits } };
    if (matches.total.value === 0) {
      return { prefijosDocumentos, emisorasDocumentos: { documentos: plain<DocumentHit>([], 0) } };
    }
    const grid = documentGrid(input);
    const docType = documentTypeForText(input.termT, input.lang, fold)?.type;
    const documentos = this.documents.page(
      input,
      {
        ...(matches.keys.length ? { issuerKeys: matches.keys } : {}),
        ...(docType ? { documentType: docType.id } : {}),
        ...(matches.security ? { valueTypes: matches.security.valueTypes } : {}),
      },
      grid,
    );
    return {
      prefijosDocumentos,
      emisorasDocumentos: { documentos },
      ...(matches.security ? { eventDocs: true } : {}),
    };
  }
}
