// The repository root and the build's modules, for the benchmarks that run the search in-process
// (quality.bench.mjs, search.bench.mjs). Build first (`npm run build`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A module of the build, by its source path (`upstream/src/data/load.js`, `shared/…`). */
export const importBuilt = (source) => import(path.join(ROOT, 'dist/node', source));

/** The bundled data the upstream serves (`upstream/data`), loaded by the built loader. */
export async function loadBundledDataset() {
  const { loadDataset } = await importBuilt('upstream/src/data/load.js');
  return loadDataset(path.join(ROOT, 'upstream/data'));
}
