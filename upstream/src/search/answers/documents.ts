/**
 * The company-document search through the `DocumentStore` seam: the documents of the issuers the
 * text names, else those whose description matches it (the panel's documents group and the
 * results page's documents grid).
 */
import type { Hits, Lang } from '#shared/types/common.js';
import type { DocumentHit } from '#shared/types/entities.js';
import type { GridRequest } from '#shared/types/grid.js';
import type { DocumentsSearchResponse } from '#shared/types/search.js';
import type { DocumentRecord } from '../../data/records.js';
import { DOCUMENT_COLUMN_KINDS, type DocumentQuery, type DocumentStore } from '../documents.js';
import { parseGridRequest } from '../grid.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { GROUP_KEY, plain } from './hits.js';
import type { InstrumentSearch } from './instruments.js';

const documentHit = (doc: DocumentRecord, lang: Lang): DocumentHit => ({
  cve_empresa: doc.cve_empresa,
  tag_es: doc.tag_es,
  tag_en: doc.tag_en,
  descripccion_documento: lang === 'es' ? doc.descripcion_es : doc.descripcion_en,
  fecha_recepcion: doc.fecha_recepcion,
  documento_html: doc.documento_html,
  documento_binario: doc.documento_binario,
});

/** The document grid's request; throws a `GridRequestError` when it is malformed. */
export const documentGrid = (input: SearchInput): GridRequest =>
  parseGridRequest(input.requestJson, DOCUMENT_COLUMN_KINDS);

export class DocumentSearch {
  constructor(
    private readonly store: DocumentStore,
    private readonly language: SearchLanguage,
    private readonly instruments: InstrumentSearch,
  ) {}

  /** A page of the store's documents as hits. */
  page(
    input: SearchInput,
    query: Omit<DocumentQuery, 'lang' | 'grid'>,
    grid: GridRequest,
  ): Hits<DocumentHit> {
    const page = this.store.search({ lang: input.lang, grid, ...query });
    return plain(
      page.rows.map((d) => documentHit(d, input.lang)),
      page.total,
    );
  }

  /** The free text the document store matches: the query without its stop words. */
  text(input: SearchInput): string {
    return this.language.documentWords(input.termT, input.lang).join(' ');
  }

  /** The documents of the `issuers` (the instruments the text found), else of the text. */
  forText(input: SearchInput, issuers: readonly string[], grid: GridRequest): Hits<DocumentHit> {
    return issuers.length
      ? this.page(input, { issuerKeys: issuers }, grid)
      : this.page(input, { text: this.text(input) }, grid);
  }

  /** How many documents the free text finds. */
  count(input: SearchInput): number {
    return this.store.search({
      lang: input.lang,
      text: this.text(input),
      grid: { startRow: 0, endRow: 1, sortModel: [], filterModel: {} },
    }).total;
  }

  answer(input: SearchInput): DocumentsSearchResponse {
    const issuers = this.instruments.issuersOf(input);
    const documentos = this.forText(input, issuers, documentGrid(input));
    return { instrumentosEmisoras: { instrumentos: { [GROUP_KEY]: { documentos } } } };
  }
}
