#!/usr/bin/env node
// Web benchmark, first part: per route, the gzip size of the JavaScript and CSS of the first view
// (the entry, the lazily loaded chunks of the matched routes and everything they import
// statically, from Vite's manifest), and the server render time without upstream time (the real
// bundled data answered in-process, then rendered 200 times per page). Run after `npm run build`
// (`npm run bench:web` does). Lighthouse figures (LCP, CLS, TBT) are not measured here yet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'dist/client');
const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(client, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Files loaded for the entry plus the given lazy source modules, with their static imports. */
function firstView(lazySources) {
  const files = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  for (const source of lazySources) visit(source);
  // One stylesheet for the whole site (cssCodeSplit off): every CSS file of the build.
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) if (file.endsWith('.css')) css.add(file);
  }
  const js = [...files].filter((f) => f.endsWith('.js'));
  return {
    js: js.reduce((s, f) => s + gz(f), 0),
    css: [...css].reduce((s, f) => s + gz(f), 0),
    files: js.length,
  };
}

const ROUTES = {
  'glossary (/es/bmv/glosario)': ['src/routes/RootLayout.tsx', 'src/routes/GlossaryRoute.tsx'],
  'term (/es/bmv/glosario/:term)': ['src/routes/RootLayout.tsx', 'src/routes/TermRoute.tsx'],
  'home, contact, press room': ['src/routes/RootLayout.tsx', 'src/routes/StaticPage.tsx'],
  'error page (404)': ['src/routes/RootLayout.tsx', 'src/routes/ErrorPage.tsx'],
};

console.log('\nFirst-view transfer (gzip), per route');
console.log('| route | JS KiB | CSS KiB | JS files |');
console.log('|---|---|---|---|');
for (const [name, sources] of Object.entries(ROUTES)) {
  const missing = sources.filter((s) => !manifest[s]);
  if (missing.length) throw new Error(`not in the manifest: ${missing.join(', ')}`);
  const v = firstView(sources);
  console.log(`| ${name} | ${kb(v.js)} | ${kb(v.css)} | ${v.files} |`);
}

// Server render time without upstream time: answers recorded from the reference upstream.
process.env.NODE_ENV = 'production';
const up = (p) => pathToFileURL(path.join(root, 'dist/node/upstream/src', p)).href;
const { buildUpstream } = await import(up('app.js'));
const { loadUpstreamConfig } = await import(up('config.js'));
const upstream = await buildUpstream({
  config: loadUpstreamConfig({
    DOCUMENT_STORE: 'memory',
    DOCUMENT_COUNT: '100',
    LOG_LEVEL: 'silent',
  }),
});
const token = (
  await upstream.inject({
    method: 'GET',
    url: '/rest/tokenservice/token?grant_type=client_credentials',
    headers: {
      authorization: `Basic ${Buffer.from('bolsa-sitio-dev:dev-only-secret-change-me').toString('base64')}`,
    },
  })
).json().response.access_token;
const answers = new Map();
const transport = {
  needsToken: false,
  async call(service, body) {
    const key = JSON.stringify([service, body]);
    if (!answers.has(key)) {
      const res = await upstream.inject({
        method: 'POST',
        url: `/api/${service}service/v1`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      answers.set(key, res.body);
    }
    return { status: 200, body: JSON.parse(answers.get(key)) };
  },
  fetchToken: async () => null,
  storeToken() {},
};
const { render } = await import(pathToFileURL(path.join(root, 'dist/server/entry-server.js')).href);
const { DEFAULT_SITE_CONFIG } = await import(
  pathToFileURL(path.join(root, 'dist/node/shared/branding.js')).href
);
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  '\nServer render without upstream time (200 renders after 20 warm-ups; answers parsed per render)',
);
console.log('| page | p50 ms | p99 ms | HTML KiB |');
console.log('|---|---|---|---|');
for (const url of [
  '/es/bmv/glosario',
  '/es/bmv/glosario/Casa_de_bolsa',
  '/en/bmv/glossary/Dividend',
]) {
  const once = () =>
    render({
      url: `http://127.0.0.1${url}`,
      token: 't',
      langCookie: null,
      site: DEFAULT_SITE_CONFIG,
      transport,
      nonce: 'n',
    });
  for (let i = 0; i < 20; i++) await once();
  const times = [];
  let size = 0;
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const result = await once();
    times.push(performance.now() - started);
    size = result.html.length + result.state.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${url} | ${pct(times, 50).toFixed(1)} | ${pct(times, 99).toFixed(1)} | ${kb(size)} |`,
  );
}
await upstream.close();
