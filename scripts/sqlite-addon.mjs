#!/usr/bin/env node
// Builds the SQLite add-on (better-sqlite3) from source: `npm ci` runs this as the root package's
// postinstall (`npm run build:sqlite` runs it alone), and the package's own install script is off
// in `allowScripts`, since it would take a prebuilt binary built with headers no one here chose.
//
// On Node 24 the add-on compiles against the headers of the version `package.json` names
// (`config.addonNodeHeaders`), unpacked from the npm registry by scripts/node-package.sh: built
// with the headers of Node 24.19 or later it aborts the process when the garbage collector frees
// one of its statements (decision 124). On other versions node-gyp uses the running Node's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// npm gives its scripts the node-gyp it bundles and the package's `config`.
const { npm_config_node_gyp: nodeGyp, npm_package_config_addonNodeHeaders: headersVersion } =
  process.env;
if (!nodeGyp || !headersVersion) throw new Error('run through npm: `npm run build:sqlite`');

const env = { ...process.env };
let headers;
if (process.versions.node.split('.')[0] === '24') {
  headers = mkdtempSync(path.join(tmpdir(), 'node-headers-'));
  env.npm_config_nodedir = execFileSync(
    path.join(root, 'scripts/node-package.sh'),
    [headersVersion, headers],
    { encoding: 'utf8' },
  ).trim();
}
try {
  execFileSync(process.execPath, [nodeGyp, 'rebuild', '--release'], {
    cwd: path.join(root, 'node_modules/better-sqlite3'),
    env,
    stdio: 'inherit',
  });
} finally {
  if (headers) rmSync(headers, { recursive: true, force: true });
}
