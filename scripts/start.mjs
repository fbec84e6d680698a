#!/usr/bin/env node
// Runs the site: the reference upstream and the proxy together (default), or one of them
// (`upstream` | `proxy`). Builds first when no build exists, so `npm ci && npm start` works on a
// fresh clone. Reads `.env` when present (Node's --env-file); the environment wins over it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const which = process.argv[2] ?? 'all';
if (!['all', 'upstream', 'proxy'].includes(which)) {
  console.error(`Unknown service "${which}": use upstream, proxy or nothing for both.`);
  process.exit(2);
}

const entries = {
  upstream: path.join(root, 'dist/node/upstream/src/server.js'),
  proxy: path.join(root, 'dist/node/proxy/src/server.js'),
};
ensureBuild();

// With both services here, the proxy's upstream addresses follow HOST and UPSTREAM_PORT unless set.
if (which === 'all') {
  const base = `http://${process.env.HOST || '127.0.0.1'}:${process.env.UPSTREAM_PORT || '4000'}`;
  process.env.UPSTREAM_TOKEN_URL ??= `${base}/rest/tokenservice/token`;
  process.env.CONTENT_URL ??= `${base}/api/contentservice/v1`;
  process.env.SEARCH_URL ??= `${base}/api/searchservice/v1`;
  process.env.MEDIA_URL ??= `${base}/media`;
  process.env.DOCUMENTS_URL ??= `${base}/docs/emisoras`;
}

const envFile = path.join(root, '.env');
const nodeArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const children = new Map();
let exiting = false;

function run(name) {
  const child = spawn(process.execPath, [...nodeArgs, entries[name]], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!exiting) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      stopAll(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stopAll(code) {
  exiting = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exiting) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

if (which === 'upstream' || which === 'all') run('upstream');
if (which === 'all') {
  const host = process.env.HOST || '127.0.0.1';
  const port = process.env.UPSTREAM_PORT || '4000';
  const ready = await waitForHealth(`http://${host}:${port}/healthz`, 120_000);
  if (!ready && !exiting) {
    console.error(`The upstream did not answer on http://${host}:${port}/healthz within 120 s.`);
    stopAll(1);
  }
}
if ((which === 'proxy' || which === 'all') && !exiting) run('proxy');
