/**
 * `npm run test:load`: autocannon against the built system (the reference upstream and the proxy as
 * child processes on 127.0.0.1), with the mix of a visitor: server-rendered glossary and term pages,
 * `POST /api/token`, panel searches, grid pages with a `requestJson` paging request, content calls.
 *
 * Stages: a warm-up, then each connection count of `LOAD_CONNECTIONS` (default 100, 300, 1000) for
 * `LOAD_DURATION_S` seconds (default 20); the 300-connection stage runs `LOAD_REPEATS` times (default
 * 5) to follow the resident memory of both processes. Then a second proxy with a low rate limit shows
 * that the limiter answers 429 with Retry-After under load.
 *
 * The load run raises the proxy's per-IP rate limit (`RATE_LIMIT_MAX`): every autocannon connection
 * comes from 127.0.0.1, so the production limit (300 calls a minute per IP) would answer 429 to
 * nearly all of it and measure nothing but the limiter.
 *
 * Targets (issue 8), checked at every stage of at most 300 connections: no answer other than 2xx
 * (429 would be the only designed one, and the raised limit is not reached), no error, no timeout;
 * the live heap of each process (after a forced collection) grows less than 10 % from the first to
 * the last repeated run; resident memory is reported. Before the repeated runs, every term the mix
 * can draw is requested once, so that the bounded caches are full and their filling up is not read
 * as growth. `LOAD_PROFILE_DIR` adds CPU profiles of both servers (see `profiled`). Exits 1 when
 * a target is missed. Writes `e2e/artifacts/load-report.json`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type Result } from 'autocannon';
import {
  artifactsDir,
  NO_LIMITS,
  startProxy,
  startUpstream,
  type ServiceProcess,
} from '../system.js';
import {
  cpuSeconds,
  envNumber,
  heapAfterGcMiB,
  inspectorOf,
  loadAverage,
  rssMiB,
  settle,
  siteToken,
} from './harness.js';
import {
  errorCodesOf,
  everyTermRequest,
  glossaryTitles,
  panelSearchRequest,
  summarizeMix,
  visitorMix,
  type MixStatuses,
} from './mix.js';

const DURATION_S = envNumber('LOAD_DURATION_S', 20);
const REPEATS = Math.round(envNumber('LOAD_REPEATS', 5));
const CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '100,300,1000')
  .split(',')
  .map((c) => Number(c.trim()))
  .filter((c) => Number.isInteger(c) && c > 0);
/** Stages up to this many connections must have no non-2xx answer, error or timeout. */
const TARGET_CONNECTIONS = 300;
const MAX_MEMORY_GROWTH = 0.1;
/** autocannon's own timeout: a request without an answer after this counts as a timeout. */
const TIMEOUT_S = 10;
/** The rate limit of the second proxy, which shows the limiter under load. */
const LOW_RATE_LIMIT = 50;

interface StageReport {
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

async function runStage(
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
function stageFailures(stage: StageReport): string[] {
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

/** A proxy with a low rate limit under 50 connections of API calls: 429 JSON with Retry-After. */
async function rateLimitRun(upstream: ServiceProcess, durationS: number) {
  const proxy = await startProxy(upstream.url, {
    ...NO_LIMITS,
    RATE_LIMIT_MAX: String(LOW_RATE_LIMIT),
    RATE_LIMIT_WINDOW_S: '60',
  });
  try {
    const token = await siteToken(proxy.url);
    let limited = 0;
    let withRetryAfter = 0;
    let withJson = 0;
    let shed = 0;
    const result = await autocannon({
      url: proxy.url,
      connections: 50,
      duration: durationS,
      timeout: TIMEOUT_S,
      requests: [
        panelSearchRequest(token, {
          onResponse: (status, body, _context, headers) => {
            // Load shedding (designed) may answer first on a busy machine: counted apart.
            if (status === 503 && body.includes('"overloaded"')) shed++;
            if (status !== 429) return;
            limited++;
            if (/^\d+$/.test(headers['retry-after'] ?? '')) withRetryAfter++;
            try {
              if ((JSON.parse(body) as { error?: string }).error === 'rate_limited') withJson++;
            } catch {
              // not JSON: counted as missing below
            }
          },
        }),
      ],
    });
    const statuses: Record<string, number> = {};
    for (const [status, stat] of Object.entries(result.statusCodeStats))
      statuses[status] = stat?.count ?? 0;
    const failures: string[] = [];
    // The first call above took one slot of the window.
    if ((statuses['200'] ?? 0) > LOW_RATE_LIMIT)
      failures.push(`rate limit: ${statuses['200']} answers 200 over a limit of ${LOW_RATE_LIMIT}`);
    if (limited === 0) failures.push('rate limit: no 429 answer');
    if (withRetryAfter !== limited)
      failures.push(`rate limit: ${limited - withRetryAfter} 429s without Retry-After`);
    if (withJson !== limited)
      failures.push(`rate limit: ${limited - withJson} 429s without the JSON error`);
    const other = Object.entries(statuses).filter(
      ([s, n]) => s !== '200' && s !== '429' && !(s === '503' && n === shed),
    );
    if (other.length > 0)
      failures.push(`rate limit: other answers ${JSON.stringify(Object.fromEntries(other))}`);
    if (result.errors > 0 || result.timeouts > 0)
      failures.push(`rate limit: ${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(
      `rate limit     50 conn  ${Math.round(result.requests.average)} req/s  limit ${LOW_RATE_LIMIT}/60 s  ` +
        `statuses ${JSON.stringify(statuses)}  429 with Retry-After ${withRetryAfter}/${limited}, ` +
        `with JSON error ${withJson}/${limited}; load-shedding 503: ${shed}`,
    );
    return { statuses, limited, withRetryAfter, withJson, shed, failures };
  } finally {
    await proxy.stop();
  }
}

/**
 * Sends every term request of the mix once (`everyTermRequest`), a few at a time; resolves with the
 * answers by status. The mix draws terms at random, so without this the bounded caches would
 * still be filling during the repeated runs and their growth would read as memory kept.
 */
async function visitEveryTerm(baseUrl: string, requests: AutocannonRequest[]) {
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) break;
      const res = await fetch(`${baseUrl}${request.path}`, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_S * 1000),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return statuses;
}

/**
 * `LOAD_PROFILE_DIR=<dir>`: a CPU profile of each server (through its inspector) during the first
 * stage at 300 connections, written as `<dir>/<server>-<stage>.cpuprofile` (open it in Chromium's
 * DevTools). Profiling slows the servers: the figures of that stage are not comparable.
 */
async function profiled<T>(
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

async function main(): Promise<number> {
  const started = Date.now();
  console.log(
    `load: ${DURATION_S} s per stage, connections ${CONNECTIONS.join(', ')}, ${REPEATS} runs at ` +
      `${TARGET_CONNECTIONS}; load average ${loadAverage()}`,
  );
  // The inspector (on a free port of 127.0.0.1) lets the run force a garbage collection and
  // read the heap; it costs nothing while no session is attached.
  const inspect = { nodeArgs: ['--inspect=127.0.0.1:0'] };
  const upstream = await startUpstream({ NODE_ENV: 'production' }, inspect);
  const proxy = await startProxy(
    upstream.url,
    {
      NODE_ENV: 'production',
      SITE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ...NO_LIMITS,
    },
    inspect,
  ).catch(async (error: unknown) => {
    await upstream.stop();
    throw error;
  });
  const processes = { upstream, proxy };
  const failures: string[] = [];
  const stages: StageReport[] = [];
  const cold = { upstream: rssMiB(upstream.child.pid), proxy: rssMiB(proxy.child.pid) };
  try {
    const token = await siteToken(proxy.url);
    const titles = await glossaryTitles(proxy.url, token);
    const mix = (statuses: MixStatuses) => visitorMix(token, titles, statuses);
    await runStage('warm-up', proxy.url, 50, Math.min(5, DURATION_S), mix, processes);
    const primeStarted = Date.now();
    const primed = await visitEveryTerm(proxy.url, everyTermRequest(token, titles));
    console.log(
      `every term once (pages es and en, content calls): ${JSON.stringify(primed)} in ` +
        `${((Date.now() - primeStarted) / 1000).toFixed(1)} s`,
    );
    const notOk = Object.entries(primed).filter(([status]) => !status.startsWith('2'));
    if (notOk.length > 0)
      failures.push(`every term once: answers ${JSON.stringify(Object.fromEntries(notOk))}`);
    for (const connections of CONNECTIONS) {
      const runs = connections === TARGET_CONNECTIONS ? REPEATS : 1;
      for (let run = 1; run <= runs; run++) {
        const name = runs > 1 ? `${connections} #${run}` : `${connections}`;
        const measure = () => runStage(name, proxy.url, connections, DURATION_S, mix, processes);
        const stage =
          connections === TARGET_CONNECTIONS && run === 1
            ? await profiled(name, processes, measure)
            : await measure();
        stages.push(stage);
        // LOAD_STAGE_TARGETS=report: the per-stage status and timeout targets are printed, not
        // enforced (CI on a shared 2-core machine, where they are missed: docs/reliability.md).
        // Crashes, memory growth and the rate limiter are enforced either way.
        if (process.env.LOAD_STAGE_TARGETS === 'report') {
          for (const missed of stageFailures(stage))
            console.warn(`load: target missed (reported only): ${missed}`);
        } else {
          failures.push(...stageFailures(stage));
        }
        if (upstream.child.exitCode !== null || proxy.child.exitCode !== null)
          failures.push(`${name}: a process exited`);
      }
    }
    // Growth from the first to the last repeated run, of the live heap (the target: it grows
    // only with what is kept) and of the resident set (reported: it follows heap sizing too).
    const repeated = stages.filter((s) => s.connections === TARGET_CONNECTIONS);
    const change = (first: number | null | undefined, last: number | null | undefined) =>
      first && last ? (last - first) / first : null;
    const percent = (g: number | null) => (g === null ? '?' : `${(g * 100).toFixed(1)} %`);
    const growth = {
      heap: { upstream: 0 as number | null, proxy: 0 as number | null },
      rss: { upstream: 0 as number | null, proxy: 0 as number | null },
    };
    for (const which of ['upstream', 'proxy'] as const) {
      growth.heap[which] = change(repeated[0]?.heapMiB[which], repeated.at(-1)?.heapMiB[which]);
      growth.rss[which] = change(repeated[0]?.rssMiB[which][1], repeated.at(-1)?.rssMiB[which][1]);
      const g = growth.heap[which];
      if (repeated.length >= 2 && (g === null || g >= MAX_MEMORY_GROWTH))
        failures.push(
          `${which}: live heap grew ${percent(g)} over ${repeated.length} runs (target < 10 %)`,
        );
    }
    console.log(
      `memory over ${repeated.length} runs at ${TARGET_CONNECTIONS} connections: live heap ` +
        `upstream ${percent(growth.heap.upstream)}, proxy ${percent(growth.heap.proxy)}; resident ` +
        `upstream ${percent(growth.rss.upstream)}, proxy ${percent(growth.rss.proxy)} (cold start: ` +
        `upstream ${cold.upstream?.toFixed(0) ?? '?'} MiB, proxy ${cold.proxy?.toFixed(0) ?? '?'} MiB)`,
    );
    const limiter = await rateLimitRun(upstream, Math.min(5, DURATION_S));
    failures.push(...limiter.failures);
    mkdirSync(artifactsDir, { recursive: true });
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      durationS: DURATION_S,
      repeats: REPEATS,
      coldRssMiB: cold,
      stages,
      memoryGrowth: growth,
      rateLimit: limiter,
      failures,
      elapsedS: Math.round((Date.now() - started) / 1000),
    };
    writeFileSync(
      path.join(artifactsDir, 'load-report.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
  } finally {
    await Promise.all([proxy.stop(), upstream.stop()]);
  }
  console.log(`load: done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length > 0) {
    console.error(`load: ${failures.length} target(s) missed:\n- ${failures.join('\n- ')}`);
    return 1;
  }
  console.log('load: every target met');
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
