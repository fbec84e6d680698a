#!/usr/bin/env node
// Fills deploy/nginx/bolsa.conf.template for an nginx run as an ordinary process (tests,
// benchmarks, a machine without containers): `node deploy/render-nginx.mjs PREFIX` writes
// PREFIX/nginx.conf (which includes PREFIX/bolsa.conf) from the environment, then prints the
// command that runs it in the foreground. The container image fills the same template itself
// (docker-compose.yml).
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'nginx/bolsa.conf.template',
);

/** The template's values from `env`, the rate limits derived from the proxy's own settings. */
export function nginxValues(env, prefix) {
  const max = Number(env.RATE_LIMIT_MAX ?? 300);
  const windowS = Number(env.RATE_LIMIT_WINDOW_S ?? 60);
  const vitalsMax = Number(env.VITALS_RATE_LIMIT_MAX ?? 60);
  return {
    NGINX_LISTEN: env.NGINX_LISTEN ?? '127.0.0.1:8080',
    PROXY_1: env.PROXY_1 ?? '127.0.0.1:3000',
    PROXY_2: env.PROXY_2 ?? '127.0.0.1:3001',
    NGINX_CACHE_DIR: env.NGINX_CACHE_DIR ?? path.join(prefix, 'cache'),
    API_RATE_PER_MINUTE:
      env.API_RATE_PER_MINUTE ?? String(Math.max(1, Math.round((max * 60) / windowS))),
    API_BURST: env.API_BURST ?? String(max),
    VITALS_RATE_PER_MINUTE:
      env.VITALS_RATE_PER_MINUTE ?? String(Math.max(1, Math.round((vitalsMax * 60) / windowS))),
    VITALS_BURST: env.VITALS_BURST ?? String(vitalsMax),
    PAGE_RATE_PER_SECOND: env.PAGE_RATE_PER_SECOND ?? '20',
    PAGE_BURST: env.PAGE_BURST ?? '200',
    NGINX_STATUS_LISTEN: env.NGINX_STATUS_LISTEN ?? '127.0.0.1:8081',
    NGINX_ACCESS_LOG: env.NGINX_ACCESS_LOG ?? path.join(prefix, 'access.log'),
  };
}

/** The template with every `${NAME}` filled; a name without a value is an error. */
export function fillNginxTemplate(values, template = readFileSync(TEMPLATE, 'utf8')) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`nginx template: ${name} has no value`);
    return value;
  });
}

/** Writes PREFIX/nginx.conf and PREFIX/bolsa.conf; returns nginx's arguments. */
export function writeNginxPrefix(prefix, env = process.env) {
  const dir = path.resolve(prefix);
  for (const sub of ['tmp', 'cache']) mkdirSync(path.join(dir, sub), { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user, which must reach the cache.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'bolsa.conf'), fillNginxTemplate(nginxValues(env, dir)));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, 'tmp', name)};`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  include ${path.join(dir, 'bolsa.conf')};
}
`,
  );
  return [
    '-p',
    dir,
    '-e',
    path.join(dir, 'error.log'),
    '-c',
    path.join(dir, 'nginx.conf'),
    '-g',
    'daemon off;',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const prefix = process.argv[2];
  if (!prefix) {
    console.error('usage: node deploy/render-nginx.mjs PREFIX (values from the environment)');
    process.exit(2);
  }
  const args = writeNginxPrefix(prefix);
  process.stdout.write(
    `${['nginx', ...args.map((a) => (a.includes(' ') ? `'${a}'` : a))].join(' ')}\n`,
  );
}
