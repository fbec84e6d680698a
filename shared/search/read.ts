/**
 * Readers of search answers at exactly the paths of specification §7 ("Response reading"): a wrong
 * shape of untrusted JSON gives `null` (the caller shows its error state), never a throw.
 */
import type { Hit, Hits } from '../types/common.js';
import type {
  DocumentHit,
  GlossaryPanelHit,
  GlossaryResultHit,
  IndexHit,
  IndexMergeRow,
  InstrumentHit,
  PrefixHit,
  PriceRow,
  SectionHit,
} from '../types/entities.js';
import type { InstrumentGroup } from '../types/search.js';

export interface Rows<T> {
  rows: T[];
  total: number;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows a path of keys through untrusted JSON. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** A total read as `total.value` (a bare number is accepted too). */
export function readTotal(total: unknown): number | null {
  const value = isObject(total) ? total.value : total;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The `_source` records of an Elasticsearch-style hit list. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the record type of untrusted hits
export function sources<T>(hits: unknown): T[] | null {
  if (!Array.isArray(hits)) return null;
  return hits.filter((h): h is Hit<T> => isObject(h) && isObject(h._source)).map((h) => h._source);
}

/** Rows and total of a `{ hits, total }` block; the total falls back to the number of rows. */
export function readHits<T>(block: unknown): Rows<T> | null {
  const rows = sources<T>(at(block, 'hits'));
  if (rows === null) return null;
  return { rows, total: readTotal(at(block, 'total')) ?? rows.length };
}

/** The group of hits under the first key of `instrumentos` (the specification: `{first key}`). */
export function firstGroup(instrumentos: unknown): InstrumentGroup | null {
  if (!isObject(instrumentos)) return null;
  for (const [key, value] of Object.entries(instrumentos)) {
    if (key !== 'hits' && isObject(value)) return value;
  }
  return null;
}

/**
 * Merges price rows keyed by ID_EMISION onto instrument rows; rows without a match get empty
 * values (specification §3).
 */
export function mergePrices(rows: InstrumentHit[], prices: unknown): InstrumentHit[] {
  const byIssue = new Map<number, PriceRow>();
  if (Array.isArray(prices)) {
    for (const p of prices) {
      if (isObject(p) && typeof p.ID_EMISION === 'number') byIssue.set(p.ID_EMISION, p as never);
    }
  }
  return rows.map((row) => {
    const price = byIssue.get(row.id_emision);
    return {
      ...row,
      hora: price?.HORA ?? null,
      precio_promedio_ponderado: price?.PRECIO_PROMEDIO_PONDERADO ?? null,
      ultimo_precio_operado: price?.ULTIMO_PRECIO_OPERADO ?? null,
    };
  });
}

/** Merges index rows keyed by ID_INDICE onto index hits; unmatched hits keep empty values. */
export function mergeIndexValues(rows: IndexHit[], merge: unknown): IndexHit[] {
  const byIndex = new Map<number, IndexMergeRow>();
  if (Array.isArray(merge)) {
    for (const m of merge) {
      const row: unknown = isObject(m) && isObject(m._source) ? m._source : m;
      if (isObject(row) && typeof row.ID_INDICE === 'number')
        byIndex.set(row.ID_INDICE, row as never);
    }
  }
  return rows.map((row) => {
    const m = byIndex.get(row.id_indice);
    if (!m) return row;
    return {
      ...row,
      fecha_creacion: m.FECHA_CREACION,
      valor_indice: m.VALOR_INDICE,
      valor_indice_anterior: m.VALOR_INDICE_ANTERIOR,
      variacion_puntos: m.VARIACION_PUNTOS,
      variacion_porcentaje: m.VARIACION_PORCENTAJE,
    };
  });
}

export interface PrefixResult {
  /** `prefijosDocumentos.prefijos.total`: nonzero means the documents-by-prefix view. */
  prefixTotal: number;
  documents: Rows<DocumentHit>;
  eventDocs: boolean;
}

/** `busquedaPrefijo`: prefijosDocumentos.prefijos.total and emisorasDocumentos.documentos. */
export function readPrefix(response: unknown): PrefixResult | null {
  const prefixTotal = readTotal(at(response, 'prefijosDocumentos', 'prefijos', 'total'));
  if (prefixTotal === null) return null;
  const documents = readHits<DocumentHit>(at(response, 'emisorasDocumentos', 'documentos')) ?? {
    rows: [],
    total: 0,
  };
  return { prefixTotal, documents, eventDocs: at(response, 'eventDocs') === true };
}

/** Longest "did you mean" text read; a longer one is not a suggestion. */
const SUGGESTION_MAX_LENGTH = 200;

/** A "did you mean" text (`sugerencia`): a non-blank string of reasonable length, else null. */
export function readSuggestion(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text && text.length <= SUGGESTION_MAX_LENGTH ? text : null;
}

/** The glossary results with the service's "did you mean" (null when there is none). */
export type GlossaryResults = Rows<GlossaryResultHit> & { suggestion: string | null };

/** `busquedaGlosario`: busquedaGlosario.glosario.hits, and its "did you mean" (`sugerencia`). */
export function readGlossaryResults(response: unknown): GlossaryResults | null {
  const rows = readHits<GlossaryResultHit>(at(response, 'busquedaGlosario', 'glosario'));
  if (!rows) return null;
  return { ...rows, suggestion: readSuggestion(at(response, 'busquedaGlosario', 'sugerencia')) };
}

function readInstrumentGroup(instrumentos: unknown): Rows<InstrumentHit> | null {
  const group = firstGroup(instrumentos);
  const block = readHits<InstrumentHit>(group?.emisoras);
  if (!block) return null;
  return { rows: mergePrices(block.rows, at(instrumentos, 'hits')), total: block.total };
}

/** `busquedaInstrumentos`: instrumentos.{first key}.emisoras with prices from instrumentos.hits. */
export function readInstruments(response: unknown): Rows<InstrumentHit> | null {
  return readInstrumentGroup(at(response, 'busquedaInstrumentos', 'instrumentos'));
}

/**
 * `busquedaDocumentosPorInstrumentos`: instrumentosEmisoras.instrumentos.{first key}.documentos.
 */
export function readDocuments(response: unknown): Rows<DocumentHit> | null {
  const group = firstGroup(at(response, 'instrumentosEmisoras', 'instrumentos'));
  return readHits<DocumentHit>(group?.documentos);
}

/** `busquedaIndicadores`: indicadores.indices merged with indicadores.indicadores.hits. */
export function readIndicators(response: unknown): Rows<IndexHit> | null {
  const block = readHits<IndexHit>(at(response, 'indicadores', 'indices'));
  if (!block) return null;
  const merge = at(response, 'indicadores', 'indicadores', 'hits');
  return { rows: mergeIndexValues(block.rows, merge), total: block.total };
}

/** `busquedaSecciones`: busquedaSecciones.secciones. */
export function readSections(response: unknown): Rows<SectionHit> | null {
  return readHits<SectionHit>(at(response, 'busquedaSecciones', 'secciones'));
}

export interface PanelResult {
  definition: GlossaryPanelHit | null;
  instruments: InstrumentHit[];
  documents: Rows<DocumentHit>;
  indices: IndexHit[];
  sections: SectionHit[];
  prefixTotal: number;
  /** The documents-by-issuer-prefix list: one hit per matched issuer and document type. */
  prefixes: PrefixHit[];
  /** "Did you mean" (`busquedaPanel.sugerencia`), when nothing was found. */
  suggestion: string | null;
}

const empty = <T>(): Rows<T> => ({ rows: [], total: 0 });

/** `busquedaPanel`: data.response.busquedaPanel with busquedaGeneral and prefijosDocumentos. */
export function readPanel(response: unknown): PanelResult | null {
  const general = at(response, 'busquedaPanel', 'busquedaGeneral');
  if (!isObject(general)) return null;
  const glossary = sources<GlossaryPanelHit>(at(general, 'glosario', 'hits')) ?? [];
  const ie = at(general, 'instrumentosEmisoras');
  const instruments = readInstrumentGroup(at(ie, 'instrumentos'));
  const groupDocs = readHits<DocumentHit>(firstGroup(at(ie, 'instrumentos'))?.documentos);
  const issuerDocs = readHits<DocumentHit>(at(ie, 'emisorasDocumentos', 'documentos'));
  const indices = readIndicators(general);
  return {
    definition: glossary[0] ?? null,
    instruments: instruments?.rows ?? [],
    documents: groupDocs ?? issuerDocs ?? empty(),
    indices: indices?.rows ?? [],
    sections: sources<SectionHit>(at(general, 'secciones', 'hits')) ?? [],
    prefixTotal:
      readTotal(at(response, 'busquedaPanel', 'prefijosDocumentos', 'prefijos', 'total')) ?? 0,
    prefixes:
      sources<PrefixHit>(at(response, 'busquedaPanel', 'prefijosDocumentos', 'prefijos', 'hits')) ??
      [],
    suggestion: readSuggestion(at(response, 'busquedaPanel', 'sugerencia')),
  };
}

/** Keeps the first row of each issuer key (the panel de-duplicates issuers, specification §5). */
export function uniqueByIssuer<T extends { cve_emisora: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = r.cve_emisora.trim().toUpperCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type { Hits };
