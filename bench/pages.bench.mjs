#!/usr/bin/env node
// Page serving benchmark (docs/benchmarks.md, "Pages (bench:pages)", issue 22). One run measures,
// with Debian's `wrk` (autocannon tops out near 1,600 answers a second of these pages and would
// hide the differences), the served glossary and term pages per second and their p99, gzip
// accepted, for:
//   before  the proxy of an earlier build given with --before=DIR (a copy of that build's `dist/`,
//           e.g. `cp -r dist /tmp/before/` on the commit before this change): its in-process
//           page cache, the visitor carrying a valid token cookie;
//   proxy   this build's proxy alone (its response cache);
//   nginx   this build behind nginx (deploy/nginx/bolsa.conf.template) with two proxy instances.
// Servers share CPU 0 (`taskset`), wrk runs on CPU 1. Then, in Chromium, the time from a cold
// page load (no cookie) to a panel search's results, before and after: the visitor clicks the
// header's search control as soon as the page is interactive and types a query; measured from
// the click to the results in the DOM (the panel's 800 ms debounce included, the same in both).
// Options: --duration=S (default 10) per wrk run, --connections=N (50), --warmup=S (2),
// --loads=N (5) Chromium loads per build, --before=DIR, --skip-browser.
// Run with `npm run bench:pages` (builds first).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { writeNginxPrefix } from '../deploy/render-nginx.mjs';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { arg, flag, loadAvg } from './lib/cli.mjs';
import { freePort, stopProcess } from '../e2e/processes.mjs';
import { startProcess, stopAll, waitFor } from './lib/processes.mjs';
import { percentile } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = {
  duration: Math.max(1, Number(arg('duration', '10'))),
  connections: Math.max(1, Number(arg('connections', '50'))),
  warmup: Math.max(0, Number(arg('warmup', '2'))),
  loads: Math.max(1, Number(arg('loads', '5'))),
  before: arg('before', ''),
  skipBrowser: flag('skip-browser'),
};
const PAGES = { glossary: '/es/bmv/glosario', term: '/es/bmv/glosario/Bono' };
const SERVERS_CPU = '0';
const LOAD_CPU = '1';
const pin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
const NGINX = '/usr/sbin/nginx';
for (const [what, ok] of [
  ['wrk (apt-get install -y wrk)', spawnSync('wrk', ['-v']).error === undefined],
  ['nginx (apt-get install -y nginx-light)', existsSync(NGINX)],
  ['a build (npm run build)', existsSync(path.join(root, 'dist/server/entry-server.js'))],
])
  if (!ok) {
    console.error(`bench:pages needs ${what}`);
    process.exit(2);
  }

const cpus = pin ? SERVERS_CPU : null;
/** Proxy settings for every build measured: no rate limit in the way of one load generator. */
// One load generator is a crowd: the per-address limits and the connection cap are lifted.
const PROXY_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  PAGE_RATE_LIMIT_MAX: '1000000',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  HOST: '127.0.0.1',
};

async function startUpstream() {
  const port = await freePort();
  const child = startProcess('upstream', process.execPath, ['dist/node/upstream/src/server.js'], {
    cwd: root,
    cpus,
    env: { HOST: '127.0.0.1', UPSTREAM_PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 180_000);
  return { url, child };
}

/** A proxy from `dist` (this build's or an earlier one's copy). */
async function startProxy(dist, upstreamUrl, env = {}) {
  const port = await freePort();
  const child = startProcess(
    `proxy (${dist})`,
    process.execPath,
    [path.join(dist, 'node/proxy/src/server.js')],
    {
      cwd: root,
      cpus,
      env: {
        ...PROXY_ENV,
        PORT: String(port),
        METRICS_PORT: String(await freePort()),
        CLIENT_DIST_DIR: path.join(dist, 'client'),
        SERVER_DIST_DIR: path.join(dist, 'server'),
        UPSTREAM_TOKEN_URL: `${upstreamUrl}/rest/tokenservice/token`,
        CONTENT_URL: `${upstreamUrl}/api/contentservice/v1`,
        SEARCH_URL: `${upstreamUrl}/api/searchservice/v1`,
        MEDIA_URL: `${upstreamUrl}/media`,
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 60_000);
  return { url, port, child };
}

/** nginx with the shipped configuration in front of `proxies`. */
async function startNginx(proxies) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const args = writeNginxPrefix(prefix, {
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_STATUS_LISTEN: `127.0.0.1:${await freePort()}`,
    PROXY_1: `127.0.0.1:${proxies[0].port}`,
    PROXY_2: `127.0.0.1:${proxies[1].port}`,
    // One load generator is one address: no limit in its way.
    API_RATE_PER_MINUTE: '100000000',
    API_BURST: '100000',
    PAGE_RATE_PER_SECOND: '10000000',
    PAGE_BURST: '100000',
  });
  const child = startProcess('nginx', NGINX, args, { cwd: root, cpus });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 10_000);
  return { url, child, prefix };
}

/** wrk's answers a second, p50 and p99 (ms), and failed answers, for `url`. */
function wrk(url, headers, seconds) {
  const args = ['-t1', `-c${opts.connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const [cmd, argv] = pin
    ? ['taskset', ['-c', LOAD_CPU, 'wrk', ...args, url]]
    : ['wrk', [...args, url]];
  const out = execFileSync(cmd, argv, { encoding: 'utf8' });
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return NaN;
    const n = Number(m[1]);
    return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
  };
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? '';
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50'),
    p99: ms('99'),
    failed,
    errors,
  };
}

/** Every page of PAGES measured at `base` (warmed up first). */
async function measure(label, base, headers) {
  const rows = [];
  for (const [name, pathname] of Object.entries(PAGES)) {
    const url = `${base}${pathname}`;
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`${label} ${url}: ${first.status}`);
    await first.arrayBuffer();
    if (opts.warmup > 0) wrk(url, headers, opts.warmup);
    const r = wrk(url, headers, opts.duration);
    rows.push({ label, page: name, ...r });
    console.log(
      `${label.padEnd(7)} ${name.padEnd(9)} ${r.rps.toFixed(0).padStart(7)} answers/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms${r.failed ? `  FAILED ${r.failed}` : ''}${r.errors ? `  socket errors: ${r.errors}` : ''}`,
    );
  }
  return rows;
}

/** Cold load to a panel search's results, in Chromium: `opts.loads` loads, median and range. */
async function coldSearch(browser, base) {
  const times = [];
  for (let i = 0; i < opts.loads; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}${PAGES.glossary}`);
    await page.waitForSelector('html[data-hydrated]');
    const started = await page.evaluate(() => performance.now());
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    await page.getByRole('combobox').fill(`amx${' '.repeat(i % 2)}`);
    await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 15_000 });
    times.push((await page.evaluate(() => performance.now())) - started);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), min: times[0], max: times[times.length - 1] };
}

console.log(
  `bench:pages  ${new Date().toISOString()}  load average ${loadAvg()}  ${pin ? `servers on CPU ${SERVERS_CPU}, wrk on CPU ${LOAD_CPU}` : 'not pinned'}  ${opts.connections} connections, ${opts.duration} s per run`,
);
const upstream = await startUpstream();
const results = [];
const browser = opts.skipBrowser
  ? null
  : await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    });
const cold = {};
try {
  if (opts.before) {
    const before = await startProxy(path.resolve(opts.before), upstream.url);
    const token = (await (await fetch(`${before.url}/api/token`, { method: 'POST' })).json())
      .response.access_token;
    results.push(
      ...(await measure('before', before.url, {
        'accept-encoding': 'gzip',
        cookie: `bolsa_token=${token}; bolsa_lang=es`,
      })),
    );
    if (browser) cold.before = await coldSearch(browser, before.url);
    await stopProcess(before.child);
  }
  const dist = path.join(root, 'dist');
  const alone = await startProxy(dist, upstream.url);
  results.push(...(await measure('proxy', alone.url, { 'accept-encoding': 'gzip' })));
  if (browser) cold.proxy = await coldSearch(browser, alone.url);
  await stopProcess(alone.child);

  const two = [await startProxy(dist, upstream.url, { TRUST_PROXY: '127.0.0.1' })];
  two.push(await startProxy(dist, upstream.url, { TRUST_PROXY: '127.0.0.1' }));
  const nginx = await startNginx(two);
  results.push(...(await measure('nginx', nginx.url, { 'accept-encoding': 'gzip' })));
  if (browser) cold.nginx = await coldSearch(browser, nginx.url);
  await stopProcess(nginx.child);
  rmSync(nginx.prefix, { recursive: true, force: true });
} finally {
  await browser?.close();
  await stopAll();
}

if (opts.before) {
  console.log('\nratios to before (answers a second):');
  for (const page of Object.keys(PAGES)) {
    const of = (label) => results.find((r) => r.label === label && r.page === page)?.rps ?? NaN;
    console.log(
      `  ${page.padEnd(9)} proxy ${(of('proxy') / of('before')).toFixed(2)}x  nginx ${(of('nginx') / of('before')).toFixed(2)}x`,
    );
  }
}
if (browser) {
  console.log('\ncold page load to panel search results (click to results, ms):');
  for (const [label, t] of Object.entries(cold))
    console.log(
      `  ${label.padEnd(7)} median ${t.median.toFixed(0)}  (${t.min.toFixed(0)} to ${t.max.toFixed(0)})`,
    );
}
if (results.some((r) => r.failed > 0)) process.exitCode = 1;
