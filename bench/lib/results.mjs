// A benchmark's figures written as JSON to bench/results/ (not kept in git), named by the run's date.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `report` to bench/results/<name>-<report.date>.json under `root` and says where. */
export function writeResults(root, name, report) {
  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, `${name}-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(out, JSON.stringify(report, null, 2));
  console.log(`figures written to ${path.relative(root, out)}`);
}
