// Runs a TypeScript command of e2e/ (`node e2e/reliability/run.mjs e2e/reliability/load.ts`): the
// package is ESM, so Node needs esbuild-register's CommonJS hook to load a .ts entry, and sources
// import siblings with NodeNext-style `.js` names that stand for the `.ts` files (as in Jest's
// moduleNameMapper); `#shared/*.js` (package.json `imports`) stands for the `.ts` file in shared/.
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const load = createRequire(import.meta.url);
const { register } = load('esbuild-register/dist/node');
// TypeScript only: an .mjs module (e2e/chromium.mjs) is ESM, which Node's require loads as it is.
register({ target: 'node20', extensions: ['.ts', '.tsx'] });
const shared = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared');

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTs(request, ...rest) {
  const sharedPath = /^#shared\/(.*)\.js$/.exec(request)?.[1];
  if (sharedPath) return resolve.call(this, path.join(shared, `${sharedPath}.ts`), ...rest);
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
    return resolve.call(this, request.replace(/\.js$/, '.ts'), ...rest);
  }
};
load(path.resolve(process.argv[2]));
