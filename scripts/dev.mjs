#!/usr/bin/env node
// Development: rebuilds on change and restarts the servers. TypeScript in watch mode for the
// servers, Vite in watch mode for the client, `node --watch` for the reference upstream and the proxy.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// A first full build so the watchers start from a complete dist/.
const first = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const envFile = path.join(root, '.env');
const envArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const children = [
  spawn(bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['build', '--watch', '--config', 'client/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [...envArgs, '--watch', 'dist/node/upstream/src/server.js'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [...envArgs, '--watch', 'dist/node/proxy/src/server.js'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
