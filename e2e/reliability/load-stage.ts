/**
 * One stage of `npm run test:load` (load.ts): autocannon with the visitor's mix at a connection
 * count, what both servers used meanwhile, and the stage's failures against the targets; CPU
 * profiles of a stage with `LOAD_PROFILE_DIR`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type Result } from 'autocannon';
import type { ServiceProcess } from '../system.js';
import { cpuSeconds, heapAfterGcMiB, inspectorOf, loadAverage, rssMiB, settle } from './harness.js';
import { errorCodesOf, summarizeMix, type MixStatuses } from './mix.js';

/** Stages up to this many connections must have no non-2xx answer, error or timeout. */
export const TARGET_CONNECTIONS = 300;
/** autocannon's own timeout: a request without an answer after this counts as a timeout. */
export const TIMEOUT_S = 10;

export interface StageReport {
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  /** By kind of request of the mix: sent, answers by status, unanswered, p50 and p99. */
  byKind: ReturnType<typeof summarizeMix>;
  /** Non-2xx answers by status and error code of the body ('503 overloaded'). */
  errorCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Seconds both servers stayed busy after the run (work queued by the load). */
  drainS: number;
  rssMiB: { upstream: [number | null, number | null]; proxy: [number | null, number | null] };
  /** V8 heap in use after a full garbage collection, once the servers are idle. */
  heapMiB: { upstream: number | null; proxy: number | null };
  /** CPU seconds each server used for the stage (its drain included): where the time went. */
  cpuS: { upstream: number | null; proxy: number | null };
  loadAverage: string;
}

export async function runStage(
  name: string,
  baseUrl: string,
  connections: number,
  durationS: number,
  mix: (statuses: MixStatuses) => AutocannonRequest[],
  processes: { upstream: ServiceProcess; proxy: ServiceProcess },
): Promise<StageReport> {
  const byKind: MixStatuses = {};
  /** One reading of each server's process. */
  const each = <T>(read: (pid: number | undefined) => T) => ({
    upstream: read(processes.upstream.child.pid),
    proxy: read(processes.proxy.child.pid),
  });
  const before = each(rssMiB);
  const cpuBefore = each(cpuSeconds);
  const result: Result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    timeout: TIMEOUT_S,
    requests: mix(byKind),
  });
  // Memory is read once both servers have worked through what the run left queued.
  const drainMs = await settle([processes.upstream.child.pid, processes.proxy.child.pid], 20_000);
  // Read before the forced collections below, which would count.
  const cpuAfter = each(cpuSeconds);
  const used = (from: number | null, to: number | null) =>
    from === null || to === null ? null : Math.round((to - from) * 10) / 10;
  const cpuS = {
    upstream: used(cpuBefore.upstream, cpuAfter.upstream),
    proxy: used(cpuBefore.proxy, cpuAfter.proxy),
  };
  const after = each(rssMiB);
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats))
    statuses[status] = stat?.count ?? 0;
  const report: StageReport = {
    name,
    connections,
    durationS,
    requests: result.requests.total,
    reqPerS: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    statuses,
    byKind: summarizeMix(byKind),
    errorCodes: errorCodesOf(byKind),
    errors: result.errors,
    timeouts: result.timeouts,
    drainS: Math.round(drainMs / 100) / 10,
    rssMiB: {
      upstream: [before.upstream, after.upstream],
      proxy: [before.proxy, after.proxy],
    },
    heapMiB: {
      upstream: await heapAfterGcMiB(processes.upstream),
      proxy: await heapAfterGcMiB(processes.proxy),
    },
    cpuS,
    loadAverage: loadAverage(),
  };
  const mib = (v: number | null) => (v === null ? '—' : v.toFixed(0));
  console.log(
    `${name.padEnd(14)} ${String(connections).padStart(5)} conn  ${String(report.reqPerS).padStart(6)} req/s  ` +
      `p50 ${String(report.p50Ms).padStart(5)} ms  p99 ${String(report.p99Ms).padStart(5)} ms  ` +
      `statuses ${JSON.stringify(statuses)}  ` +
      (Object.keys(report.errorCodes).length ? `why ${JSON.stringify(report.errorCodes)}  ` : '') +
      `errors ${report.errors}  timeouts ${report.timeouts}  ` +
      `drain ${report.drainS} s  ` +
      `RSS upstream ${mib(report.rssMiB.upstream[0])}→${mib(report.rssMiB.upstream[1])} MiB, ` +
      `proxy ${mib(report.rssMiB.proxy[0])}→${mib(report.rssMiB.proxy[1])} MiB  heap after GC ` +
      `upstream ${mib(report.heapMiB.upstream)}, proxy ${mib(report.heapMiB.proxy)} MiB  ` +
      `CPU upstream ${report.cpuS.upstream ?? '—'} s, proxy ${report.cpuS.proxy ?? '—'} s  ` +
      `load ${report.loadAverage}`,
  );
  if (connections >= TARGET_CONNECTIONS)
    console.log(
      `               by kind (sent, unanswered, p50/p99 ms): ${Object.entries(report.byKind)
        .map(
          ([kind, k]) => `${kind} ${k.sent}, ${k.unanswered}, ${k.p50Ms ?? '—'}/${k.p99Ms ?? '—'}`,
        )
        .join('; ')}`,
    );
  return report;
}

/** Failures of a stage against the targets (only stages of at most 300 connections have any). */
export function stageFailures(stage: StageReport): string[] {
  if (stage.connections > TARGET_CONNECTIONS) return [];
  const failures: string[] = [];
  const non2xx = Object.entries(stage.statuses).filter(([s]) => !s.startsWith('2'));
  if (non2xx.length > 0) {
    const kinds = Object.entries(stage.byKind)
      .map(
        ([kind, k]) =>
          [kind, Object.entries(k.statuses).filter(([st]) => !st.startsWith('2'))] as const,
      )
      .filter(([, bad]) => bad.length > 0)
      .map(([kind, bad]) => `${kind} ${JSON.stringify(Object.fromEntries(bad))}`);
    failures.push(
      `${stage.name}: non-2xx answers ${JSON.stringify(Object.fromEntries(non2xx))} (${kinds.join('; ')})`,
    );
  }
  if (stage.errors > 0) failures.push(`${stage.name}: ${stage.errors} connection errors`);
  if (stage.timeouts > 0) failures.push(`${stage.name}: ${stage.timeouts} timeouts`);
  if (!(stage.statuses['200'] ?? 0)) failures.push(`${stage.name}: no successful answer`);
  return failures;
}

/**
 * `LOAD_PROFILE_DIR=<dir>`: a CPU profile of each server (through its inspector) during the first
 * stage at 300 connections, written as `<dir>/<server>-<stage>.cpuprofile` (open it in Chromium's
 * DevTools). Profiling slows the servers: the figures of that stage are not comparable.
 */
export async function profiled<T>(
  stage: string,
  processes: Record<'upstream' | 'proxy', ServiceProcess>,
  run: () => Promise<T>,
): Promise<T> {
  const dir = process.env.LOAD_PROFILE_DIR;
  if (!dir) return run();
  const sessions = await Promise.all(
    (['upstream', 'proxy'] as const).map(async (name) => {
      const inspector = await inspectorOf(processes[name]);
      await inspector?.call('Profiler.enable');
      await inspector?.call('Profiler.setSamplingInterval', { interval: 500 });
      await inspector?.call('Profiler.start');
      return { name, inspector };
    }),
  );
  try {
    return await run();
  } finally {
    mkdirSync(dir, { recursive: true });
    for (const { name, inspector } of sessions) {
      if (!inspector) continue;
      const { profile } = (await inspector.call('Profiler.stop')) as { profile: unknown };
      const file = path.join(dir, `${name}-${stage.replace(/\W+/g, '')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      inspector.close();
      console.log(`load: CPU profile of the ${name} written to ${file}`);
    }
  }
}
