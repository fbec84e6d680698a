/**
 * Starts the built system for browser tests: the reference upstream and the proxy as child
 * processes on 127.0.0.1, on ports chosen at run time, and Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { watchBrowser } from './page-problems.js';
import { freePort, stopProcess } from './processes.mjs';

const root = path.resolve(__dirname, '..');
export const artifactsDir = path.join(root, 'e2e', 'artifacts');

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
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
    await waitFor(`${url}/healthz`, child, options.timeoutMs);
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
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};

/** A started proxy, with the address of its operators' listener (`/metrics`, `/readyz`). */
export interface ProxyProcess extends ServiceProcess {
  opsUrl: string;
}

/**
 * Starts the built proxy in front of the upstream at `upstreamUrl`; its operators' listener on a
 * free port unless `env.METRICS_PORT` names one.
 */
export async function startProxy(
  upstreamUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ProxyProcess> {
  const metricsPort = env.METRICS_PORT ?? String(await freePort());
  const proxy = await startService(
    'dist/node/proxy/src/server.js',
    'PORT',
    { ...upstreamAddresses(upstreamUrl), METRICS_PORT: metricsPort, ...env },
    { ...options, timeoutMs: 30_000 },
  );
  return { ...proxy, opsUrl: `http://127.0.0.1:${metricsPort}` };
}

/** Starts upstream and proxy from `dist/` (run `npm run build` first; `npm run test:e2e` does). */
export async function startSystem(env: Record<string, string> = {}): Promise<RunningSystem> {
  const logs: string[] = [];
  const upstream = await startUpstream(env, { logs });
  let proxy: ServiceProcess;
  try {
    proxy = await startProxy(upstream.url, env, { logs });
  } catch (error) {
    await upstream.stop();
    throw error;
  }
  return {
    baseUrl: proxy.url,
    upstreamUrl: upstream.url,
    logs,
    stop: async () => {
      await Promise.all([proxy.stop(), upstream.stop()]);
    },
  };
}

/** Debian's Chromium, every page of which the test fixture watches (page-problems.ts). */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(artifactsDir, { recursive: true });
  return watchBrowser(
    await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  );
}

/**
 * Resolves once the page is interactive: the root layout marks `<html data-hydrated>` after
 * hydration. Clicks before it do nothing (the page hydrates after its first paint, in a
 * transition), and the network can be idle before it.
 */
export const interactive = (page: Page) =>
  page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });

export const screenshotPath = (name: string) => path.join(artifactsDir, `${name}.png`);

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Starts the system and Chromium once for a test file and stops both after it. Read `system` and
 * `browser` inside tests (they are set by `beforeAll`).
 */
export function useSystemAndBrowser(env: Record<string, string> = {}): {
  system: RunningSystem;
  browser: Browser;
} {
  const started = {} as { system: RunningSystem; browser: Browser };
  beforeAll(async () => {
    started.system = await startSystem(env);
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser.close();
    await started.system.stop();
  });
  return started;
}

/**
 * Opens `url` in a new context `width` px wide (900 high), with or without JavaScript, expects
 * status 200 and waits until the page is interactive; `close` closes the context. The fixture
 * (page-problems.ts) watches its console, errors and requests.
 */
export async function visit(browser: Browser, url: string, width = 1280, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await interactive(page);
  return { page, close: () => context.close() };
}
