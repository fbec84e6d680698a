/**
 * The built system's server processes for browser tests, reliability runs and the topology: the
 * reference upstream and the proxy as child processes on 127.0.0.1, on ports chosen at run time.
 * No import here names a `.ts` file as `.js`: Jest's globalSetup (e2e/global-setup.ts) loads this
 * module without the configuration's moduleNameMapper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from './processes.mjs';

const root = path.resolve(__dirname, '..');
export const artifactsDir = path.join(root, 'e2e', 'artifacts');

/** The end of what a process wrote: why it stopped, for the error that reports it. */
const lastWords = (logs: string[]) => logs.join('').trim().slice(-2000);

async function waitFor(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  logs: string[],
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: process exited with ${child.exitCode}: ${lastWords(logs)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningSystem {
  baseUrl: string;
  upstreamUrl: string;
  /** The proxy's operators' listener (`/metrics`). */
  opsUrl: string;
  logs: string[];
  stop(): Promise<void>;
}

function startNode(
  entry: string,
  env: Record<string, string>,
  logs: string[],
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => logs.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/** One started server process (the upstream or the proxy) of the built system. */
export interface ServiceProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  logs: string[];
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
  stop(): Promise<void>;
}

/** The proxy's upstream addresses for an upstream at `upstreamUrl`. */
export const upstreamAddresses = (upstreamUrl: string): Record<string, string> => ({
  UPSTREAM_TOKEN_URL: `${upstreamUrl}/rest/tokenservice/token`,
  CONTENT_URL: `${upstreamUrl}/api/contentservice/v1`,
  SEARCH_URL: `${upstreamUrl}/api/searchservice/v1`,
  MEDIA_URL: `${upstreamUrl}/media`,
  DOCUMENTS_URL: `${upstreamUrl}/docs/emisoras`,
});

export interface StartOptions {
  /** The port to listen on (a free one by default). */
  port?: number;
  /** Where the process's output goes (a new array by default). */
  logs?: string[];
  /** Options of Node itself, before the entry (e.g. `--inspect=127.0.0.1:0`). */
  nodeArgs?: string[];
}

async function startService(
  entry: string,
  portVariable: 'UPSTREAM_PORT' | 'PORT',
  env: Record<string, string>,
  options: StartOptions & { timeoutMs: number },
): Promise<ServiceProcess> {
  const logs = options.logs ?? [];
  const port = options.port ?? (await freePort());
  const child = startNode(
    entry,
    { HOST: '127.0.0.1', ...env, [portVariable]: String(port) },
    logs,
    options.nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/healthz`, child, options.timeoutMs, logs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, port, child, logs, stop: () => stopProcess(child) };
}

/** Starts the built reference upstream (on `options.port`, or a free port). */
export function startUpstream(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ServiceProcess> {
  return startService(
    'dist/node/upstream/src/server.js',
    'UPSTREAM_PORT',
    { CACHE_DIR: path.join(artifactsDir, 'cache'), ...env },
    { ...options, timeoutMs: 120_000 },
  );
}

/**
 * The proxy's per-address limits lifted, for tests whose one client (autocannon, a crawler) is a
 * crowd: the API and page rate limits and the connection cap.
 */
export const NO_LIMITS = {
  RATE_LIMIT_MAX: '1000000',
  PAGE_RATE_LIMIT_MAX: '1000000',
  VITALS_RATE_LIMIT_MAX: '1000000',
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};

/** A started proxy, with the address of its operators' listener (`/metrics`, `/readyz`). */
export interface ProxyProcess extends ServiceProcess {
  opsUrl: string;
}

/**
 * Starts the built proxy in front of the upstream at `upstreamUrl`; its operators' listener on a
 * free port unless `env.METRICS_PORT` names one, and its content disk cache in a temporary folder
 * of its own, removed when it stops, unless `env.CONTENT_CACHE_DIR` names one.
 */
export async function startProxy(
  upstreamUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ProxyProcess> {
  const metricsPort = env.METRICS_PORT ?? String(await freePort());
  const ownCacheDir = env.CONTENT_CACHE_DIR
    ? null
    : mkdtempSync(path.join(tmpdir(), 'bolsa-proxy-cache-'));
  const removeCacheDir = () => {
    if (ownCacheDir) rmSync(ownCacheDir, { recursive: true, force: true });
  };
  let proxy: ServiceProcess;
  try {
    proxy = await startService(
      'dist/node/proxy/src/server.js',
      'PORT',
      {
        ...upstreamAddresses(upstreamUrl),
        METRICS_PORT: metricsPort,
        ...(ownCacheDir ? { CONTENT_CACHE_DIR: ownCacheDir } : {}),
        ...env,
      },
      { ...options, timeoutMs: 30_000 },
    );
  } catch (error) {
    removeCacheDir();
    throw error;
  }
  return {
    ...proxy,
    opsUrl: `http://127.0.0.1:${metricsPort}`,
    stop: async () => {
      await proxy.stop();
      removeCacheDir();
    },
  };
}

/** Starts upstream and proxy from `dist/` (run `npm run build` first; `npm run test:e2e` does). */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  const logs: string[] = [];
  const upstream = await startUpstream(env, { logs });
  let proxy: ProxyProcess;
  try {
    proxy = await startProxy(upstream.url, env, { logs });
  } catch (error) {
    await upstream.stop();
    throw error;
  }
  return {
    baseUrl: proxy.url,
    upstreamUrl: upstream.url,
    opsUrl: proxy.opsUrl,
    logs,
    stop: async () => {
      await Promise.all([proxy.stop(), upstream.stop()]);
    },
  };
}

/**
 * The proxy's settings in every system the browser tests start. Every suite's visitors come from
 * 127.0.0.1, so the per-address limits are lifted (`npm run test:abuse` and the topology prove
 * them), and load shedding is off: on a machine busy with other work the proxy's event loop lags
 * while the process waits for a core, and a 503 would say nothing about the page under test
 * (`proxy/src/plugins/pressure.test.ts` and `npm run test:load` prove the shedding; decision 109).
 */
export const BROWSER_TEST_ENV: Record<string, string> = {
  ...NO_LIMITS,
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

/**
 * The systems `e2e/global-setup.ts` starts once for the whole run, by name: `default` for every
 * browser suite that asks for no settings of its own (its document count is the one most suites'
 * expected totals were written for), `documents` for the suites whose totals and pages were
 * written for 20,000 documents, `noGroupSites` for the no-dead-ends suites: without the group's
 * sites (`SITE_BASE_URL=none`), so every link of the menu and of the results stays on this origin.
 */
export const SHARED_SYSTEMS = {
  default: { ...BROWSER_TEST_ENV, DOCUMENT_COUNT: '2000' },
  documents: { ...BROWSER_TEST_ENV, DOCUMENT_COUNT: '20000' },
  noGroupSites: { ...BROWSER_TEST_ENV, DOCUMENT_COUNT: '20000', SITE_BASE_URL: 'none' },
} as const satisfies Record<string, Record<string, string>>;
export type SharedSystemName = keyof typeof SHARED_SYSTEMS;

/** The environment variable through which the workers get the shared systems' addresses. */
export const SHARED_SYSTEMS_VARIABLE = 'E2E_SHARED_SYSTEMS';

/** What the workers get of a shared system. */
export type SystemAddresses = Pick<RunningSystem, 'baseUrl' | 'upstreamUrl' | 'opsUrl'>;

/** A shared system's addresses, set by `e2e/global-setup.ts` for the Jest workers. */
export function sharedSystem(name: SharedSystemName = 'default'): RunningSystem {
  const all = process.env[SHARED_SYSTEMS_VARIABLE];
  const addresses = all
    ? (JSON.parse(all) as Partial<Record<string, SystemAddresses>>)[name]
    : undefined;
  if (!addresses) throw new Error('no shared system: run browser tests through e2e/jest.config.ts');
  // Started and stopped by the globalSetup and globalTeardown, not by a suite.
  return { ...addresses, logs: [], stop: () => Promise.resolve() };
}
