/**
 * The search service's answers for every `searchType` (SPEC section 7), at exactly the paths the
 * site reads. Small corpora are searched in memory (`Corpus`); company documents through the
 * `DocumentStore` seam.
 */
import { EXCHANGES, valueTypeLabel } from '#shared/codes.js';
import { DEFINITION_TAB_COUNT, PANEL_DOCUMENTS_LIMIT } from '#shared/constants.js';
import {
  documentTypeForText,
  securityTypeForKeyword,
  type SecurityType,
} from '#shared/keywords.js';
import { fold } from '#shared/text.js';
import type { Hit, Hits, Lang } from '#shared/types/common.js';
import type {
  DocumentHit,
  GlossaryPanelHit,
  GlossaryResultHit,
  IndexHit,
  InstrumentHit,
  PrefixHit,
  PriceRow,
  SectionHit,
} from '#shared/types/entities.js';
import type { GridRequest } from '#shared/types/grid.js';
import type {
  DocumentsSearchResponse,
  GlossarySearchResponse,
  IndicatorsSearchResponse,
  InstrumentsSearchResponse,
  PanelResponse,
  PrefixResponse,
  SearchPayload,
  SearchResponseByType,
  SearchType,
  SectionsSearchResponse,
} from '#shared/types/search.js';
import { generatePrices, indexMergeRows } from '../data/generate.js';
import type { Dataset } from '../data/load.js';
import type { DocumentRecord, GlossaryConcept, IndexRecord } from '../data/records.js';
import { Corpus, namesRecord, TIER, type FieldText, type Ranked } from './catalog.js';
import type { DocumentStore } from './documents.js';
import type { SearchEngine } from './engine.js';
import { DOCUMENT_COLUMN_KINDS } from './documents.js';
import { applyGrid, parseGridRequest, type ColumnKind } from './grid.js';
import { SearchLanguage } from './language.js';
import { Suggester } from './suggest.js';

/** Key of the single group under `instrumentos` (read by the site as `{first key}`). */
export const GROUP_KEY = 'resultados';

const PANEL_LIMITS = { instruments: 10, indices: 5, sections: 5, prefixes: 10 } as const;
const LIST_LIMIT = 50;
/** Issuers whose documents a documents-by-instruments search covers, at most. */
const MAX_ISSUERS_FOR_DOCUMENTS = 50;

export const INSTRUMENT_GRID_COLUMNS: Readonly<Record<string, ColumnKind>> = {
  cve_emisora: 'text',
  serie: 'text',
  tipo_valor: 'text',
  razon_social: 'text',
  mercado: 'text',
  estatus: 'number',
  paisOrigen: 'text',
  bolsa_cotiza: 'text',
  operadora: 'text',
  cve_emisora_parent: 'text',
  instrumento: 'text',
  ultimo_precio_operado: 'number',
  precio_promedio_ponderado: 'number',
  hora: 'text',
  id_bolsa_listada: 'number',
};

interface GlossaryEntry {
  concept: GlossaryConcept;
  lang: Lang;
}

const hits = <T>(
  ranked: readonly { record: T; highlight?: Record<string, string[]> }[],
  total: number,
): Hits<T> => ({
  total: { value: total, relation: 'eq' },
  hits: ranked.map((r, i) => {
    const hit: Hit<T> = { _id: String(i), _source: r.record };
    if (r.highlight && Object.keys(r.highlight).length > 0) hit.highlight = r.highlight;
    return hit;
  }),
});

const plain = <T>(records: readonly T[], total = records.length): Hits<T> =>
  hits(
    records.map((record) => ({ record })),
    total,
  );

export interface SearchInput extends SearchPayload {
  lang: Lang;
  /** The grid's request, serialized (grid searches only). */
  requestJson?: string | undefined;
}

export class SearchService implements SearchEngine {
  private readonly glossary: Record<Lang, Corpus<GlossaryEntry>>;
  private readonly instruments: Record<Lang, Corpus<InstrumentHit>>;
  private readonly indices: Record<Lang, Corpus<IndexRecord>>;
  private readonly sections: Record<Lang, Corpus<SectionHit>>;
  private readonly prices: Map<number, PriceRow>;
  private readonly indexRows: ReturnType<typeof indexMergeRows>;
  private readonly issuerKeys: string[];
  private readonly language: SearchLanguage;
  private readonly suggester: Record<Lang, Suggester>;

  constructor(
    private readonly data: Dataset,
    private readonly documents: DocumentStore,
    seed: number,
    asOf: string,
  ) {
    this.language = new SearchLanguage(data.searchWords);
    const options = (lang: Lang) => ({ stopWords: this.language.stopWords(lang) });
    // The synonyms of a name (search.json) are aliases of its record.
    const named = (lang: Lang, field: FieldText): FieldText[] => [
      field,
      ...this.language
        .synonymsOf(field.text, lang)
        .map((text) => ({ kind: 'alias' as const, text })),
    ];
    const glossaryCorpus = (lang: Lang) =>
      new Corpus<GlossaryEntry>(
        data.glossary
          .map((concept) => ({ concept, lang }))
          .sort((a, b) => a.concept[lang].title.localeCompare(b.concept[lang].title, lang)),
        ({ concept }) => [
          ...named(lang, { kind: 'title', name: 'palabra', text: concept[lang].title }),
          ...concept[lang].alias.map((a) => ({ kind: 'alias' as const, text: a })),
          { kind: 'body', name: 'descripcion', text: concept[lang].shortDescription },
          { kind: 'body', text: concept[lang].keywords.join(' ') },
        ],
        options(lang),
      );
    this.glossary = { es: glossaryCorpus('es'), en: glossaryCorpus('en') };
    this.prices = new Map(generatePrices(data.issuers, seed).map((p) => [p.ID_EMISION, p]));
    const instrumentCorpus = (lang: Lang) =>
      new Corpus<InstrumentHit>(
        this.instrumentRows(lang),
        (r) => [
          { kind: 'key', text: r.cve_emisora },
          { kind: 'key', text: `${r.cve_emisora} ${r.serie}` },
          { kind: 'title', name: 'razon_social', text: r.razon_social },
          { kind: 'body', text: r.instrumento },
        ],
        options(lang),
      );
    this.instruments = { es: instrumentCorpus('es'), en: instrumentCorpus('en') };
    const indexCorpus = (lang: Lang) =>
      new Corpus<IndexRecord>(
        data.indices,
        (r) => [
          { kind: 'key', text: r.nombre_corto },
          ...named(lang, { kind: 'title', name: 'nombre_largo', text: r.nombre_largo }),
          { kind: 'body', text: r.grupo },
        ],
        options(lang),
      );
    this.indices = { es: indexCorpus('es'), en: indexCorpus('en') };
    const sectionCorpus = (lang: Lang) =>
      new Corpus<SectionHit>(
        data.sections[lang],
        (s) => [
          ...named(lang, { kind: 'title', name: 'titulo', text: s.titulo }),
          { kind: 'body', name: 'macro_menu', text: s.macro_menu },
        ],
        options(lang),
      );
    this.sections = { es: sectionCorpus('es'), en: sectionCorpus('en') };
    const suggester = (lang: Lang) =>
      new Suggester(
        [
          ...data.glossary.flatMap((c) => [c[lang].title, ...c[lang].alias]),
          ...data.issuers.map((i) => i.razon_social),
          ...data.sections[lang].map((s) => s.titulo),
          ...data.indices.map((i) => i.nombre_largo),
        ],
        this.language.stopWords(lang),
      );
    this.suggester = { es: suggester('es'), en: suggester('en') };
    this.indexRows = indexMergeRows(data.indices, asOf);
    this.issuerKeys = data.issuers.map((i) => i.cve_emisora);
  }

  private instrumentRows(lang: Lang): InstrumentHit[] {
    return this.data.issuers.flatMap((issuer) =>
      issuer.series.map((s) => {
        const price = this.prices.get(s.id_emision);
        return {
          cve_emisora: issuer.cve_emisora,
          serie: s.serie,
          tipo_valor: s.tipo_valor,
          razon_social: issuer.razon_social,
          ultimo_precio_operado: price?.ULTIMO_PRECIO_OPERADO ?? null,
          hora: price?.HORA ?? null,
          mercado: s.mercado,
          estatus: s.estatus,
          paisOrigen: issuer.paisOrigen,
          bolsa_cotiza: s.id_bolsa_listada === 127 ? EXCHANGES[127].short : EXCHANGES[101].short,
          operadora: s.operadora,
          cve_emisora_parent: s.cve_emisora_parent,
          id_empresa: issuer.id_empresa,
          id_emision: s.id_emision,
          id_bolsa_listada: s.id_bolsa_listada,
          precio_promedio_ponderado: price?.PRECIO_PROMEDIO_PONDERADO ?? null,
          instrumento: valueTypeLabel(s.tipo_valor, lang),
        };
      }),
    );
  }

  search<T extends SearchType>(type: T, input: SearchInput): SearchResponseByType[T] {
    const answers: { [K in SearchType]: () => SearchResponseByType[K] } = {
      busquedaPanel: () => this.panel(input),
      busquedaPrefijo: () => this.prefix(input),
      busquedaGlosario: () => this.glossaryResults(input),
      busquedaInstrumentos: () => this.instrumentResults(input),
      busquedaDocumentosPorInstrumentos: () => this.documentResults(input),
      busquedaIndicadores: () => this.indicatorResults(input),
      busquedaSecciones: () => this.sectionResults(input),
    };
    return answers[type]();
  }

  /** Instruments matching the text, or those of a security-type keyword. */
  private matchInstruments(input: SearchInput): Ranked<InstrumentHit>[] {
    const securityType = securityTypeForKeyword(input.termT, input.lang, fold);
    if (securityType) {
      const types = new Set<string>(securityType.valueTypes);
      return this.instruments[input.lang]
        .all()
        .filter((r) => types.has(r.tipo_valor))
        .map((record) => ({ record, tier: TIER.OTHER, score: 0, highlight: {} }));
    }
    return this.instruments[input.lang].search(input.termT);
  }

  private glossaryHits(input: SearchInput) {
    return this.glossary[input.lang].search(input.termT);
  }

  private pricesOf(rows: readonly InstrumentHit[]): PriceRow[] {
    return rows
      .map((r) => this.prices.get(r.id_emision))
      .filter((p): p is PriceRow => p !== undefined);
  }

  private documentHit(doc: DocumentRecord, lang: Lang): DocumentHit {
    return {
      cve_empresa: doc.cve_empresa,
      tag_es: doc.tag_es,
      tag_en: doc.tag_en,
      descripccion_documento: lang === 'es' ? doc.descripcion_es : doc.descripcion_en,
      fecha_recepcion: doc.fecha_recepcion,
      documento_html: doc.documento_html,
      documento_binario: doc.documento_binario,
    };
  }

  private documentsFor(
    input: SearchInput,
    query: Omit<Parameters<DocumentStore['search']>[0], 'lang' | 'grid'>,
    grid: GridRequest,
  ): Hits<DocumentHit> {
    const page = this.documents.search({ lang: input.lang, grid, ...query });
    return plain(
      page.rows.map((d) => this.documentHit(d, input.lang)),
      page.total,
    );
  }

  /**
   * Issuer keys of the instruments matching the text (best first, distinct). When some issuers
   * match the whole text by key or name (exactly or from its start), only those count: a ticker
   * typed in full should not bring the documents of names one typo away.
   */
  private matchedIssuers(
    input: SearchInput,
    ranked: Ranked<InstrumentHit>[] = this.matchInstruments(input),
  ): string[] {
    const keys: string[] = [];
    const named = namesRecord(ranked[0]?.tier ?? TIER.OTHER);
    for (const r of named ? ranked.filter((x) => namesRecord(x.tier)) : ranked) {
      if (!keys.includes(r.record.cve_emisora)) keys.push(r.record.cve_emisora);
      if (keys.length >= MAX_ISSUERS_FOR_DOCUMENTS) break;
    }
    return keys;
  }

  private panel(input: SearchInput): PanelResponse {
    const glossary = this.glossaryHits(input).slice(0, 1);
    const instruments = this.matchInstruments(input);
    const shown = instruments.slice(0, PANEL_LIMITS.instruments);
    const issuers = this.matchedIssuers(input, instruments);
    const firstDocs: GridRequest = {
      startRow: 0,
      endRow: PANEL_DOCUMENTS_LIMIT,
      sortModel: [],
      filterModel: {},
    };
    const documentos = issuers.length
      ? this.documentsFor(input, { issuerKeys: issuers }, firstDocs)
      : this.documentsFor(input, { text: this.documentText(input) }, firstDocs);
    const indices = this.indices[input.lang].search(input.termT);
    const sections = this.sections[input.lang].search(input.termT);
    const prefijos = this.prefixMatches(input, PANEL_LIMITS.prefixes);
    const found =
      glossary.length +
      instruments.length +
      documentos.total.value +
      indices.length +
      sections.length +
      prefijos.total.value;
    const panelGlossary: Ranked<GlossaryPanelHit>[] = glossary.map((g) => ({
      ...g,
      record: {
        palabra: g.record.concept[input.lang].title,
        shortDescripcion: g.record.concept[input.lang].shortDescription,
      },
    }));
    return {
      busquedaPanel: {
        busquedaGeneral: {
          glosario: hits(panelGlossary, panelGlossary.length),
          instrumentosEmisoras: {
            instrumentos: {
              [GROUP_KEY]: { emisoras: hits(shown, instruments.length), documentos },
              hits: this.pricesOf(shown.map((r) => r.record)),
            },
          },
          indicadores: this.indicators(indices, PANEL_LIMITS.indices),
          secciones: hits(sections.slice(0, PANEL_LIMITS.sections), sections.length),
        },
        prefijosDocumentos: { prefijos: { total: prefijos.total, hits: prefijos.hits } },
        ...this.suggestion(input, found),
      },
    };
  }

  /** The free text the document store matches: the query without its stop words. */
  private documentText(input: SearchInput): string {
    return this.language.documentWords(input.termT, input.lang).join(' ');
  }

  /**
   * "Did you mean": when a search found nothing, the closest words of the vocabulary (names,
   * titles, aliases, sections) that find something, as `{ sugerencia }` (else nothing).
   */
  private suggestion(input: SearchInput, found: number): { sugerencia?: string } {
    if (found > 0) return {};
    const finds = (text: string) =>
      this.glossary[input.lang].search(text).length > 0 ||
      this.instruments[input.lang].search(text).length > 0 ||
      this.sections[input.lang].search(text).length > 0 ||
      this.indices[input.lang].search(text).length > 0;
    const suggested = this.suggester[input.lang].suggest(input.termT);
    return suggested !== null && finds(suggested) ? { sugerencia: suggested } : {};
  }

  /**
   * Prefix lookup: a document-type keyword of the request's language followed by an issuer key (or
   * the start of one) matches those issuers' documents of that type. A security-type keyword,
   * optionally followed by an issuer key, matches documents by value type ("event docs").
   */
  private prefixMatches(
    input: SearchInput,
    limit: number,
  ): { total: { value: number }; hits: Hit<PrefixHit>[]; security?: SecurityType; keys: string[] } {
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

  private prefix(input: SearchInput): PrefixResponse {
    const matches = this.prefixMatches(input, LIST_LIMIT);
    const prefijosDocumentos = { prefijos: { total: matches.total, hits: matches.hits } };
    if (matches.total.value === 0) {
      return { prefijosDocumentos, emisorasDocumentos: { documentos: plain<DocumentHit>([], 0) } };
    }
    const grid = this.grid(input);
    const docType = documentTypeForText(input.termT, input.lang, fold)?.type;
    const documentos = this.documentsFor(
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

  /** The document grid's request; throws a `GridRequestError` when it is malformed. */
  private grid(input: SearchInput): GridRequest {
    return parseGridRequest(input.requestJson, DOCUMENT_COLUMN_KINDS);
  }

  private glossaryResults(input: SearchInput): GlossarySearchResponse {
    const found = this.glossaryHits(input);
    const top: Ranked<GlossaryResultHit>[] = found.slice(0, DEFINITION_TAB_COUNT).map((g) => ({
      ...g,
      record: {
        palabra: g.record.concept[input.lang].title,
        descripcion: g.record.concept[input.lang].shortDescription,
        alias: g.record.concept[input.lang].alias.join(', '),
      },
    }));
    return {
      busquedaGlosario: {
        glosario: hits(top, found.length),
        ...(found.length === 0 ? this.suggestion(input, this.anythingFound(input)) : {}),
      },
    };
  }

  /** How many hits the results page's other searches have for the text (0 or more). */
  private anythingFound(input: SearchInput): number {
    if (this.matchInstruments(input).length > 0) return 1;
    if (this.indices[input.lang].search(input.termT).length > 0) return 1;
    if (this.sections[input.lang].search(input.termT).length > 0) return 1;
    if (this.prefixMatches(input, 1).total.value > 0) return 1;
    const docs = this.documents.search({
      lang: input.lang,
      text: this.documentText(input),
      grid: { startRow: 0, endRow: 1, sortModel: [], filterModel: {} },
    });
    return docs.total;
  }

  private instrumentResults(input: SearchInput): InstrumentsSearchResponse {
    const request = parseGridRequest(input.requestJson, INSTRUMENT_GRID_COLUMNS);
    const ranked = this.matchInstruments(input);
    const page = applyGrid(
      ranked,
      request,
      (r, field) => (r.record as unknown as Record<string, unknown>)[field],
    );
    return {
      busquedaInstrumentos: {
        instrumentos: {
          [GROUP_KEY]: { emisoras: hits(page.rows, page.total) },
          hits: this.pricesOf(page.rows.map((r) => r.record)),
        },
      },
    };
  }

  private documentResults(input: SearchInput): DocumentsSearchResponse {
    const issuers = this.matchedIssuers(input);
    const grid = this.grid(input);
    const documentos = issuers.length
      ? this.documentsFor(input, { issuerKeys: issuers }, grid)
      : this.documentsFor(input, { text: this.documentText(input) }, grid);
    return { instrumentosEmisoras: { instrumentos: { [GROUP_KEY]: { documentos } } } };
  }

  private indicators(found: readonly Ranked<IndexRecord>[], limit: number) {
    const shown = found.slice(0, limit);
    const rows: Ranked<IndexHit>[] = shown.map((r) => ({
      ...r,
      record: {
        id_indice: r.record.id_indice,
        idgrupo: r.record.idgrupo,
        nombre_corto: r.record.nombre_corto,
        nombre_largo: r.record.nombre_largo,
        grupo: r.record.grupo,
        valor_indice: null,
        valor_indice_anterior: null,
        variacion_puntos: null,
        variacion_porcentaje: null,
        fecha_creacion: null,
      },
    }));
    const ids = new Set(shown.map((r) => r.record.id_indice));
    return {
      indices: hits(rows, found.length),
      indicadores: { hits: this.indexRows.filter((m) => ids.has(m.ID_INDICE)) },
    };
  }

  private indicatorResults(input: SearchInput): IndicatorsSearchResponse {
    return {
      indicadores: this.indicators(this.indices[input.lang].search(input.termT), LIST_LIMIT),
    };
  }

  private sectionResults(input: SearchInput): SectionsSearchResponse {
    const found = this.sections[input.lang].search(input.termT);
    return { busquedaSecciones: { secciones: hits(found.slice(0, LIST_LIMIT), found.length) } };
  }
}
