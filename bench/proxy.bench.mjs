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
// --distinct-answers (the recorded upstream's answers differ byte for byte, same JSON value: no
// answer is known by its bytes, every one is parsed and checked),
// --baseline=[NAME=]FILE, repeatable (another build's proxy entry, e.g. the `dist/node/proxy/src/
// server.js` of an earlier commit built in a temporary tree of its own (`git archive`, a link to
// this node_modules, `npx tsc -p tsconfig.build.json`), or `bench/lib/bare-forwarder.mjs`, the
// floor of a Node forwarder with none of the proxy's features: each measured as one more path, NAME
// (default "baseline"), taking turns with the others, for paired before/after figures on a noisy
// machine; a baseline named `bare` adds issue 35's targets: the proxy's server CPU per answer at
// most 1.3 times the bare one's, at full speed), --proxy-node-args="ARGS" (node options for the
// proxy processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: profiles written when they stop).
// Run with `npm run bench:proxy` (builds the servers first).
// The parts in bench/proxy/: load.mjs (the request and the load generators), measure.mjs (rounds,
// CPU time, metrics), servers.mjs (upstreams and proxies), nginx.mjs, paths.mjs (one upstream's
// measurements); this script reads the options, runs them and checks the targets.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, args, flag, loadAvg } from './lib/cli.mjs';
import { startProcess, stopAll } from './lib/processes.mjs';
import { writeResults } from './lib/results.mjs';
import { findNginx } from './proxy/nginx.mjs';
import { measureUpstream } from './proxy/paths.mjs';
import { startUpstreams } from './proxy/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = {
  duration: Math.max(1, Number(arg('duration', '6'))),
  rounds: Math.max(1, Number(arg('rounds', '3'))),
  warmup: Math.max(0, Number(arg('warmup', '2'))),
  connections: Math.max(1, Number(arg('connections', '50'))),
  rate: Math.max(1, Number(arg('rate', '1000'))),
  only: arg('only', ''),
  reportOnly: flag('report-only'),
  distinctAnswers: flag('distinct-answers'),
  skipNginx: flag('skip-nginx'),
  pin: !flag('no-pin'),
  proxyLogLevel: arg('proxy-log-level', 'warn'),
  baselines: args('baseline').map((given, i, all) => {
    const named = /^([a-z][\w-]*)=(.+)$/i.exec(given);
    const name = named?.[1] ?? (all.length > 1 ? `baseline${i + 1}` : 'baseline');
    return { name, file: path.resolve(named?.[2] ?? given) };
  }),
  proxyNodeArgs: arg('proxy-node-args', '').split(' ').filter(Boolean),
};
const TARGETS = {
  throughputVsNginx: 0.7,
  addedP50Ms: 1,
  addedP99Ms: 5,
  reuse: 0.99,
  cpuVsBare: 1.3,
};

const PROXY_ENTRY = 'dist/node/proxy/src/server.js';
for (const file of [
  'dist/node/upstream/src/server.js',
  PROXY_ENTRY,
  ...opts.baselines.map((b) => b.file),
]) {
  if (!existsSync(path.resolve(root, file))) {
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

// --- the run -----------------------------------------------------------------------------------

const nginxBin = findNginx(opts.skipNginx);
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
  const { upstreams, recordedAnswer } = await startUpstreams({
    root,
    cpus: SERVER_CPUS,
    start,
    tmp,
    only: opts.only,
    distinctAnswers: opts.distinctAnswers,
  });
  const run = { opts, start, tmp, nginxBin, proxyEntry: PROXY_ENTRY };
  for (const upstream of upstreams) {
    report.upstreams[upstream.name] = await measureUpstream(run, upstream, recordedAnswer);
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
      ...(r.full.bare
        ? [
            [
              `server CPU per answer <= ${TARGETS.cpuVsBare} x the bare forwarder's (full speed)`,
              r.full.proxy.cpuUsPerReq / r.full.bare.cpuUsPerReq <= TARGETS.cpuVsBare,
              `${(r.full.proxy.cpuUsPerReq / r.full.bare.cpuUsPerReq).toFixed(2)} x`,
            ],
          ]
        : []),
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
  writeResults(root, 'proxy', report);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  failed = true;
} finally {
  await cleanUp();
}
if (failed && !opts.reportOnly) process.exit(1);
