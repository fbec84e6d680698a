#!/usr/bin/env node
// Search-quality benchmark (docs/benchmarks.md, "Search quality"): the queries of
// `quality-queries.mjs` through the search service (bundled data, 20,000 generated documents in
// the in-memory store), printing per kind and overall how often the right answer is in the first
// three hits. Targets: 97 % overall, 90 % in every kind, nothing at all for nothing-to-find
// queries. Run with `npm run bench:quality` (builds first); exits 1 when a target is missed.
import { importBuilt, loadBundledDataset } from './lib/built.mjs';
import { QUERIES } from './quality-queries.mjs';

const { generateDocuments } = await importBuilt('upstream/src/data/generate.js');
const { createMemoryDocumentStore } = await importBuilt('upstream/src/search/documents-memory.js');
const { SearchService } = await importBuilt('upstream/src/search/service.js');
const { splitSearchText } = await importBuilt('shared/search/search-text.js');

const SEED = 42;
const TARGET_OVERALL = 0.97;
const TARGET_KIND = 0.9;
const TOP = 3;

const data = await loadBundledDataset();
const store = createMemoryDocumentStore(generateDocuments(data.issuers, 20_000, SEED));
const service = new SearchService(data, store, SEED, '2026-11-20 15:00:00');
const GRID = JSON.stringify({ startRow: 0, endRow: 20, sortModel: [], filterModel: {} });
const ask = (searchType, lang, text) =>
  service.search(searchType, { lang, ...splitSearchText(text), searchType, requestJson: GRID });
const firstGroup = (instrumentos) =>
  Object.entries(instrumentos ?? {}).find(([key]) => key !== 'hits')?.[1] ?? {};
const distinct = (values) => [...new Set(values)];

/** The first names of a group's answer, best first. */
const answers = {
  glossary: (lang, text) =>
    ask('busquedaGlosario', lang, text).busquedaGlosario.glosario.hits.map(
      (h) => h._source.palabra,
    ),
  instruments: (lang, text) =>
    distinct(
      (
        firstGroup(ask('busquedaInstrumentos', lang, text).busquedaInstrumentos.instrumentos)
          .emisoras?.hits ?? []
      ).map((h) => h._source.cve_emisora),
    ),
  indices: (lang, text) =>
    ask('busquedaIndicadores', lang, text).indicadores.indices.hits.map(
      (h) => h._source.nombre_corto,
    ),
  sections: (lang, text) =>
    ask('busquedaSecciones', lang, text).busquedaSecciones.secciones.hits.map(
      (h) => h._source.titulo,
    ),
  prefix: (lang, text) =>
    ask('busquedaPrefijo', lang, text).prefijosDocumentos.prefijos.hits.map(
      (h) => h._source.cve_emisora,
    ),
};

/** Everything a query finds: the panel's groups and the results page's five searches. */
function foundAnything(lang, text) {
  const general = ask('busquedaPanel', lang, text).busquedaPanel.busquedaGeneral;
  const group = firstGroup(general.instrumentosEmisoras.instrumentos);
  const documents = firstGroup(
    ask('busquedaDocumentosPorInstrumentos', lang, text).instrumentosEmisoras.instrumentos,
  ).documentos;
  const totals = [
    general.glosario.total.value,
    group.emisoras?.total.value ?? 0,
    group.documentos?.total.value ?? 0,
    general.indicadores.indices.total.value,
    general.secciones.total.value,
    documents?.total.value ?? 0,
    ask('busquedaPrefijo', lang, text).prefijosDocumentos.prefijos.total.value,
    ...['glossary', 'instruments', 'indices', 'sections'].map((g) => answers[g](lang, text).length),
  ];
  return totals.some((t) => t > 0);
}

const byKind = new Map();
const misses = [];
for (const [kind, lang, text, group, expected] of QUERIES) {
  let right;
  let got;
  if (group === 'none') {
    right = !foundAnything(lang, text);
    got = right ? 'nothing' : 'something';
  } else {
    got = answers[group](lang, text).slice(0, TOP);
    right = got.includes(expected);
  }
  const k = byKind.get(kind) ?? { n: 0, right: 0 };
  k.n++;
  if (right) k.right++;
  byKind.set(kind, k);
  if (!right) misses.push({ kind, lang, text, expected: expected ?? 'nothing', got });
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const total = [...byKind.values()].reduce((s, k) => ({ n: s.n + k.n, right: s.right + k.right }), {
  n: 0,
  right: 0,
});
console.log(`\nSearch quality: right answer in the first ${TOP}, ${total.n} queries\n`);
console.log('| kind | queries | right | top-3 rate |');
console.log('|---|---|---|---|');
for (const [kind, k] of byKind)
  console.log(`| ${kind} | ${k.n} | ${k.right} | ${pct(k.right / k.n)} |`);
console.log(`| **overall** | ${total.n} | ${total.right} | ${pct(total.right / total.n)} |`);
if (misses.length) {
  console.log('\nMissed:');
  for (const m of misses)
    console.log(
      `- [${m.kind}, ${m.lang}] "${m.text}": expected ${m.expected}, got ${JSON.stringify(m.got)}`,
    );
}
const nothing = byKind.get('nothing');
const met =
  total.right / total.n >= TARGET_OVERALL &&
  [...byKind.values()].every((k) => k.right / k.n >= TARGET_KIND) &&
  (!nothing || nothing.right === nothing.n);
console.log(
  `\nTargets (≥ ${pct(TARGET_OVERALL)} overall, ≥ ${pct(TARGET_KIND)} per kind, nothing-to-find empty): ${met ? 'met' : 'MISSED'}`,
);
process.exitCode = met ? 0 : 1;
