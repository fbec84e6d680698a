#!/usr/bin/env node
// Proxy benchmark (issue 5; docs/benchmarks.md, "Proxy"). One run measures, with autocannon, the
// same search request (POST a `busquedaPanel` search with a valid token):
//   direct  to the upstream (`POST /api/searchservice/v1` with the upstream token),
//   proxy   through our proxy (`POST /api/search` with a site token),
//   nginx   through Debian's nginx as the reference reverse proxy (keep-alive upstream pool,
//           HTTP/1.1, the upstream token added by nginx),
// first at full speed (req/s, p50/p99), then at a fixed rate, evenly paced by the benchmark's own
// client and with autocannon's overallRate (the added p50/p99 of the proxy over
// direct), and the share of the proxy's upstream calls made on reused keep-alive connections (the
// proxy's `proxy_upstream_connections_opened_total` metric, cross-checked at the upstream).
//
// Two upstreams, each behind all three paths:
//   reference  the reference upstream (`dist/node/upstream`), which runs the whole panel search
//              for every request (several ms of CPU): all three paths are bound by it;
//   recorded   a minimal upstream (bench/lib/recorded-upstream.mjs) that answers the same request
//              with the answer the reference upstream gave: what is left is the proxy's own
//              cost, which is what the targets are about.
// The targets (>= 70 % of nginx's req/s, <= 1 ms added p50 and <= 5 ms added p99 at the fixed
// rate, >= 99 % reuse) are checked on the recorded upstream; the run exits 1 when one is missed
// unless --report-only is given.
//
// nginx: the benchmark installs nothing. It needs Debian's nginx (`apt-get install -y nginx-light`
// or `nginx`); it writes its own nginx.conf in a temporary prefix and runs nginx in the
// foreground as the current user, then stops it. Without nginx (or with --skip-nginx) the
// nginx rows are left out and the throughput target cannot be checked (exit 1 unless
// --report-only).
//
// Options: --duration=S (default 6) per measurement, --rounds=N (3: every path measured N times,
// taking turns; req/s is the median run's, latencies pooled), --warmup=S (2), --connections=N (50) for
// the full-speed runs, --rate=R (1000) req/s for the fixed-rate runs, --no-pin (by default, when
// `taskset` exists and there are 2+ CPUs, the servers share CPU 0 and autocannon runs on CPU 1),
// --only=reference|recorded, --report-only, --skip-nginx, --proxy-log-level=L (default warn),
// --baseline=FILE (another build's proxy entry, e.g. a copy of an earlier `dist/node` kept under
// `dist/`, or `bench/lib/bare-forwarder.mjs`, the floor of a Node forwarder with none of the
// proxy's features: measured as a fourth path, "baseline", taking turns with the others, for paired
// before/after figures on a noisy machine), --proxy-node-args="ARGS" (node options for the proxy
// processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: profiles written when they stop).
// Run with `npm run bench:proxy` (builds the servers first).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { arg, flag, loadAvg } from './lib/cli.mjs';
import { freePort, stopProcess as stop } from '../e2e/processes.mjs';
import { startProcess, stopAll, waitFor } from './lib/processes.mjs';
import { percentile } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = {
  duration: Math.max(1, Number(arg('duration', '6'))),
  rounds: Math.max(1, Number(arg('rounds', '3'))),
  warmup: Math.max(0, Number(arg('warmup', '2'))),
  connections: Math.max(1, Number(arg('connections', '50'))),
  rate: Math.max(1, Number(arg('rate', '1000'))),
  only: arg('only', ''),
  reportOnly: flag('report-only'),
  skipNginx: flag('skip-nginx'),
  pin: !flag('no-pin'),
  proxyLogLevel: arg('proxy-log-level', 'warn'),
  baseline: arg('baseline', ''),
  proxyNodeArgs: arg('proxy-node-args', '').split(' ').filter(Boolean),
};
const TARGETS = { throughputVsNginx: 0.7, addedP50Ms: 1, addedP99Ms: 5, reuse: 0.99 };
const CLIENT_ID = 'bolsa-sitio-dev';
const CLIENT_SECRET = 'dev-only-secret-change-me';
const SEARCH = {
  lang: 'es',
  payload: { term: 'amx', term2: '', termT: 'amx', searchType: 'busquedaPanel' },
};
const SEARCH_BODY = JSON.stringify(SEARCH);

const PROXY_ENTRY = 'dist/node/proxy/src/server.js';
for (const file of ['dist/node/upstream/src/server.js', PROXY_ENTRY, opts.baseline].filter(
  Boolean,
)) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build:server\` (npm run bench:proxy does).`);
    process.exit(2);
  }
}

// --- processes ---------------------------------------------------------------------------------

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
const cpus = os.availableParallelism();
const taskset = opts.pin && cpus >= 2 && spawnSync('taskset', ['-V']).status === 0;
/** Servers on CPU 0, the load generator (this process) on CPU 1, when pinning is possible. */
const SERVER_CPUS = taskset ? '0' : null;
if (taskset)
  spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

const start = (name, command, args, env = {}) =>
  startProcess(name, command, args, { cwd: root, env, cpus: SERVER_CPUS });

async function cleanUp() {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });
}

function findNginx() {
  if (opts.skipNginx) return null;
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

function nginxConf({ nginxPort, upstreamPort, upstreamToken }) {
  const dir = (name) => {
    const d = path.join(tmp, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  // The reference setup of a reverse proxy in front of an HTTP/1.1 keep-alive upstream.
  return `
worker_processes 1;
pid ${path.join(tmp, 'nginx.pid')};
error_log ${path.join(tmp, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir('client_body')};
  proxy_temp_path ${dir('proxy_temp')};
  fastcgi_temp_path ${dir('fastcgi_temp')};
  uwsgi_temp_path ${dir('uwsgi_temp')};
  scgi_temp_path ${dir('scgi_temp')};
  upstream backend {
    server 127.0.0.1:${upstreamPort};
    keepalive 64;
    keepalive_requests 100000;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location = /api/search {
      proxy_pass http://backend/api/searchservice/v1;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "Bearer ${upstreamToken}";
    }
  }
}
`;
}

// --- measuring ---------------------------------------------------------------------------------

/**
 * One autocannon run. Latencies are collected here from every 2xx response, at microsecond
 * resolution (autocannon's own histogram keeps whole milliseconds).
 */
async function load(target, { duration, connections, overallRate, paced }) {
  if (paced) return pacedLoad(target, { duration, rate: paced });
  const times = [];
  const instance = autocannon({
    url: target.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: SEARCH_BODY,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
  });
  const result = await instance;
  return {
    times,
    reqPerS: times.length / duration,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Requests sent at an even pace, `rate` a second (each one when its turn comes, however the
 * earlier ones are doing), over a pool of up to 64 connections; latencies of 2xx answers. What
 * "at a fixed rate" means for latency: autocannon's `overallRate` instead lets each connection
 * send its share of every second back to back, then wait for the next second, so its latencies
 * are those of bursts of `connections` requests in flight.
 */
async function pacedLoad(target, { duration, rate }) {
  const url = new URL(target.url);
  const pool = new Pool(url.origin, { connections: 64, pipelining: 1 });
  const headers = { 'content-type': 'application/json', ...target.headers };
  const times = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(rate * duration);
  const inFlight = new Set();
  const send = () => {
    const started = performance.now();
    const call = pool
      .request({ method: 'POST', path: url.pathname, headers, body: SEARCH_BODY })
      .then(async (res) => {
        await res.body.text();
        if (res.statusCode >= 200 && res.statusCode < 300) times.push(performance.now() - started);
        else non2xx++;
      })
      .catch(() => {
        errors++;
      })
      .finally(() => inFlight.delete(call));
    inFlight.add(call);
  };
  const start = performance.now();
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) {
        sent++;
        send();
      }
      if (sent < total) setTimeout(tick, 0);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  return { times, reqPerS: times.length / elapsed, non2xx, errors, timeouts: 0 };
}

// --- CPU time of the servers (Linux /proc) ------------------------------------------------------

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** A process's user + system CPU seconds so far, or NaN when /proc cannot tell. */
function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** `pid` and its children (nginx's master and its worker). */
function withChildren(pid) {
  const pids = [pid];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (ppid === pid) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

/** The CPU seconds used so far by a path's own server processes. */
const cpuOf = (target) => (target.pids?.() ?? []).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);

/**
 * `opts.rounds` runs of every target, taking turns (the machine's other load shifts between
 * runs): req/s is the median run's, the percentiles are over the latencies of every run. Each
 * path's own server CPU time per answer (its processes' user + system time during the measured
 * runs: the upstream's for direct, the proxy's or nginx's alone for the others) does not depend
 * on what else the machine runs, as req/s and latencies do.
 */
async function measureAll(targets, settings, { onProxyRun } = {}) {
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 0; round < opts.rounds; round++) {
    for (const t of targets) {
      const run = async () => {
        if (opts.warmup) await load(t, { ...settings, duration: opts.warmup });
        const cpuBefore = cpuOf(t);
        const r = await load(t, { ...settings, duration: opts.duration });
        return { ...r, cpuSeconds: cpuOf(t) - cpuBefore };
      };
      runs.get(t.name).push(t.name === 'proxy' && onProxyRun ? await onProxyRun(run) : await run());
    }
  }
  const results = {};
  for (const [name, list] of runs) {
    const times = list.flatMap((r) => r.times).sort((a, b) => a - b);
    const rates = list.map((r) => r.reqPerS).sort((a, b) => a - b);
    results[name] = {
      reqPerS: rates[Math.floor(rates.length / 2)],
      reqPerSRuns: rates.map((r) => Math.round(r)),
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      ok: times.length,
      cpuUsPerReq: (1e6 * list.reduce((n, r) => n + r.cpuSeconds, 0)) / times.length,
      non2xx: list.reduce((n, r) => n + r.non2xx, 0),
      errors: list.reduce((n, r) => n + r.errors + r.timeouts, 0),
    };
  }
  return results;
}

async function metricsOf(opsUrl) {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  const sum = (name, filter = () => true) =>
    text
      .split('\n')
      .filter((l) => l.startsWith(name) && filter(l))
      .reduce((s, l) => s + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
  return {
    opened: sum('proxy_upstream_connections_opened_total'),
    upstreamCalls: sum('proxy_upstream_request_duration_seconds_count', (l) =>
      l.includes('service="search"'),
    ),
  };
}

async function postJson(url, headers, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, text: await res.text() };
}

// --- the run -----------------------------------------------------------------------------------

const nginxBin = findNginx();
const report = { date: new Date().toISOString(), options: opts, taskset, cpus, upstreams: {} };
console.log(
  `proxy benchmark: ${opts.rounds} rounds of ${opts.duration} s per path, each after ${opts.warmup} s of warm-up; ` +
    `${opts.connections} connections at full speed; ${opts.rate} req/s fixed rate; ` +
    `servers ${taskset ? 'on CPU 0, autocannon on CPU 1' : 'not pinned'}; ` +
    `proxy LOG_LEVEL=${opts.proxyLogLevel}; nginx: ${nginxBin ?? 'not used'}`,
);
if (!nginxBin && !opts.skipNginx) {
  console.log(
    'nginx is not installed: `sudo apt-get install -y nginx-light` (or `nginx`) to compare with it.',
  );
}
console.log(`load average at start: ${loadAvg()}`);

let failed = false;
try {
  // The reference upstream, and the upstream token the direct and nginx paths use.
  const refPort = await freePort();
  const reference = start(
    'reference upstream',
    process.execPath,
    ['dist/node/upstream/src/server.js'],
    {
      HOST: '127.0.0.1',
      UPSTREAM_PORT: String(refPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  );
  const refUrl = `http://127.0.0.1:${refPort}`;
  await waitFor(`${refUrl}/healthz`, reference, 180_000);
  const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
  const tokenRes = await fetch(`${refUrl}/rest/tokenservice/token?grant_type=client_credentials`, {
    headers: { authorization: basic },
  });
  const refToken = (await tokenRes.json()).response.access_token;
  const recordedAnswer = await postJson(
    `${refUrl}/api/searchservice/v1`,
    { authorization: `Bearer ${refToken}` },
    SEARCH_BODY,
  );
  if (recordedAnswer.status !== 200) {
    throw new Error(`the reference upstream answered ${recordedAnswer.status} to the search`);
  }
  console.log(
    `search: ${SEARCH_BODY} -> ${recordedAnswer.text.length} bytes of JSON from the reference upstream`,
  );

  // The recorded upstream: the same answer, with its own token.
  const answerFile = path.join(tmp, 'answer.json');
  writeFileSync(answerFile, recordedAnswer.text);
  const recPort = await freePort();
  const recToken = randomBytes(24).toString('base64url');
  const recorded = start(
    'recorded upstream',
    process.execPath,
    ['bench/lib/recorded-upstream.mjs'],
    {
      PORT: String(recPort),
      TOKEN: recToken,
      ANSWER_FILE: answerFile,
    },
  );
  const recUrl = `http://127.0.0.1:${recPort}`;
  await waitFor(`${recUrl}/bench-stats`, recorded, 10_000);

  const upstreams = [
    { name: 'reference', url: refUrl, token: refToken, stats: null, process: reference },
    {
      name: 'recorded',
      url: recUrl,
      token: recToken,
      process: recorded,
      stats: async () => (await fetch(`${recUrl}/bench-stats`)).json(),
    },
  ].filter((u) => !opts.only || u.name === opts.only);

  for (const upstream of upstreams) {
    console.log(`\n=== ${upstream.name} upstream (${upstream.url})`);
    // The proxy, and the baseline build when one is given, with the same settings.
    const startProxy = async (label, entry) => {
      const port = await freePort();
      const metricsPort = await freePort();
      const child = start(
        `${label} (${upstream.name})`,
        process.execPath,
        [...opts.proxyNodeArgs, entry],
        {
          HOST: '127.0.0.1',
          PORT: String(port),
          NODE_ENV: 'production',
          LOG_LEVEL: opts.proxyLogLevel,
          SITE_TOKEN_SECRET: randomBytes(32).toString('hex'),
          UPSTREAM_CLIENT_ID: CLIENT_ID,
          UPSTREAM_CLIENT_SECRET: CLIENT_SECRET,
          UPSTREAM_TOKEN_URL: `${upstream.url}/rest/tokenservice/token`,
          CONTENT_URL: `${upstream.url}/api/contentservice/v1`,
          SEARCH_URL: `${upstream.url}/api/searchservice/v1`,
          MEDIA_URL: `${upstream.url}/media`,
          // One client (autocannon) sends every request: the per-IP limit must not stop it.
          RATE_LIMIT_MAX: '1000000',
          PAGE_RATE_LIMIT_MAX: '1000000',
          MAX_CONNECTIONS_PER_ADDRESS: '0',
          RATE_LIMIT_WINDOW_S: '1',
          METRICS_PORT: String(metricsPort),
          METRICS_TOKEN: '',
        },
      );
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/healthz`, child, 60_000);
      const token = await (await fetch(`${url}/api/token`, { method: 'POST' })).json();
      return {
        child,
        url,
        opsUrl: `http://127.0.0.1:${metricsPort}`,
        bearer: `Bearer ${token.response.access_token}`,
      };
    };
    const {
      child: proxy,
      url: proxyUrl,
      opsUrl: proxyOpsUrl,
      bearer: siteBearer,
    } = await startProxy('proxy', PROXY_ENTRY);
    const baseline = opts.baseline ? await startProxy('baseline proxy', opts.baseline) : null;

    let nginx = null;
    let nginxUrl = null;
    if (nginxBin) {
      const nginxPort = await freePort();
      const conf = path.join(tmp, `nginx-${upstream.name}.conf`);
      writeFileSync(
        conf,
        nginxConf({
          nginxPort,
          upstreamPort: new URL(upstream.url).port,
          upstreamToken: upstream.token,
        }),
      );
      nginx = start('nginx', nginxBin, [
        '-p',
        tmp,
        '-c',
        conf,
        '-e',
        path.join(tmp, 'nginx-error.log'),
        '-g',
        'daemon off;',
      ]);
      nginxUrl = `http://127.0.0.1:${nginxPort}`;
      await waitFor(`${nginxUrl}/api/search`, nginx, 10_000, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: SEARCH_BODY,
      });
    }

    const targets = [
      {
        name: 'direct',
        url: `${upstream.url}/api/searchservice/v1`,
        headers: { authorization: `Bearer ${upstream.token}` },
        pids: () => [upstream.process.pid],
      },
      {
        name: 'proxy',
        url: `${proxyUrl}/api/search`,
        headers: { authorization: siteBearer },
        pids: () => [proxy.pid],
      },
      ...(baseline
        ? [
            {
              name: 'baseline',
              url: `${baseline.url}/api/search`,
              headers: { authorization: baseline.bearer },
              pids: () => [baseline.child.pid],
            },
          ]
        : []),
      ...(nginxUrl
        ? [
            {
              name: 'nginx',
              url: `${nginxUrl}/api/search`,
              headers: {},
              pids: () => withChildren(nginx.pid),
            },
          ]
        : []),
    ];
    // Every path gives the upstream's answer, byte for byte.
    for (const t of targets) {
      const res = await postJson(t.url, t.headers, SEARCH_BODY);
      if (
        res.status !== 200 ||
        JSON.stringify(JSON.parse(res.text)) !== JSON.stringify(JSON.parse(recordedAnswer.text))
      ) {
        throw new Error(
          `${t.name} did not give the upstream's answer (${res.status}): ${res.text.slice(0, 200)}`,
        );
      }
    }

    const result = { full: {}, fixed: {}, reuse: null, loadAvg: [] };
    const proxyBefore = await metricsOf(proxyOpsUrl);
    const statsBefore = upstream.stats ? await upstream.stats() : null;
    let proxyUpstreamConnections = 0;

    /** Counts the connections the upstream saw while the proxy ran. */
    const countingProxyConnections = async (run) => {
      const s0 = upstream.stats ? await upstream.stats() : null;
      const r = await run();
      if (s0) proxyUpstreamConnections += (await upstream.stats()).connections - s0.connections;
      return r;
    };

    console.log(
      `\nfull speed, ${opts.connections} connections, ${opts.rounds} rounds (load average ${loadAvg()})`,
    );
    result.full = await measureAll(
      targets,
      { connections: opts.connections },
      { onProxyRun: countingProxyConnections },
    );
    console.log(
      '| path | req/s (median) | req/s of each round | p50 ms | p99 ms | server CPU µs/req | non-2xx | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const t of targets) {
      const r = result.full[t.name];
      console.log(
        `| ${t.name} | ${Math.round(r.reqPerS)} | ${r.reqPerSRuns.join(', ')} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.cpuUsPerReq.toFixed(0)} | ${r.non2xx} | ${r.errors} |`,
      );
    }
    result.loadAvg.push(loadAvg());

    // The fixed rate: the requested one, or half of what the upstream sustains when it is less.
    const direct = result.full.direct.reqPerS;
    const rate = Math.max(1, Math.min(opts.rate, Math.floor(direct / 2)));
    result.fixedRate = rate;
    const lowered =
      rate < opts.rate
        ? ` (half of the upstream's ${Math.round(direct)} req/s: ${opts.rate} is beyond it)`
        : '';
    const printFixed = (fixed) => {
      console.log(
        '| path | req/s | p50 ms | p99 ms | added p50 ms | added p99 ms | server CPU µs/req |',
      );
      console.log('|---|---|---|---|---|---|---|');
      for (const t of targets) {
        const r = fixed[t.name];
        const d = fixed.direct;
        const added =
          t.name === 'direct' ? ['', ''] : [(r.p50 - d.p50).toFixed(2), (r.p99 - d.p99).toFixed(2)];
        console.log(
          `| ${t.name} | ${Math.round(r.reqPerS)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${added[0]} | ${added[1]} | ${r.cpuUsPerReq.toFixed(0)} |`,
        );
      }
    };
    console.log(
      `\nfixed rate ${rate} req/s, evenly paced, ${opts.rounds} rounds${lowered} (load average ${loadAvg()})`,
    );
    result.fixed = await measureAll(
      targets,
      { paced: rate },
      { onProxyRun: countingProxyConnections },
    );
    printFixed(result.fixed);
    console.log(
      `\nfixed rate ${rate} req/s with autocannon's overallRate, 10 connections (each sends its share of the second back to back), ${opts.rounds} rounds (load average ${loadAvg()})`,
    );
    result.fixedAutocannon = await measureAll(
      targets,
      { connections: 10, overallRate: rate },
      { onProxyRun: countingProxyConnections },
    );
    printFixed(result.fixedAutocannon);
    result.loadAvg.push(loadAvg());

    const proxyAfter = await metricsOf(proxyOpsUrl);
    const calls = proxyAfter.upstreamCalls - proxyBefore.upstreamCalls;
    const opened = proxyAfter.opened - proxyBefore.opened;
    result.reuse = {
      upstreamCalls: calls,
      connectionsOpened: opened,
      connectionsOpenedSinceStart: proxyAfter.opened,
      reused: calls > 0 ? (calls - opened) / calls : NaN,
      ...(statsBefore ? { connectionsSeenByUpstream: proxyUpstreamConnections } : {}),
    };
    console.log(
      `\nkeep-alive reuse through the proxy: ${calls} upstream calls, ${opened} connections opened ` +
        `during the runs (${proxyAfter.opened} since the proxy started, counting the first check) ` +
        `-> ${(100 * result.reuse.reused).toFixed(3)} % on reused connections` +
        (statsBefore
          ? `; the upstream saw ${proxyUpstreamConnections} new connections during the proxy's runs`
          : ''),
    );

    if (nginxUrl) result.throughputVsNginx = result.full.proxy.reqPerS / result.full.nginx.reqPerS;
    result.addedP50 = result.fixed.proxy.p50 - result.fixed.direct.p50;
    result.addedP99 = result.fixed.proxy.p99 - result.fixed.direct.p99;
    if (nginxUrl) {
      console.log(
        `proxy / nginx throughput: ${(100 * result.throughputVsNginx).toFixed(1)} %; ` +
          `proxy / direct: ${(100 * (result.full.proxy.reqPerS / direct)).toFixed(1)} %; ` +
          `server CPU per answer at full speed: proxy ${result.full.proxy.cpuUsPerReq.toFixed(0)} µs, ` +
          `nginx ${result.full.nginx.cpuUsPerReq.toFixed(0)} µs, upstream ${result.full.direct.cpuUsPerReq.toFixed(0)} µs`,
      );
    }
    if (baseline) {
      result.throughputVsBaseline = result.full.proxy.reqPerS / result.full.baseline.reqPerS;
      console.log(
        `proxy / baseline (${opts.baseline}) throughput: ${(100 * result.throughputVsBaseline).toFixed(1)} %`,
      );
    }
    report.upstreams[upstream.name] = result;
    await stop(nginx);
    await stop(proxy);
    await stop(baseline?.child);
  }

  // Targets: on the recorded upstream (the proxy's own cost).
  const r = report.upstreams.recorded;
  if (r) {
    const checks = [
      [
        `throughput >= ${100 * TARGETS.throughputVsNginx} % of nginx`,
        r.throughputVsNginx === undefined ? null : r.throughputVsNginx >= TARGETS.throughputVsNginx,
        r.throughputVsNginx === undefined
          ? 'nginx not measured'
          : `${(100 * r.throughputVsNginx).toFixed(1)} %`,
      ],
      [
        `added p50 <= ${TARGETS.addedP50Ms} ms at ${r.fixedRate} req/s (evenly paced)`,
        r.addedP50 <= TARGETS.addedP50Ms,
        `${r.addedP50.toFixed(2)} ms`,
      ],
      [
        `added p99 <= ${TARGETS.addedP99Ms} ms at ${r.fixedRate} req/s (evenly paced)`,
        r.addedP99 <= TARGETS.addedP99Ms,
        `${r.addedP99.toFixed(2)} ms`,
      ],
      [
        `>= ${100 * TARGETS.reuse} % of upstream calls on reused connections`,
        r.reuse.reused >= TARGETS.reuse,
        `${(100 * r.reuse.reused).toFixed(3)} %`,
      ],
    ];
    console.log("\ntargets (recorded upstream: the proxy's own cost)");
    for (const [what, ok, value] of checks) {
      console.log(`  ${ok === null ? 'NOT CHECKED' : ok ? 'met   ' : 'MISSED'}  ${what}: ${value}`);
      if (ok !== true) failed = true;
    }
    if (r.fixedRate < opts.rate) {
      console.log(
        `  (the fixed rate was lowered to ${r.fixedRate} req/s: the upstream could not sustain ${opts.rate})`,
      );
    }
  }
  console.log(`\nload average at the end: ${loadAvg()}`);
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `proxy-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`figures written to ${path.relative(root, out)}`);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  failed = true;
} finally {
  await cleanUp();
}
if (failed && !opts.reportOnly) process.exit(1);
