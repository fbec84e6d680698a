/**
 * The instrument search: series of the issuers with their last prices, by text or by a
 * security-type keyword; the panel's instruments group and the results page's instruments grid.
 */
import { EXCHANGES, valueTypeLabel } from '#shared/codes.js';
import { securityTypeForKeyword } from '#shared/keywords.js';
import { fold } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { InstrumentHit, PriceRow } from '#shared/types/entities.js';
import type { InstrumentsSearchResponse } from '#shared/types/search.js';
import { generatePrices } from '../../data/generate.js';
import type { IssuerRecord } from '../../data/records.js';
import { Corpus, namesRecord, TIER, type Ranked } from '../catalog.js';
import { applyGrid, parseGridRequest, type ColumnKind } from '../grid.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { corpusOptions, perLang } from './corpora.js';
import { GROUP_KEY, hits } from './hits.js';

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

export class InstrumentSearch {
  private readonly corpus: Record<Lang, Corpus<InstrumentHit>>;
  private readonly prices: Map<number, PriceRow>;

  /** `seed`: the prices' (generated, as the documents are). */
  constructor(
    private readonly issuers: readonly IssuerRecord[],
    language: SearchLanguage,
    seed: number,
  ) {
    this.prices = new Map(generatePrices(issuers, seed).map((p) => [p.ID_EMISION, p]));
    this.corpus = perLang(
      (lang) =>
        new Corpus<InstrumentHit>(
          this.rows(lang),
          (r) => [
            { kind: 'key', text: r.cve_emisora },
            { kind: 'key', text: `${r.cve_emisora} ${r.serie}` },
            { kind: 'title', name: 'razon_social', text: r.razon_social },
            { kind: 'body', text: r.instrumento },
          ],
          corpusOptions(language, lang),
        ),
    );
  }

  private rows(lang: Lang): InstrumentHit[] {
    return this.issuers.flatMap((issuer) =>
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

  /** Whether the text finds an instrument (for "did you mean"). */
  finds(text: string, lang: Lang): boolean {
    return this.corpus[lang].search(text).length > 0;
  }

  /** Instruments matching the text, or those of a security-type keyword. */
  find(input: SearchInput): Ranked<InstrumentHit>[] {
    const securityType = securityTypeForKeyword(input.termT, input.lang, fold);
    if (securityType) {
      const types = new Set<string>(securityType.valueTypes);
      return this.corpus[input.lang]
        .all()
        .filter((r) => types.has(r.tipo_valor))
        .map((record) => ({ record, tier: TIER.OTHER, score: 0, highlight: {} }));
    }
    return this.corpus[input.lang].search(input.termT);
  }

  /**
   * Issuer keys of the instruments matching the text (best first, distinct). When some issuers
   * match the whole text by key or name (exactly or from its start), only those count: a ticker
   * typed in full should not bring the documents of names one typo away.
   */
  issuersOf(input: SearchInput, ranked: Ranked<InstrumentHit>[] = this.find(input)): string[] {
    const keys: string[] = [];
    const named = namesRecord(ranked[0]?.tier ?? TIER.OTHER);
    for (const r of named ? ranked.filter((x) => namesRecord(x.tier)) : ranked) {
      if (!keys.includes(r.record.cve_emisora)) keys.push(r.record.cve_emisora);
      if (keys.length >= MAX_ISSUERS_FOR_DOCUMENTS) break;
    }
    return keys;
  }

  pricesOf(rows: readonly InstrumentHit[]): PriceRow[] {
    return rows
      .map((r) => this.prices.get(r.id_emision))
      .filter((p): p is PriceRow => p !== undefined);
  }

  /** The instruments grid; throws a `GridRequestError` when its request is malformed. */
  answer(input: SearchInput): InstrumentsSearchResponse {
    const request = parseGridRequest(input.requestJson, INSTRUMENT_GRID_COLUMNS);
    const ranked = this.find(input);
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
}
