#!/usr/bin/env node
// Generates the static public documents into dist/client/docs/: the search-help PDF of each
// language and the pages' share image (run by `npm run build` after the server and client builds).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { writeHelpPdf } = await import(path.join(root, 'dist/node/proxy/src/docs/help-pdf.js'));
const { DEFAULT_SITE_CONFIG } = await import(path.join(root, 'dist/node/shared/branding.js'));

for (const [lang, publicPath] of Object.entries(DEFAULT_SITE_CONFIG.searchHelpPdf)) {
  const file = path.join(root, 'dist/client', publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  await writeHelpPdf(lang, file);
  console.log(`wrote ${path.relative(root, file)}`);
}

const { writeShareImage } = await import(
  path.join(root, 'dist/node/proxy/src/docs/share-image.js')
);
const shareImage = path.join(root, 'dist/client', DEFAULT_SITE_CONFIG.shareImagePath);
writeShareImage(shareImage);
console.log(`wrote ${path.relative(root, shareImage)}`);
