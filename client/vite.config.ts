import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { compileCatalogs } from './src/i18n/compile.js';
import { messages } from './src/i18n/messages.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const catalogModules = new Map(
  (['es', 'en'] as const).map((lang) => [
    fileURLToPath(new URL(`./src/i18n/catalog-${lang}.ts`, import.meta.url)),
    lang,
  ]),
);

/**
 * Production builds format with catalogs compiled to ICU ASTs at build time, and the browser
 * bundle leaves the ICU parser out (react-intl's documented "no-parser" alias).
 */
function precompiledMessages(): Plugin {
  return {
    name: 'precompiled-messages',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
          // react-router's exports name only its development build; its production build skips
          // the development warnings' checks, which neither the browser nor the server needs.
          { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
        ],
      },
    }),
    load(id) {
      const lang = catalogModules.get(id);
      if (lang === undefined) return null;
      return `export const catalog = Object.freeze(${JSON.stringify(compileCatalogs(messages)[lang])});`;
    },
  };
}

/**
 * The browser build's chunks (decision 009): all the entry imports statically is one chunk, and the
 * app's modules and shared helpers matched below that two or more chunks share are another.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  {
    name: 'ui',
    // Not the data tables: only the results and issuer routes use them (decision 122).
    test: /client[\\/]src[\\/](ui[\\/](?!DataTable)|app[\\/]|api[\\/]|i18n[\\/])|shared[\\/](data[\\/]menu-entries|text|number-locale)\./,
    minShareCount: 2,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), precompiledMessages()],
  base: '/',
  // The nonce of the style elements the results grid injects (decision 100): one value per build,
  // since a page is the same bytes for every visitor. Vite writes it in a `csp-nonce` meta tag.
  ...(isSsrBuild ? {} : { html: { cspNonce: randomBytes(16).toString('base64url') } }),
  // `#shared/*` (package.json `imports`) resolves to the TypeScript source, in both builds.
  resolve: { conditions: ['bolsa-source', ...defaultClientConditions] },
  css: { modules: { generateScopedName: '_[hash:base64:5]' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // A stylesheet per chunk: the proxy inlines a page's own (decision 120); a route reached by
    // client-side navigation gets its sheet before its chunk runs (the build's preload helper).
    cssCodeSplit: true,
    // Read by the proxy to preload each page's route chunks (decision 007) and by bench:web.
    manifest: true,
    // ag-Grid's chunk, the one chunk above Vite's default bound, loads after the first view
    // (decision 122); a chunk above this one is worth looking at.
    chunkSizeWarningLimit: 900,
    // Every browser the site supports (ES2023) implements <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The server's bundle is read from disk once per process: its chunks stay as they are.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } }),
  },
  // The server's bundle takes in React Router so the alias above applies (e2e/server-bundle.e2e.ts),
  // with its own `cookie` and `set-cookie-parser`, which differ from those atop node_modules.
  ssr: {
    noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
    resolve: { conditions: ['bolsa-source', ...defaultServerConditions] },
  },
}));
