#!/usr/bin/env node
// Web benchmark (issue 6; docs/benchmarks.md, "Web"). Run after `npm run build` (`npm run bench:web`
// does). Three parts:
//  1. First-view transfer per route: the size as sent of the JavaScript and CSS of the first view
//     (the entry, the lazily loaded chunks of the matched routes and everything they import
//     statically, from Vite's manifest): the build's gzip copies (level 9), which the proxy sends
//     to a client that accepts gzip, and for reference the brotli copies Chromium receives.
//  2. Server render time without upstream time: the client's built server entry renders each page
//     in-process from the reference upstream's answers recorded beforehand. "served" hands every
//     render the same parsed answer, as the proxy's content micro-cache does while an answer is
//     fresh (CONTENT_CACHE_TTL_S); "cold" parses the answer for every render, as on a cache miss
//     (once per page and language per TTL). Each render is timed with the proxy's assembly of the
//     page (the template filled in and cut into the UTF-8 pieces it keeps and sends).
//  3. Lighthouse 12 (its default mobile profile: slow 4G, 150 ms RTT, 1.6 Mbps, 4x CPU slowdown)
//     in Debian's Chromium against the started built system, once each page has been requested 5
//     times (a warm server): LCP, CLS and TBT of the glossary and a term page in both languages,
//     --lighthouse-runs=N times each (default 5, medians: Lighthouse's docs find the median of 5
//     runs twice as stable as one), with the throttling applied to Chromium
//     ('devtools': checked) and simulated (Lighthouse's default model, Lantern: reported, checked
//     only with --check-simulated; docs/decisions/011); then, reported only, the same pages'
//     start-up long tasks read in the page with the throttling applied, with and without
//     DevTools' Runtime domain (which Lighthouse enables, and which makes a page's scripts slower
//     to start).
// Targets: glossary first-view JS <= 150 kB gzip (issue 6); server render p50 <= 5 ms and p99 <= 20
// ms ("served", issue 25: pages are served from HTTP caches); on every page type (issue 35) LCP <= 1.2
// s, CLS <= 0.02, TBT <= 100 ms. Exits 1 when one is missed unless
// --report-only; writes every figure to bench/results/web-<date>.json. --skip-lighthouse leaves
// parts 3 and 4 out; --renders=N (default 1000) timed per page after --warmup=N (default 200)
// untimed ones; --page-types=home,results measures only those page types with Lighthouse (the types
// in bench/web/lighthouse.mjs `PAGES`).
// One module per part in bench/web/: first-view.mjs, render.mjs, lighthouse.mjs (parts 3 and 4,
// with start-up.mjs); this script reads the options, runs them and checks the targets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, flag, loadAvg } from './lib/cli.mjs';
import { writeResults } from './lib/results.mjs';
import { measureFirstView } from './web/first-view.mjs';
import { measureLighthouse } from './web/lighthouse.mjs';
import { measureRenders } from './web/render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = {
  reportOnly: flag('report-only'),
  skipLighthouse: flag('skip-lighthouse'),
  checkSimulated: flag('check-simulated'),
  lighthouseRuns: Math.max(1, Math.floor(Number(arg('lighthouse-runs', '5'))) || 5),
  pageTypes: arg('page-types', '') ? arg('page-types', '').split(',') : null,
  renders: Math.max(100, Number(arg('renders', '1000')) || 1000),
  // A server that has rendered a few hundred pages runs optimized code; fewer warm-ups time the
  // JIT's warm-up more than the render.
  warmup: Math.max(30, Number(arg('warmup', '200')) || 200),
};
const TARGETS = {
  glossaryJsBytes: 150_000,
  // Issue 35: the results page's first view, the grid's code loading after it (decision 122).
  resultsJsBytes: 380_000,
  renderP50Ms: 5,
  renderP99Ms: 20,
  // Issue 35, on every page type (issue 28 had 1.5 s and 150 ms on the glossary and terms).
  lcpMs: 1200,
  cls: 0.02,
  tbtMs: 100,
};
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const client = path.join(root, 'dist/client');
if (!existsSync(path.join(client, '.vite/manifest.json'))) {
  console.error('dist/client is missing: run `npm run build` (npm run bench:web does).');
  process.exit(2);
}
const checks = [];
const check = (what, ok, value) => checks.push({ what, ok, value });
/** Every figure of the run, written to bench/results/ as JSON at the end. */
const report = {
  date: new Date().toISOString(),
  loadAverageAtStart: loadAvg(),
  firstView: [],
  renders: [],
  lighthouse: [],
  startUp: [],
  checks,
};
console.log(`web benchmark, load average at start: ${report.loadAverageAtStart}`);

const part = { root, client, opts, targets: TARGETS, chromePath: CHROME_PATH, report, check };
measureFirstView(part);
await measureRenders(part);
await measureLighthouse(part);

console.log(`\ntargets (load average at the end: ${loadAvg()})`);
for (const { what, ok, value } of checks)
  console.log(`  ${ok ? 'met   ' : 'MISSED'}  ${what}: ${value}`);
writeResults(root, 'web', report);
const missed = checks.filter((c) => !c.ok).length;
if (missed > 0 && !opts.reportOnly) {
  console.log(`${missed} target(s) missed (--report-only to exit 0)`);
  process.exit(1);
}
