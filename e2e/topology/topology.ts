/**
 * The scale-out topology of docs/operations.md as real processes on 127.0.0.1: the reference
 * upstream, two proxy instances sharing SITE_TOKEN_SECRET, and Debian's nginx with the shipped
 * configuration (`deploy/nginx/bolsa.conf.template`, filled by `deploy/render-nginx.mjs`) in
 * front of them, each on a port chosen at run time, stopped by pid.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopProcess } from '../processes.mjs';
import { startProxy, startUpstream, type ProxyProcess, type ServiceProcess } from '../system.js';

const root = path.resolve(__dirname, '../..');
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Topology {
  /** nginx's address: what a visitor reaches. */
  url: string;
  /** nginx's status listener (stub_status), what the Prometheus exporter reads. */
  statusUrl: string;
  upstream: ServiceProcess;
  proxies: [ProxyProcess, ProxyProcess];
  nginx: ChildProcess;
  /** nginx's prefix: its configuration, cache and error log. */
  prefix: string;
  /** nginx's error log so far. */
  nginxLog(): string;
  /** nginx's access log so far, one JSON object per line. */
  accessLog(): string;
  /**
   * Stops instance `index` and starts it again on the same port with the same content disk cache
   * (its own folder), whether the upstream is up or not.
   */
  restartProxy(index: 0 | 1): Promise<ProxyProcess>;
  stop(): Promise<void>;
}

async function waitForNginx(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      await fetch(`${url}/healthz`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer: ${log()}`);
}

/**
 * Starts the topology. `env` goes to the upstream and both proxies; `nginxEnv` to the nginx
 * configuration's values (`deploy/render-nginx.mjs`: rate limits).
 */
export async function startTopology(
  env: Record<string, string> = {},
  nginxEnv: Record<string, string> = {},
): Promise<Topology> {
  if (!existsSync(NGINX_PATH))
    throw new Error(`${NGINX_PATH} is missing: apt-get install nginx-light (see .ci/run)`);
  // What has started so far, stopped again if a later part fails: the test's process could
  // not end with a server of it still running.
  const undo: (() => Promise<void> | void)[] = [];
  try {
    return await startParts(env, nginxEnv, undo);
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  }
}

/** The upstream, the two instances and nginx, each pushing its own undoing on `undo`. */
async function startParts(
  env: Record<string, string>,
  nginxEnv: Record<string, string>,
  undo: (() => Promise<void> | void)[],
): Promise<Topology> {
  const upstream = await startUpstream(env);
  undo.push(() => upstream.stop());
  // Instances share nothing but the secret; they trust X-Forwarded-For from nginx's address only.
  const shared = {
    SITE_TOKEN_SECRET: 'topology-test-secret-0123456789-abcdefghij',
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
  const prefix = mkdtempSync(path.join(tmpdir(), 'bolsa-nginx-'));
  undo.push(() => {
    rmSync(prefix, { recursive: true, force: true });
  });
  // Each instance's content disk cache in a folder of its own, kept across its restarts.
  const envOf = (i: number) => ({
    ...shared,
    CONTENT_CACHE_DIR: path.join(prefix, `proxy-${String(i + 1)}-cache`),
  });
  const one = await startProxy(upstream.url, envOf(0));
  undo.push(() => one.stop());
  const two = await startProxy(upstream.url, envOf(1));
  undo.push(() => two.stop());
  const port = await freePort();
  const statusPort = await freePort();
  const args = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '-e',
        `import('${path.join(root, 'deploy/render-nginx.mjs')}').then((m) => console.log(JSON.stringify(m.writeNginxPrefix(process.argv[1]))))`,
        prefix,
      ],
      {
        env: {
          ...process.env,
          NGINX_LISTEN: `127.0.0.1:${String(port)}`,
          NGINX_STATUS_LISTEN: `127.0.0.1:${String(statusPort)}`,
          PROXY_1: `127.0.0.1:${String(one.port)}`,
          PROXY_2: `127.0.0.1:${String(two.port)}`,
          RATE_LIMIT_MAX: env.RATE_LIMIT_MAX ?? '300',
          RATE_LIMIT_WINDOW_S: env.RATE_LIMIT_WINDOW_S ?? '60',
          ...nginxEnv,
        },
        encoding: 'utf8',
      },
    ),
  ) as string[];
  const nginx = spawn(NGINX_PATH, args, { stdio: 'ignore' });
  undo.push(() => stopProcess(nginx));
  const errorLog = path.join(prefix, 'error.log');
  const readLog = (file: string) => () => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const nginxLog = readLog(errorLog);
  const url = `http://127.0.0.1:${String(port)}`;
  await waitForNginx(url, nginx, nginxLog);
  const topology: Topology = {
    url,
    statusUrl: `http://127.0.0.1:${String(statusPort)}`,
    upstream,
    proxies: [one, two],
    nginx,
    prefix,
    nginxLog,
    accessLog: readLog(path.join(prefix, 'access.log')),
    restartProxy: async (index) => {
      const old = topology.proxies[index];
      await old.stop();
      const started = await startProxy(upstream.url, envOf(index), { port: old.port });
      topology.proxies[index] = started;
      return started;
    },
    stop: async () => {
      await stopProcess(nginx);
      await Promise.all([...topology.proxies.map((p) => p.stop()), upstream.stop()]);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
  return topology;
}
