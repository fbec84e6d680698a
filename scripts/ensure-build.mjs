#!/usr/bin/env node
// Builds the project (`npm run build`) when its output is missing: the servers, the client and
// its server-rendering entry. Used by `npm start` and by the reliability commands (test:load,
// test:faults, test:fuzz, test:security), so they work on a fresh clone; an existing build is
// used as it is (run `npm run build` after changing the code).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUILD_OUTPUTS = [
  'dist/node/upstream/src/server.js',
  'dist/node/proxy/src/server.js',
  'dist/client/index.html',
  'dist/server/entry-server.js',
].map((file) => path.join(root, file));

/** Runs `npm run build` when an output is missing; exits the process if the build fails. */
export function ensureBuild() {
  if (BUILD_OUTPUTS.every((file) => existsSync(file))) return;
  console.log('No build found: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  ensureBuild();
