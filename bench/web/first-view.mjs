// Part 1 of the web benchmark (bench/web.bench.mjs): each route's first-view transfer, the size
// as sent of the JavaScript and CSS of its first view, from Vite's manifest.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { kb, kib } from '../lib/stats.mjs';

/**
 * The bytes the proxy sends for a built file: its `.gz` or `.br` copy, written by the build
 * (scripts/precompress.mjs: gzip level 9, brotli quality 11) and served as is.
 */
const sent = (client, file, suffix) => {
  const copy = path.join(client, `${file}${suffix}`);
  if (!existsSync(copy)) throw new Error(`${copy} missing: run \`npm run build\``);
  return statSync(copy).size;
};
const gz = (client, file) => sent(client, file, '.gz');
const br = (client, file) => sent(client, file, '.br');

/** Files loaded for the entry, its start and the given lazy source modules, with their static imports. */
function firstView(client, manifest, lazySources) {
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  // Every page's start loads the store and React DOM's client as chunks of their own
  // (app/entry-client.tsx).
  visit('src/app/store.ts');
  visit('src/app/hydrate.ts');
  // And the messages of its language, a chunk of their own (decision 121): the Spanish pages'.
  visit('src/i18n/catalog-es.ts');
  for (const source of lazySources) visit(source);
  const js = [...files].filter((f) => f.endsWith('.js'));
  return {
    js: js.reduce((s, f) => s + gz(client, f), 0),
    jsBrotli: js.reduce((s, f) => s + br(client, f), 0),
    css: [...css].reduce((s, f) => s + gz(client, f), 0),
    files: js.length,
  };
}

const RESULTS = [
  'src/routes/RootLayout.tsx',
  'src/routes/SearchRoute.tsx',
  'src/features/search-results/load.ts',
];

const ROUTES = {
  'glossary (/es/bmv/glosario)': ['src/routes/RootLayout.tsx', 'src/routes/GlossaryRoute.tsx'],
  'term (/es/bmv/glosario/:term)': ['src/routes/RootLayout.tsx', 'src/routes/TermRoute.tsx'],
  'home, contact, press room': ['src/routes/RootLayout.tsx', 'src/routes/StaticPage.tsx'],
  'error page (404)': ['src/routes/RootLayout.tsx', 'src/routes/ErrorPage.tsx'],
  // The grid's first rows come with the page; its code after the first view (decision 122).
  'search results with a grid (/es/bmv/busqueda/:term?tab=1)': RESULTS,
  'search results, the grid loaded after the first view (whole page)': [
    ...RESULTS,
    'src/features/search-results/ResultsGrid.tsx',
  ],
  'search panel, opened (chunk added to the page)': ['src/features/search-panel/SearchPanel.tsx'],
};

/** Prints the first-view table of every route into `report.firstView` and checks its targets. */
export function measureFirstView({ client, targets, report, check }) {
  const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
  console.log('\nFirst-view transfer as sent (gzip level 9, brotli quality 11), per route');
  console.log('| route | JS KiB | JS kB | JS kB brotli | CSS KiB | JS files |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, sources] of Object.entries(ROUTES)) {
    const missing = sources.filter((s) => !manifest[s]);
    if (missing.length) throw new Error(`not in the manifest: ${missing.join(', ')}`);
    const v = firstView(client, manifest, sources);
    report.firstView.push({ route: name, ...v });
    console.log(
      `| ${name} | ${kib(v.js)} | ${kb(v.js)} | ${kb(v.jsBrotli)} | ${kib(v.css)} | ${v.files} |`,
    );
    if (name.startsWith('search results with a grid')) {
      check(
        `results page first-view JS <= ${kb(targets.resultsJsBytes)} kB gzip`,
        v.js <= targets.resultsJsBytes,
        `${kb(v.js)} kB (${kib(v.js)} KiB)`,
      );
    }
    if (name.startsWith('glossary')) {
      check(
        `glossary first-view JS <= ${kb(targets.glossaryJsBytes)} kB gzip`,
        v.js <= targets.glossaryJsBytes,
        `${kb(v.js)} kB (${kib(v.js)} KiB)`,
      );
    }
  }
}
