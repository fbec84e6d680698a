#!/usr/bin/env node
// Company-document store benchmark (docs/benchmarks.md, "Search: company-document store").
// Builds the SQLite store for each size in a temporary cache directory, then times reopening and
// three query shapes: a grid page sorted and filtered by `contains` (random pages), the panel's
// documents of 1 to 5 issuers, and free text. Run with `npm run bench:search` (builds first);
// `--sizes=10000,100000` limits the sizes, `--iterations=N` sets queries per shape (min 200).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importBuilt, loadBundledDataset } from './lib/built.mjs';
import { arg } from './lib/cli.mjs';
import { percentile } from './lib/stats.mjs';

const { openSqliteDocumentStore } = await importBuilt(
  'upstream/src/search/documents-sqlite/open.js',
);
const { generateDocuments } = await importBuilt('upstream/src/data/generate.js');
const { seededRandom } = await importBuilt('upstream/src/data/random.js');
const { SearchService } = await importBuilt('upstream/src/search/service.js');
const { splitSearchText } = await importBuilt('shared/search/search-text.js');

const sizes = arg('sizes', '10000,100000,1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const iterations = Math.max(200, Number(arg('iterations', '300')) || 300);
/** The whole run stops measuring new sizes after this (the brief: under 10 minutes). */
const BUDGET_MS = 9 * 60 * 1000;
const SEED = 42;

const dataset = await loadBundledDataset();
const { issuers } = dataset;
/** What visitors type in the panel: tickers and their starts, names, glossary words, accents, typos. */
const PANEL_TERMS = {
  es: [
    'amx',
    'walm',
    'bimbo',
    'america movil',
    'acción',
    'accion',
    'casa de bolsa',
    'fibra',
    'ipc',
    'dividendo',
    'dividnedo',
    'financieros amx',
    'eventos gf',
    'historia',
    'cetes',
    'banorte',
  ],
  en: [
    'femsa',
    'gfnor',
    'share',
    'dividend',
    'stock exchange',
    'financials amx',
    'events walmex',
    'history',
    'index',
    'bond',
  ],
};
const gc = globalThis.gc ?? (() => undefined);
const mb = (bytes) => Math.round(bytes / 1048576);

const NEEDLES = {
  es: ['reporte', 'dividendo', 'trimestral', 'asamblea', 'serie', '2020', 'financ', 'aviso de'],
  en: ['report', 'dividend', 'quarterly', 'meeting', 'series', '2021', 'financ', 'notice'],
};
const SORTS = [
  'cve_empresa',
  'descripccion_documento',
  'fecha_recepcion',
  'serie',
  'tipo_valor',
  'tag_es',
];
const TEXTS = {
  es: [
    'reporte anual',
    'estados financieros 2020',
    'informacion financiera 3t',
    'dividendo',
    'amx',
    'walmex reporte',
    'asamblea accionistas',
    'finanicera',
    'trimes',
    'aviso tenedores serie',
    'evento relevante',
    'gobierno corporativo 2019',
  ],
  en: [
    'annual report',
    'audited financial statements 2020',
    'quarterly report 3t',
    'dividend',
    'femsa',
    'notice holders',
    'meeting resolutions',
    'finacial',
    'quart',
    'material event',
  ],
};

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => percentile(sorted, p);
  return { p50: at(50), p95: at(95), p99: at(99), n: sorted.length };
}

function timeQueries(store, make) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < iterations; i++) {
    const query = make(i);
    const started = performance.now();
    const page = store.search(query);
    times.push(performance.now() - started);
    rows += page.total;
  }
  return { ...percentiles(times), meanTotal: Math.round(rows / iterations) };
}

const results = [];
const startedAll = performance.now();
for (const count of sizes) {
  if (performance.now() - startedAll > BUDGET_MS) {
    console.log(`skipping ${count}: over the time budget`);
    continue;
  }
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docstore-bench-'));
  try {
    const logs = [];
    const log = (message, fields) => logs.push({ message, ...fields });
    gc();
    let started = performance.now();
    const options = { issuers, count, seed: SEED, generate: generateDocuments, cacheDir, log };
    let store = openSqliteDocumentStore(options);
    const buildMs = performance.now() - started;
    const buildLog = logs.find((l) => l.message === 'document store built') ?? {};
    const peakRss = process.resourceUsage().maxRSS * 1024;
    gc();
    const afterBuild = process.memoryUsage();
    store.close();
    logs.length = 0;
    gc();
    started = performance.now();
    store = openSqliteDocumentStore(options);
    const restartMs = performance.now() - started;
    if (logs.some((l) => l.message === 'document store built')) {
      throw new Error('the reopen rebuilt the store');
    }

    const random = seededRandom(count);
    const pick = (items) => items[Math.floor(random() * items.length)];
    const keys = issuers.map((i) => i.cve_emisora);
    const totals = new Map();
    const grid = (over) => ({ startRow: 0, endRow: 20, sortModel: [], filterModel: {}, ...over });

    const gridQuery = () => {
      const lang = random() < 0.5 ? 'es' : 'en';
      const needle = pick(NEEDLES[lang]);
      const filterModel = {
        '_source.descripccion_documento': { filterType: 'text', type: 'contains', filter: needle },
      };
      const key = `${lang}:${needle}`;
      if (!totals.has(key))
        totals.set(key, store.search({ lang, grid: grid({ filterModel }) }).total);
      const pages = Math.max(1, Math.ceil(totals.get(key) / 20));
      const startRow = Math.floor(random() * pages) * 20;
      const sortModel = [
        { colId: `_source.${pick(SORTS)}`, sort: random() < 0.5 ? 'asc' : 'desc' },
      ];
      return { lang, grid: grid({ startRow, endRow: startRow + 20, sortModel, filterModel }) };
    };
    const panelQuery = () => ({
      lang: random() < 0.5 ? 'es' : 'en',
      issuerKeys: Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(keys)),
      grid: grid({ endRow: 3 }),
    });
    const textQuery = () => {
      const lang = random() < 0.5 ? 'es' : 'en';
      return { lang, text: pick(TEXTS[lang]), grid: grid() };
    };

    // First use of each sort builds its permutation: measured apart, then the steady state.
    started = performance.now();
    for (const field of SORTS) {
      for (const sort of ['asc', 'desc']) {
        for (const lang of ['es', 'en']) {
          store.search({ lang, grid: grid({ sortModel: [{ colId: `_source.${field}`, sort }] }) });
        }
      }
    }
    const warmMs = performance.now() - started;
    const loadBefore = os.loadavg()[0];
    const gridStats = timeQueries(store, gridQuery);
    const panelStats = timeQueries(store, panelQuery);
    const textStats = timeQueries(store, textQuery);
    // The whole panel search through the service: small corpora in memory plus the documents.
    const service = new SearchService(dataset, store, SEED, '2026-11-20 15:00:00');
    const servicePanelStats = timeQueries(
      {
        search: ({ lang, text }) => {
          const response = service.search('busquedaPanel', {
            lang,
            ...splitSearchText(text),
            searchType: 'busquedaPanel',
          });
          return {
            total: response.busquedaPanel.busquedaGeneral.instrumentosEmisoras.instrumentos ? 1 : 0,
          };
        },
      },
      () => {
        const lang = random() < 0.5 ? 'es' : 'en';
        return { lang, text: pick(PANEL_TERMS[lang]) };
      },
    );
    const loadAfter = os.loadavg()[0];
    gc();
    const afterQueries = process.memoryUsage();
    store.close();
    const result = {
      count,
      buildMs,
      generateMs: buildLog.generateMs,
      fileMb: mb(buildLog.bytes ?? 0),
      restartMs,
      peakRssMb: mb(peakRss),
      heapAfterBuildMb: mb(afterBuild.heapUsed),
      buffersAfterBuildMb: mb(afterBuild.arrayBuffers),
      rssAfterBuildMb: mb(afterBuild.rss),
      heapAfterQueriesMb: mb(afterQueries.heapUsed),
      buffersAfterQueriesMb: mb(afterQueries.arrayBuffers),
      rssAfterQueriesMb: mb(afterQueries.rss),
      load: `${loadBefore.toFixed(1)}-${loadAfter.toFixed(1)}`,
      warmMs,
      grid: gridStats,
      panel: panelStats,
      text: textStats,
      servicePanel: servicePanelStats,
    };
    results.push(result);
    console.log(JSON.stringify(result));
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const f = (ms) => (ms === undefined ? '-' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const s = (ms) => (ms === undefined ? '-' : (ms / 1000).toFixed(1));
console.log(
  `\nDocument store, ${iterations} queries per shape, Node ${process.version}, ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} MiB\n`,
);
const header = [
  'documents',
  'build s (generate s)',
  'file MiB',
  'reopen s',
  'peak RSS MiB (build)',
  'heap + buffers / RSS MiB after build',
  'heap + buffers / RSS MiB after queries',
  'first use of 24 sorts ms',
  'grid sort+contains p50/p95/p99 ms',
  'panel issuerKeys p50/p95/p99 ms',
  'free text p50/p95/p99 ms',
  'panel search (service) p50/p95/p99 ms',
  'load avg',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const r of results) {
  const p = (x) => `${f(x.p50)} / ${f(x.p95)} / ${f(x.p99)}`;
  console.log(
    `| ${r.count.toLocaleString('en')} | ${s(r.buildMs)} (${s(r.generateMs)}) | ${r.fileMb} | ` +
      `${s(r.restartMs)} | ${r.peakRssMb} | ` +
      `${r.heapAfterBuildMb} + ${r.buffersAfterBuildMb} / ${r.rssAfterBuildMb} | ` +
      `${r.heapAfterQueriesMb} + ${r.buffersAfterQueriesMb} / ${r.rssAfterQueriesMb} | ` +
      `${f(r.warmMs)} | ${p(r.grid)} | ${p(r.panel)} | ${p(r.text)} | ${p(r.servicePanel)} | ${r.load} |`,
  );
}
console.log(`\ntotal ${s(performance.now() - startedAll)} s`);
