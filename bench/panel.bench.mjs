#!/usr/bin/env node
// Search panel benchmark (docs/benchmarks.md, "Search panel (bench:panel)"): starts the built
// system (`scripts/start.mjs`: reference upstream + proxy, on free ports of 127.0.0.1) with about
// 100,000 company documents in the SQLite store (built once into upstream/.cache, reopened on later
// runs), opens the panel in Chromium and types distinct queries. For each search it measures, in
// the page, from the moment the panel's request starts (the debounce has ended: Resource Timing
// `startTime` of the /api/search call) to the animation frame that paints the new results (the
// first requestAnimationFrame after the results enter the DOM), and reports p50/p95/p99 over the
// measured searches (target p95 ≤ 100 ms). Also reported: the network part (request start to
// response end) and the keystroke-to-request gap (the 800 ms debounce, as a check).
// Run with `npm run bench:panel` (builds first); `--documents=N` and `--searches=N` change the
// corpus (default 100000) and the number of measured searches (default 40, at least 30).
// Callbacks of page.evaluate and waitForFunction run in the page.
/* global document, window, MutationObserver, requestAnimationFrame */
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { freePort, stopProcess } from '../e2e/processes.mjs';
import { startProcess, waitFor } from './lib/processes.mjs';
import { percentile } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const documents = Math.max(1000, Number(arg('documents', '100000')) || 100000);
const searches = Math.max(30, Number(arg('searches', '40')) || 40);
const WARM_UP = 5;
/** Every wait of the run is bounded; the whole run stops after this. */
const BUDGET_MS = 10 * 60 * 1000;
const started = Date.now();
const left = () => Math.max(1000, BUDGET_MS - (Date.now() - started));

// Distinct queries (RTK Query would answer a repeated one from its cache, without a request):
// tickers, names, glossary words with and without accents, document-type prefixes.
const QUERIES = [
  'amx', 'walmex', 'gfnorte', 'bimbo', 'femsa', 'cemex', 'gmexico', 'kof', 'alsea', 'asur',
  'orbia', 'pinfra', 'tlevisa', 'livepol', 'kimber', 'gcarso', 'gfinbur', 'elektra', 'vesta',
  'chdraui', 'gentera', 'gruma', 'cuervo', 'herdez', 'lala', 'acción', 'accion', 'bolsa',
  'dividendo', 'fibra', 'ipc', 'casa de bolsa', 'mercado', 'bono', 'cetes', 'financieros amx',
  'eventos gf', 'reporte anual', 'emisora', 'índice', 'warrants', 'america movil', 'banorte',
  'derivados', 'asamblea',
]; // prettier-ignore
if (QUERIES.length < searches + WARM_UP) {
  throw new Error(`only ${QUERIES.length} distinct queries for ${searches + WARM_UP} searches`);
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => percentile(sorted, p);
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1), n: sorted.length };
}

if (!existsSync(path.join(root, 'dist/node/proxy/src/server.js'))) {
  console.error('No build: run `npm run bench:panel` (it builds first) or `npm run build`.');
  process.exit(2);
}

const cacheDir = path.join(root, 'upstream/.cache');
mkdirSync(cacheDir, { recursive: true });
const [port, upstreamPort] = [await freePort(), await freePort()];
const system = startProcess('system', process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    UPSTREAM_PORT: String(upstreamPort),
    DOCUMENT_COUNT: String(documents),
    DOCUMENT_STORE: 'sqlite',
    CACHE_DIR: cacheDir,
    LOG_LEVEL: 'warn',
    // One browser, many searches: stay far from the per-IP limit.
    RATE_LIMIT_MAX: '100000',
    METRICS_PORT: String(await freePort()),
    // The development secret is refused in production; a random one is fine for one run.
    SITE_TOKEN_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
  },
});

const baseUrl = `http://127.0.0.1:${port}`;
let browser;
try {
  const t0 = Date.now();
  await waitFor(`${baseUrl}/healthz`, system, Math.min(left(), 5 * 60 * 1000));
  console.log(
    `system up with ${documents} documents in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${baseUrl}/es`);
  await page.waitForLoadState('networkidle');
  await page.locator('header [aria-controls="search-panel"]:visible').first().click();
  const input = page.getByRole('combobox');
  await input.waitFor();

  const measured = [];
  const errors = [];
  for (const [i, query] of QUERIES.slice(0, searches + WARM_UP).entries()) {
    if (left() <= 1000) throw new Error('time budget spent');
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('#search-panel [role="listbox"]'));
    // Armed before typing: the last keystroke, then the first frame after the answer's DOM.
    await page.evaluate(() => {
      performance.clearResourceTimings();
      const panel = document.getElementById('search-panel');
      const w = window;
      w.__bench = { input: 0, committed: 0, painted: 0, state: '' };
      document.addEventListener('input', () => (w.__bench.input = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        const state = panel.querySelector('[role="listbox"]')
          ? 'results'
          : panel.querySelector('[role="alert"]')
            ? 'error'
            : panel.querySelector('p') && !panel.querySelector('[role="status"]')
              ? 'none'
              : '';
        if (!state || !performance.getEntriesByType('resource').length) return;
        observer.disconnect();
        w.__bench.committed = performance.now();
        requestAnimationFrame(() => {
          w.__bench.painted = performance.now();
          w.__bench.state = state;
        });
      });
      observer.observe(panel, { childList: true, subtree: true });
    });
    await input.fill(query);
    await page.waitForFunction(() => window.__bench.painted > 0, undefined, { timeout: 15_000 });
    const r = await page.evaluate(() => {
      const search = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/api/search');
      const last = search.at(-1);
      return {
        ...window.__bench,
        requests: search.length,
        start: last?.startTime ?? 0,
        end: last?.responseEnd ?? 0,
      };
    });
    if (r.state === 'error') errors.push(query);
    if (i < WARM_UP) continue;
    measured.push({
      query,
      total: r.painted - r.start,
      network: r.end - r.start,
      render: r.committed - r.end,
      frame: r.painted - r.committed,
      debounce: r.start - r.input,
      requests: r.requests,
      state: r.state,
    });
  }

  const total = percentiles(measured.map((m) => m.total));
  const network = percentiles(measured.map((m) => m.network));
  const render = percentiles(measured.map((m) => m.render));
  const frame = percentiles(measured.map((m) => m.frame));
  const debounce = percentiles(measured.map((m) => m.debounce));
  const f = (n) => n.toFixed(1);
  console.log(
    `\nPanel: request start to results painted, ${total.n} searches (+${WARM_UP} warm-up)`,
  );
  console.log('| measure | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| request start → results painted | ${f(total.p50)} | ${f(total.p95)} | ${f(total.p99)} | ${f(total.max)} |`,
  );
  console.log(
    `| of which network (request start → response end) | ${f(network.p50)} | ${f(network.p95)} | ${f(network.p99)} | ${f(network.max)} |`,
  );
  console.log(`| of which answer to results in the DOM (store, React) | ${f(render.p50)} | ${f(render.p95)} | ${f(render.p99)} | ${f(render.max)} |`); // prettier-ignore
  console.log(`| of which DOM to the painting frame | ${f(frame.p50)} | ${f(frame.p95)} | ${f(frame.p99)} | ${f(frame.max)} |`); // prettier-ignore
  console.log(`| last keystroke → request start (debounce) | ${f(debounce.p50)} | ${f(debounce.p95)} | ${f(debounce.p99)} | ${f(debounce.max)} |`); // prettier-ignore
  const states = measured.reduce((acc, m) => ({ ...acc, [m.state]: (acc[m.state] ?? 0) + 1 }), {});
  console.log(
    `\nstates: ${JSON.stringify(states)}; one request per search: ${measured.every((m) => m.requests === 1)}`,
  );
  console.log(
    `documents: ${documents}; load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`target p95 ≤ 100 ms: ${total.p95 <= 100 ? 'met' : 'NOT met'}`);
  if (errors.length) {
    console.error(`searches that ended in the error state: ${errors.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error);
  console.error(system.output.join('').slice(-4000));
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stopProcess(system);
}
