/**
 * The SQLite document store's test fixture: a corpus with accents, lower case and blank values,
 * the answers the store must give (restrictions, the free-text rules written out document by
 * document, then `applyGrid`), and random grid requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '#shared/types/common.js';
import {
  SCALAR_FILTER_TYPES,
  TEXT_FILTER_TYPES,
  type ColumnFilter,
  type FilterCondition,
  type GridRequest,
} from '#shared/types/grid.js';
import { generateDocuments } from '../data/generate.js';
import { loadDataset } from '../data/load.js';
import type { DocumentRecord, IssuerRecord, SeriesRecord } from '../data/records.js';
import { DOCUMENT_COLUMNS, DOCUMENT_COLUMN_KINDS } from '../search/documents.js';
import type { DocumentQuery, DocumentStore } from '../search/documents.js';
import { openSqliteDocumentStore } from '../search/documents-sqlite/open.js';
import { applyGrid, parseGridRequest } from '../search/grid.js';
import { samePlural, typoBudget, withinEdits, words } from '../search/text-match.js';

const data = loadDataset(path.resolve(__dirname, '../../data'));

const series = (serie: string, tipo_valor: string, id_emision: number): SeriesRecord => ({
  id_emision,
  serie,
  tipo_valor,
  mercado: 'MC',
  estatus: 1,
  id_bolsa_listada: 101,
  operadora: null,
  cve_emisora_parent: null,
});

/** Real issuers plus some with accents, lower case and blank series or value types. */
export const issuers: IssuerRecord[] = [
  ...data.issuers.slice(0, 40),
  {
    id_empresa: 9001,
    cve_emisora: 'ÑANDÚ',
    razon_social: 'Ñandú, S.A.',
    paisOrigen: 'MX',
    sector: 'Pruebas',
    series: [series('  ', '1', 900001), series('Á-1', '41', 900002), series('a-1', '41', 900003)],
  },
  {
    id_empresa: 9002,
    cve_emisora: 'acme',
    razon_social: 'Acme',
    paisOrigen: 'MX',
    sector: 'Pruebas',
    series: [series('', '', 900004), series('Z', '1', 900005)],
  },
];

export const COUNT = 1500;
const SEED = 11;
export const LANGS: Lang[] = ['es', 'en'];

interface TestStores {
  store: DocumentStore;
  /** The same store answering substring filters through the trigram index. */
  trigramStore: DocumentStore;
}

export const records = generateDocuments(issuers, COUNT, SEED).sort((a, b) =>
  a.fecha_recepcion < b.fecha_recepcion
    ? 1
    : a.fecha_recepcion > b.fecha_recepcion
      ? -1
      : a.id - b.id,
);
const keyWords = new Set(issuers.flatMap((i) => words(i.cve_emisora)));

/**
 * The fixture's stores for one test file: built now in a new temporary directory, closed and
 * removed after the file's tests.
 */
export function useTestStores(): TestStores {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docstore-test-'));
  const open = (scanLimit?: number) =>
    openSqliteDocumentStore({
      issuers,
      count: COUNT,
      seed: SEED,
      generate: generateDocuments,
      cacheDir,
      ...(scanLimit === undefined ? {} : { scanLimit }),
    });
  const stores = { store: open(), trigramStore: open(0) };
  afterAll(() => {
    stores.store.close();
    stores.trigramStore.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });
  return stores;
}

const valueOf = (lang: Lang) => (d: DocumentRecord, field: string) =>
  field === 'descripccion_documento'
    ? lang === 'es'
      ? d.descripcion_es
      : d.descripcion_en
    : (d as unknown as Record<string, unknown>)[field];

const wordCache = { es: new Map<number, string[]>(), en: new Map<number, string[]>() };
function descriptionWords(d: DocumentRecord, lang: Lang): string[] {
  let cached = wordCache[lang].get(d.id);
  if (!cached) {
    cached = words(lang === 'es' ? d.descripcion_es : d.descripcion_en);
    wordCache[lang].set(d.id, cached);
  }
  return cached;
}

/** The specified free-text match, written out document by document. */
export function textMatches(d: DocumentRecord, text: string, lang: Lang): boolean {
  const queryWords = words(text);
  const description = descriptionWords(d, lang);
  const key = d.cve_empresa.toLowerCase();
  if (queryWords.length === 0) return false;
  return queryWords.every((q, i) => {
    const last = i === queryWords.length - 1;
    if (key === q || (last && key.startsWith(q))) return true;
    // One typo from 5 letters, two from 9; one on the first letter counts as two.
    const budget = typoBudget(q.length);
    const typo = (w: string) =>
      w[0] === q[0]
        ? budget > 0 && withinEdits(q, w, budget, last)
        : budget > 1 && withinEdits(q, w, budget - 1, last);
    return description.some(
      (w) =>
        w === q || (last && w.startsWith(q)) || (!keyWords.has(w) && (samePlural(q, w) || typo(w))),
    );
  });
}

/** What the store must answer: restrictions, then `applyGrid` over the default order. */
function expected(query: DocumentQuery) {
  const keys = query.issuerKeys && new Set(query.issuerKeys.map((k) => k.toUpperCase()));
  const types = query.valueTypes && new Set(query.valueTypes);
  const selected = records.filter(
    (d) =>
      (!keys || keys.has(d.cve_empresa.toUpperCase())) &&
      (!query.documentType || d.tipo_documento === query.documentType) &&
      (!types || types.has(d.tipo_valor)) &&
      (query.text === undefined || textMatches(d, query.text, query.lang)),
  );
  const request = parseGridRequest(JSON.stringify(query.grid), DOCUMENT_COLUMN_KINDS);
  return applyGrid(selected, request, valueOf(query.lang));
}

export function expectSame(target: DocumentStore, query: DocumentQuery) {
  const want = expected(query);
  const got = target.search(query);
  const label = JSON.stringify(query);
  expect({ label, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({
    label,
    total: want.total,
    ids: want.rows.map((r) => r.id),
  });
}

export const grid = (over: Partial<GridRequest> = {}): GridRequest => ({
  startRow: 0,
  endRow: 20,
  sortModel: [],
  filterModel: {},
  ...over,
});

// --- random requests ---

type Random = () => number;
export const int = (random: Random, n: number) => Math.floor(random() * n);
export const oneOf = <T>(random: Random, items: readonly T[]): T =>
  items[int(random, items.length)]!;

/** Variants a user might type of a stored text: a part of it, in another case, with accents. */
function variant(random: Random, text: string): string {
  const chars = Array.from(text);
  const from = int(random, chars.length + 1);
  const to = from + int(random, chars.length - from + 1);
  const part = oneOf(random, ['middle', 'whole', 'head', 'tail'] as const);
  const piece =
    part === 'whole'
      ? text
      : part === 'head'
        ? chars.slice(0, to).join('')
        : part === 'tail'
          ? chars.slice(from).join('')
          : chars.slice(from, to).join('');
  const casing = oneOf(random, ['upper', 'lower', 'same'] as const);
  const cased =
    casing === 'upper' ? piece.toUpperCase() : casing === 'lower' ? piece.toLowerCase() : piece;
  return random() < 0.3 ? cased.replace(/a/g, 'á').replace(/o/g, 'Ó') : cased;
}

function textCondition(random: Random, sample: () => string): FilterCondition {
  const type = oneOf(random, TEXT_FILTER_TYPES);
  const r = random();
  const filter =
    r < 0.75
      ? variant(random, sample())
      : r < 0.85
        ? oneOf(random, ['', ' ', 'zzz', 'ñ', '2020', 'de la', 'Ó'])
        : r < 0.95
          ? null
          : 7;
  return { filterType: 'text', type, filter } as FilterCondition;
}

function dateCondition(random: Random): FilterCondition {
  const type = oneOf(random, SCALAR_FILTER_TYPES);
  const day = () => {
    if (random() < 0.1) return null;
    const d = oneOf(random, records).fecha_recepcion.slice(0, 10);
    return random() < 0.5 ? `${d} 00:00:00` : d;
  };
  return { filterType: 'date', type, dateFrom: day(), dateTo: day() };
}

function randomFilter(random: Random, field: string, lang: Lang): ColumnFilter {
  const kind = DOCUMENT_COLUMN_KINDS[field as keyof typeof DOCUMENT_COLUMN_KINDS];
  const sample = () => String(valueOf(lang)(oneOf(random, records), field));
  const condition = () => (kind === 'date' ? dateCondition(random) : textCondition(random, sample));
  if (random() < 0.35) {
    const conditions = Array.from({ length: 1 + int(random, 3) }, condition);
    return { filterType: kind, operator: random() < 0.5 ? 'AND' : 'OR', conditions };
  }
  return condition();
}

export function randomQuery(random: Random, lang: Lang): DocumentQuery {
  const filterModel: Record<string, ColumnFilter> = {};
  for (let i = int(random, 3); i > 0; i--) {
    const field = oneOf(random, DOCUMENT_COLUMNS);
    filterModel[`_source.${field}`] = randomFilter(random, field, lang);
  }
  const sortModel = Array.from({ length: int(random, 4) }, () => ({
    colId: `_source.${oneOf(random, DOCUMENT_COLUMNS)}`,
    sort: random() < 0.5 ? ('asc' as const) : ('desc' as const),
  }));
  const startRow = random() < 0.5 ? int(random, 60) : int(random, COUNT + 40);
  const query: DocumentQuery = {
    lang,
    grid: { startRow, endRow: startRow + 1 + int(random, 100), sortModel, filterModel },
  };
  const r = random();
  if (r < 0.15) query.issuerKeys = [oneOf(random, issuers).cve_emisora.toLowerCase(), 'AMX'];
  else if (r < 0.25) query.valueTypes = ['1', '41', ''];
  else if (r < 0.3) query.documentType = 'financieros';
  else if (r < 0.4)
    query.text = variant(
      random,
      String(valueOf(lang)(oneOf(random, records), 'descripccion_documento')),
    );
  return query;
}

/** The generated documents of one issuer key. */
/** How many documents of `target` a query finds. */
export const totalOf =
  (target: DocumentStore) =>
  (query: Omit<DocumentQuery, 'grid'>, over: Partial<GridRequest> = {}) =>
    target.search({ ...query, grid: grid(over) }).total;

export const ofIssuer = (key: string) => records.filter((d) => d.cve_empresa === key);
