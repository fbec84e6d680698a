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
import type { AutocannonRequest } from 'autocannon';
import { artifactsDir, NO_LIMITS, startProxy, startUpstream } from '../system.js';
import { envNumber, loadAverage, rssMiB, siteToken } from './harness.js';
import { rateLimitRun } from './load-rate-limit.js';
import {
  profiled,
  runStage,
  stageFailures,
  TARGET_CONNECTIONS,
  TIMEOUT_S,
  type StageReport,
} from './load-stage.js';
import { everyTermRequest, glossaryTitles, visitorMix, type MixStatuses } from './mix.js';

const DURATION_S = envNumber('LOAD_DURATION_S', 20);
const REPEATS = Math.round(envNumber('LOAD_REPEATS', 5));
const CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '100,300,1000')
  .split(',')
  .map((c) => Number(c.trim()))
  .filter((c) => Number.isInteger(c) && c > 0);
const MAX_MEMORY_GROWTH = 0.1;

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
