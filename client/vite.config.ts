import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileCatalogs } from './src/i18n/compile.js';
import { messages } from './src/i18n/messages.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const catalogsModule = fileURLToPath(new URL('./src/i18n/catalogs.ts', import.meta.url));

/**
 * Production builds (browser and server) format with catalogs compiled to ICU ASTs at build time,
 * and the browser bundle leaves the ICU parser out (react-intl's documented "no-parser" alias):
 * nothing parses a message at run time.
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
          // react-router's exports name only its development build; the production build differs
          // by its development warnings (their checks and their text), which neither browsers nor
          // the server need run.
          { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
          { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
        ],
      },
    }),
    load(id) {
      if (id !== catalogsModule) return null;
      const compiled = compileCatalogs(messages);
      return `export const catalogs = { es: Object.freeze(${JSON.stringify(compiled.es)}), en: Object.freeze(${JSON.stringify(compiled.en)}) };`;
    },
  };
}

/**
 * The browser build's chunks. Left to itself the bundler split the code every page runs at start
 * into the entry and six more chunks (React, the store, the API, the route table, constants, the
 * path encoding), and the small UI modules the routes share into five more of 0.2 to 1 kB: 14
 * files on the glossary's first view, each compressed on its own. Grouped, it is 4 files and 4 kB
 * less gzip (docs/benchmarks.md, Web):
 * - everything the entry imports statically is one chunk (it all runs before the first render);
 * - the app's own UI, app, API and i18n modules that two or more chunks share are one chunk, and
 *   so are the mega-menu's entries, which the header and the section capsules share, and the
 *   shared text and number helpers the glossary, term and search chunks use.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  {
    name: 'ui',
    test: /client[\\/]src[\\/](ui|app|api|i18n)[\\/]|shared[\\/](data[\\/]menu-entries|text|number-locale)\./,
    minShareCount: 2,
    priority: 1,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), precompiledMessages()],
  base: '/',
  // `#shared/*` (package.json `imports`) resolves to the TypeScript source, in both builds.
  resolve: { conditions: ['bolsa-source', ...defaultClientConditions] },
  css: { modules: { generateScopedName: '_[hash:base64:5]' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // One stylesheet linked from the page: lazily loaded routes must not paint unstyled first.
    cssCodeSplit: false,
    // Read by bench/web.bench.mjs to measure each route's first-view JavaScript.
    manifest: true,
    // Every browser the site supports (ES2023) implements <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The server's bundle is read from disk once per process: its chunks stay as they are.
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } }),
  },
  // The server's bundle takes in React Router, so that the alias above gives it the production
  // build too (left external, Node resolves the package's exports to the development build, whose
  // warnings' checks ran on every request; e2e/server-bundle.e2e.ts). Its own `cookie` and
  // `set-cookie-parser` come along: they are not the versions at the top of node_modules.
  ssr: {
    noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
    resolve: { conditions: ['bolsa-source', ...defaultServerConditions] },
  },
}));
