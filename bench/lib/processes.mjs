// Child processes for the benchmarks: free ports on 127.0.0.1, servers started with their output
// kept (shown when one fails to start), waited for over HTTP, and stopped (SIGTERM, then SIGKILL
// after 5 s; `e2e/processes.mjs`). The same steps as e2e/system.ts, for plain-JavaScript benchmark
// scripts.
import { spawn } from 'node:child_process';
import { freePort, stopProcess } from '../../e2e/processes.mjs';

/** Every process started here and not yet exited. */
export const running = new Set();

/**
 * Starts `command args` in `cwd` with `env` added to this process's environment. `cpus` (a
 * `taskset` CPU list) pins it, when given.
 */
export function startProcess(name, command, args, { cwd, env = {}, cpus = null } = {}) {
  const [cmd, argv] = cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args];
  const child = spawn(cmd, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = output;
  child.label = name;
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export const stopAll = () => Promise.all([...running].map(stopProcess));

/** Resolves once `url` answers below 500; fails when the process exits or `timeoutMs` passes. */
export async function waitFor(url, child, timeoutMs, init = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${child.label} exited (${child.exitCode}):\n${child.output.join('')}`);
    }
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output.join('')}`);
}

/**
 * Starts the built reference upstream (dist/node/upstream) with `env` added, on a free port, and
 * resolves once it answers. `cpus` pins it, as in `startProcess`.
 */
export async function startReferenceUpstream(root, { env = {}, cpus = null } = {}) {
  const port = await freePort();
  const child = startProcess(
    'reference upstream',
    process.execPath,
    ['dist/node/upstream/src/server.js'],
    {
      cwd: root,
      cpus,
      env: { HOST: '127.0.0.1', UPSTREAM_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child, 180_000);
  return { child, url };
}

/** Starts the built reference upstream and proxy (dist/), as `npm start` runs them. */
export async function startSystem(root, { upstreamEnv = {}, proxyEnv = {}, cpus = null } = {}) {
  const { child: upstream, url: upstreamUrl } = await startReferenceUpstream(root, {
    env: upstreamEnv,
    cpus,
  });
  const port = await freePort();
  const proxy = startProcess('proxy', process.execPath, ['dist/node/proxy/src/server.js'], {
    cwd: root,
    cpus,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      UPSTREAM_TOKEN_URL: `${upstreamUrl}/rest/tokenservice/token`,
      CONTENT_URL: `${upstreamUrl}/api/contentservice/v1`,
      SEARCH_URL: `${upstreamUrl}/api/searchservice/v1`,
      MEDIA_URL: `${upstreamUrl}/media`,
      DOCUMENTS_URL: `${upstreamUrl}/docs/emisoras`,
      METRICS_PORT: String(await freePort()),
      ...proxyEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/healthz`, proxy, 60_000);
  return {
    baseUrl,
    upstreamUrl,
    upstream,
    proxy,
    stop: () => Promise.all([stopProcess(proxy), stopProcess(upstream)]),
  };
}
