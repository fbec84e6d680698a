// Measuring for the proxy benchmark (bench/proxy.bench.mjs): rounds of every path taking turns,
// the servers' CPU time from Linux's /proc, and the proxy's upstream metrics.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { percentile } from '../lib/stats.mjs';
import { load } from './load.mjs';

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
export function withChildren(pid) {
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
export async function measureAll(targets, settings, opts, { onProxyRun } = {}) {
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

/** The proxy's upstream connections opened and search calls made so far, from its metrics. */
export async function metricsOf(opsUrl) {
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
