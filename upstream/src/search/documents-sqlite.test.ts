import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
import { generateDocuments, type DocumentRecord } from '../data/generate.js';
import { loadDataset } from '../data/load.js';
import { createMemoryDocumentStore } from './documents-memory.js';
import { seededRandom } from '../data/random.js';
import type { IssuerRecord, SeriesRecord } from '../data/records.js';
import { DOCUMENT_COLUMNS, type DocumentQuery, type DocumentStore } from './documents.js';
import { DOCUMENT_COLUMN_KINDS } from './documents.js';
import { openSqliteDocumentStore } from './documents-sqlite.js';
import { applyGrid, GridRequestError, parseGridRequest } from './grid.js';
import { samePlural, typoBudget, withinEdits, words } from './text-match.js';

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
const issuers: IssuerRecord[] = [
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

const COUNT = 1500;
const SEED = 11;
const LANGS: Lang[] = ['es', 'en'];

let cacheDir: string;
let store: DocumentStore;
/** The same store answering substring filters through the trigram index. */
let trigramStore: DocumentStore;
const records = generateDocuments(issuers, COUNT, SEED).sort((a, b) =>
  a.fecha_recepcion < b.fecha_recepcion
    ? 1
    : a.fecha_recepcion > b.fecha_recepcion
      ? -1
      : a.id - b.id,
);
const keyWords = new Set(issuers.flatMap((i) => words(i.cve_emisora)));

beforeAll(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docstore-test-'));
  store = openSqliteDocumentStore({ issuers, count: COUNT, seed: SEED, cacheDir });
  trigramStore = openSqliteDocumentStore({
    issuers,
    count: COUNT,
    seed: SEED,
    cacheDir,
    scanLimit: 0,
  });
});

afterAll(() => {
  store.close();
  trigramStore.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

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
function textMatches(d: DocumentRecord, text: string, lang: Lang): boolean {
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

function expectSame(target: DocumentStore, query: DocumentQuery) {
  const want = expected(query);
  const got = target.search(query);
  const label = JSON.stringify(query);
  expect({ label, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({
    label,
    total: want.total,
    ids: want.rows.map((r) => r.id),
  });
}

const grid = (over: Partial<GridRequest> = {}): GridRequest => ({
  startRow: 0,
  endRow: 20,
  sortModel: [],
  filterModel: {},
  ...over,
});

// --- random requests ---

type Random = () => number;
const int = (random: Random, n: number) => Math.floor(random() * n);
const oneOf = <T>(random: Random, items: readonly T[]): T => items[int(random, items.length)]!;

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

function randomQuery(random: Random, lang: Lang): DocumentQuery {
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

describe('SQLite document store: equivalence with applyGrid', () => {
  it.each(LANGS)('answers random grid requests exactly as applyGrid (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 101 : 202);
    for (let i = 0; i < 80; i++) expectSame(store, randomQuery(random, lang));
  });

  it.each(LANGS)('sorts by every column in both directions, blanks last (%s)', (lang) => {
    for (const field of DOCUMENT_COLUMNS) {
      for (const sort of ['asc', 'desc'] as const) {
        for (const startRow of [0, COUNT - 30]) {
          expectSame(store, {
            lang,
            grid: grid({
              startRow,
              endRow: startRow + 25,
              sortModel: [{ colId: `_source.${field}`, sort }],
            }),
          });
        }
      }
    }
  });

  it('keeps blank values last in both directions', () => {
    for (const sort of ['asc', 'desc'] as const) {
      const page = store.search({
        lang: 'es',
        grid: grid({
          startRow: COUNT - 5,
          endRow: COUNT,
          sortModel: [{ colId: '_source.serie', sort }],
        }),
      });
      expect(page.rows.map((d) => d.serie.trim())).toEqual(['', '', '', '', '']);
    }
  });

  it('pages past the end and with empty pages', () => {
    const all = store.search({ lang: 'es', grid: grid() }).total;
    expect(all).toBe(COUNT);
    expect(
      store.search({ lang: 'es', grid: grid({ startRow: COUNT, endRow: COUNT + 20 }) }),
    ).toEqual({
      total: COUNT,
      rows: [],
    });
    expectSame(store, { lang: 'es', grid: grid({ startRow: COUNT - 3, endRow: COUNT + 50 }) });
    expectSame(store, { lang: 'en', grid: grid({ startRow: 5, endRow: 5 }) });
  });

  it('returns whole documents in the default order (newest first, then id)', () => {
    const page = store.search({ lang: 'en', grid: grid({ startRow: 10, endRow: 40 }) });
    expect(page.rows).toEqual(records.slice(10, 40));
  });

  it.each(LANGS)('gives the same answers through the trigram index (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 303 : 404);
    for (let i = 0; i < 40; i++) expectSame(trigramStore, randomQuery(random, lang));
  });
});

/** The generated documents of one issuer key. */
const ofIssuer = (key: string) => records.filter((d) => d.cve_empresa === key);
const total = (query: Omit<DocumentQuery, 'grid'>, over: Partial<GridRequest> = {}) =>
  store.search({ ...query, grid: grid(over) }).total;

describe('SQLite document store: free text', () => {
  it('ignores case and accents, in the query and in the documents', () => {
    const accion = store.search({ lang: 'es', text: 'ACCION', grid: grid() });
    expect(accion.total).toBeGreaterThan(0);
    for (const d of accion.rows) expect(d.descripcion_es.toLowerCase()).toMatch(/acci[oó]n/);
    expect(total({ lang: 'es', text: 'información financiera' })).toBe(
      total({ lang: 'es', text: 'INFORMACION FINANCIERA' }),
    );
    expect(total({ lang: 'es', text: 'informacion financiera' })).toBe(
      records.filter((d) => d.descripcion_es.startsWith('Información financiera')).length,
    );
  });

  it('matches the last word as a prefix and the others whole', () => {
    expect(total({ lang: 'es', text: 'reporte trimes' })).toBeGreaterThan(0);
    expect(total({ lang: 'es', text: 'reporte trimes' })).toBe(
      total({ lang: 'es', text: 'reporte trimestral' }),
    );
    expect(total({ lang: 'es', text: 'trimes reporte' })).toBe(0);
  });

  it('tolerates one typo in words of five or more letters only', () => {
    const exact = total({ lang: 'es', text: 'informacion financiera' });
    expect(total({ lang: 'es', text: 'informacion finanicera' })).toBe(exact); // a swap
    expect(total({ lang: 'es', text: 'infromacion financiera' })).toBe(exact);
    expect(total({ lang: 'es', text: 'informacion financeira x' })).toBe(0);
    expect(total({ lang: 'es', text: 'pago de dividndo' })).toBeGreaterThan(0); // a deletion
    expect(total({ lang: 'en', text: 'anual report' })).toBe(
      total({ lang: 'en', text: 'annual report' }),
    ); // a deletion
    expect(total({ lang: 'es', text: 'repote anual' })).toBe(
      total({ lang: 'es', text: 'reporte anual' }),
    );
    expect(total({ lang: 'es', text: 'anul 2020' })).toBe(0); // four letters: no typo
    expect(total({ lang: 'es', text: 'rpeotre anual' })).toBe(0); // two edits
  });

  it('matches issuer keys exactly or by prefix, never with a typo', () => {
    const key = issuers
      .map((i) => i.cve_emisora)
      .find((k) => /^[A-Z]{6,}$/.test(k) && ofIssuer(k).length >= 5);
    if (!key) throw new Error('no issuer key of 6+ letters with documents');
    const mine = new Set(ofIssuer(key).map((d) => d.id));
    const exact = store.search({
      lang: 'es',
      text: key.toLowerCase(),
      grid: grid({ endRow: 100 }),
    });
    expect(exact.total).toBeGreaterThanOrEqual(mine.size);
    const prefix = store.search({ lang: 'es', text: key.slice(0, 3), grid: grid({ endRow: 100 }) });
    expect(prefix.total).toBeGreaterThanOrEqual(mine.size);
    expectSame(store, { lang: 'es', text: key.slice(0, 3), grid: grid() });
    // The key in the middle of a query is a whole word, not a prefix.
    expect(total({ lang: 'es', text: `${key.slice(0, 3)} reporte` })).toBe(
      records.filter((d) => textMatches(d, `${key.slice(0, 3)} reporte`, 'es')).length,
    );
    const typo = `${key.slice(0, -1)}${key.endsWith('Q') ? 'W' : 'Q'}`;
    const typed = store.search({ lang: 'es', text: typo, grid: grid({ endRow: 100 }) });
    expect(typed.rows.filter((d) => d.cve_empresa === key)).toEqual([]);
    expectSame(store, { lang: 'es', text: typo, grid: grid() });
  });

  it.each(LANGS)('answers random free-text queries as specified (%s)', (lang) => {
    const random = seededRandom(lang === 'es' ? 505 : 606);
    const typo = (w: string) => {
      if (w.length < 3) return w;
      const i = 1 + int(random, w.length - 2);
      const r = random();
      if (r < 0.25) return w.slice(0, i) + w.slice(i + 1);
      if (r < 0.5) return w.slice(0, i) + 'x' + w.slice(i);
      if (r < 0.75) return w.slice(0, i - 1) + w.charAt(i) + w.charAt(i - 1) + w.slice(i + 1);
      return w.slice(0, i) + 'e' + w.slice(i + 1);
    };
    for (let i = 0; i < 60; i++) {
      const doc = oneOf(random, records);
      const pool = [
        ...words(lang === 'es' ? doc.descripcion_es : doc.descripcion_en),
        doc.cve_empresa,
        doc.serie,
      ];
      const picked = Array.from({ length: 1 + int(random, 3) }, () => {
        const w = oneOf(random, pool);
        const r = random();
        return r < 0.3 ? typo(w) : r < 0.5 ? w.slice(0, 1 + int(random, w.length)) : w;
      });
      expectSame(store, { lang, text: picked.join(' '), grid: grid() });
    }
  });
});

describe('SQLite document store: restrictions', () => {
  it('keeps the documents of the issuer keys, ignoring case; none for an empty list', () => {
    const page = store.search({
      lang: 'es',
      issuerKeys: ['amx', 'Ñandú'],
      grid: grid({ endRow: 100 }),
    });
    expect(page.total).toBe(ofIssuer('AMX').length + ofIssuer('ÑANDÚ').length);
    expect(page.total).toBeGreaterThan(0);
    for (const d of page.rows) expect(['AMX', 'ÑANDÚ']).toContain(d.cve_empresa);
    expect(store.search({ lang: 'es', issuerKeys: [], grid: grid() })).toEqual({
      total: 0,
      rows: [],
    });
    expect(total({ lang: 'es', issuerKeys: ['NOPE'] })).toBe(0);
  });

  it('keeps a document type and value types; none for an empty list of value types', () => {
    expect(total({ lang: 'es', documentType: 'financieros' })).toBe(
      records.filter((d) => d.tipo_documento === 'financieros').length,
    );
    expect(total({ lang: 'es', valueTypes: ['41', ''] })).toBe(
      records.filter((d) => d.tipo_valor === '41' || d.tipo_valor === '').length,
    );
    expect(total({ lang: 'es', valueTypes: [] })).toBe(0);
    expect(total({ lang: 'es', documentType: 'no-such-type' })).toBe(0);
  });

  it('combines restrictions, free text and grid filters', () => {
    expectSame(store, {
      lang: 'es',
      issuerKeys: ['amx', 'acme', 'ÑANDÚ'],
      valueTypes: ['1', '41', ''],
      text: 'reporte',
      grid: grid({
        sortModel: [{ colId: '_source.serie', sort: 'desc' }],
        filterModel: {
          '_source.fecha_recepcion': {
            filterType: 'date',
            type: 'greaterThan',
            dateFrom: '2016-01-01',
          },
        },
      }),
    });
  });
});

describe('SQLite document store: persistence', () => {
  const open = (dir: string, count: number, seed: number) => {
    const messages: string[] = [];
    const opened = openSqliteDocumentStore({
      issuers,
      count,
      seed,
      cacheDir: dir,
      log: (message) => messages.push(message),
    });
    return { opened, messages };
  };
  const files = (dir: string) => readdirSync(dir).sort();

  it('reopens an unchanged build and rebuilds when the seed or the count changes', () => {
    const dir = path.join(cacheDir, 'persist');
    const first = open(dir, 300, 1);
    expect(first.messages).toContain('document store built');
    const page = first.opened.search({ lang: 'en', grid: grid() });
    first.opened.close();
    const [file] = files(dir);
    const built = statSync(path.join(dir, file!)).mtimeMs;

    const again = open(dir, 300, 1);
    expect(again.messages).toEqual(['document store ready']);
    expect(again.opened.search({ lang: 'en', grid: grid() })).toEqual(page);
    expect(again.opened.size()).toBe(300);
    again.opened.close();
    expect(statSync(path.join(dir, file!)).mtimeMs).toBe(built);

    const otherSeed = open(dir, 300, 2);
    expect(otherSeed.messages).toContain('document store built');
    otherSeed.opened.close();
    const otherCount = open(dir, 301, 1);
    expect(otherCount.messages).toContain('document store built');
    expect(otherCount.opened.size()).toBe(301);
    otherCount.opened.close();
    expect(files(dir).filter((f) => f.endsWith('.sqlite'))).toHaveLength(3);
    expect(files(dir).filter((f) => !f.endsWith('.sqlite'))).toEqual([]);
  });

  it('never trusts a damaged file or a half-built one', () => {
    const dir = path.join(cacheDir, 'damaged');
    open(dir, 200, 3).opened.close();
    const [file] = files(dir);
    writeFileSync(path.join(dir, file!), 'not a database');
    // A build interrupted by a crash leaves a temporary file of a dead process.
    const orphan = `${file!}.tmp-4194305-0badc0de`;
    writeFileSync(path.join(dir, orphan), 'half');
    const reopened = open(dir, 200, 3);
    expect(reopened.messages).toContain('document store built');
    expect(reopened.opened.search({ lang: 'es', grid: grid() }).total).toBe(200);
    reopened.opened.close();
    expect(files(dir)).toEqual([file]);
  });
});

describe('SQLite document store: hostile input', () => {
  const HOSTILE = [
    '%',
    '_',
    '%_%',
    "'",
    "'; DROP TABLE docs; --",
    '"',
    '""',
    '"abc',
    'NEAR(',
    'NEAR(reporte anual, 2)',
    '*',
    'rep*',
    'AND OR',
    'reporte OR anual NOT',
    '\\',
    '{ } [ ] ( ) ^ : -',
    'de la',
    'x'.repeat(6000),
  ];

  it('treats filter values as plain text', () => {
    for (const filter of HOSTILE) {
      for (const field of ['descripccion_documento', 'serie']) {
        for (const type of ['notContains', 'endsWith'] as const) {
          const query: DocumentQuery = {
            lang: 'es',
            grid: grid({
              filterModel: { [`_source.${field}`]: { filterType: 'text', type, filter } },
            }),
          };
          expectSame(store, query);
          expectSame(trigramStore, query);
        }
      }
    }
  });

  it('treats free text as words, whatever operators it holds', () => {
    for (const text of [...HOSTILE, 'NEAR(a b) AND "x" OR *', 'a'.repeat(20000), '   ']) {
      expectSame(store, { lang: 'es', text, grid: grid() });
      expectSame(store, { lang: 'en', text, grid: grid() });
    }
  });

  it('finds no document for a text without a word, in both stores', () => {
    const memory = createMemoryDocumentStore(records);
    for (const text of ['%', '*', '$', '#', '...', '¿?', '"', '😀', '   ', '']) {
      for (const lang of ['es', 'en'] as const) {
        expect(store.search({ lang, text, grid: grid() }).total).toBe(0);
        expect(memory.search({ lang, text, grid: grid() }).total).toBe(0);
      }
    }
    expect(store.search({ lang: 'es', grid: grid() }).total).toBe(records.length);
  });

  it('rejects malformed grid requests with a GridRequestError only', () => {
    const bad: unknown[] = [
      { startRow: -1, endRow: 10 },
      { startRow: 10, endRow: 5 },
      { startRow: 0, endRow: 500 },
      { startRow: 0.5, endRow: 10 },
      { sortModel: [{ colId: '_source.id', sort: 'asc' }] },
      { sortModel: [{ colId: '_source.serie', sort: 'up' }] },
      { sortModel: 'serie' },
      { filterModel: [] },
      { filterModel: { '_source.documento_html': { type: 'contains', filter: 'x' } } },
      { filterModel: { '_source.serie': { filterType: 'text', type: 'regex', filter: '.*' } } },
      {
        filterModel: {
          '_source.serie': { filterType: 'text', type: 'contains', filter: { $ne: 1 } },
        },
      },
      { filterModel: { '_source.serie': { filterType: 'number', type: 'equals', filter: 1 } } },
      {
        filterModel: {
          '_source.fecha_recepcion': { filterType: 'date', type: 'equals', dateFrom: 'ayer' },
        },
      },
      { filterModel: { '_source.serie': { operator: 'XOR', conditions: [{ type: 'blank' }] } } },
      {
        filterModel: {
          '_source.serie': {
            operator: 'OR',
            conditions: Array.from({ length: 6 }, () => ({ type: 'blank' })),
          },
        },
      },
      {
        filterModel: {
          '_source.serie': { filterType: 'text', type: 'contains', filter: 'x'.repeat(9000) },
        },
      },
    ];
    for (const g of bad) {
      expect(() => store.search({ lang: 'es', grid: g as GridRequest })).toThrow(GridRequestError);
    }
  });
});
