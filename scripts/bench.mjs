#!/usr/bin/env node
// Runs every benchmark script of bench/ (files named *.bench.mjs), or the one named on the command
// line (`npm run bench -- search`). Each benchmark prints its own figures; docs/benchmarks.md
// records them.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const only = process.argv[2];
const all = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort();
const selected = only ? all.filter((f) => f === `${only}.bench.mjs`) : all;

if (only && selected.length === 0) {
  console.error(
    `No benchmark "${only}" in bench/. Available: ${all.map((f) => f.replace('.bench.mjs', '')).join(', ') || 'none'}`,
  );
  process.exit(2);
}
if (selected.length === 0) {
  console.log('No benchmark in bench/ yet (files named *.bench.mjs).');
  process.exit(0);
}
for (const file of selected) {
  console.log(`\n--- ${file}`);
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', path.join(benchDir, file), ...process.argv.slice(3)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) process.exit(run.status ?? 1);
}
