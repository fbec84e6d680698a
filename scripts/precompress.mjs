#!/usr/bin/env node
// Compresses the client's built scripts and stylesheets once, at build time, at the highest
// levels (brotli quality 11, gzip level 9), next to each file (`x.js.br`, `x.js.gz`). The proxy
// serves them as they are (`@fastify/static` with `preCompressed`), so an asset costs no
// compression work per request and travels smaller than on-the-fly compression would make it
// (brotli quality 4, docs/decisions/005).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is precompressed: the text assets the pages load. */
export const PRECOMPRESSED = /\.(?:js|css)$/;

/** Writes `.br` and `.gz` beside every script and stylesheet of `dir`; the files written. */
export async function precompress(dir) {
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
  const written = [];
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const source = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      written.push({ name, bytes: source.length, br: br.length, gzip: gzipped.length });
    }),
  );
  return written.sort((a, b) => a.name.localeCompare(b.name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(root, process.argv[2] ?? 'dist/client/assets');
  const started = Date.now();
  const written = await precompress(dir);
  const total = (key) => written.reduce((sum, w) => sum + w[key], 0);
  console.log(
    `precompressed ${written.length} files of ${path.relative(root, dir)} in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ${total('bytes')} bytes, ` +
      `brotli ${total('br')}, gzip ${total('gzip')}`,
  );
}
