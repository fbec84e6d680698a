// Debian's nginx as the proxy benchmark's reference reverse proxy (bench/proxy.bench.mjs): found
// on the machine (the benchmark installs nothing), configured in a temporary prefix with a
// keep-alive upstream pool, and run in the foreground as the current user.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../e2e/processes.mjs';
import { waitFor } from '../lib/processes.mjs';
import { SEARCH_BODY } from './load.mjs';

/** The nginx binary, or null when there is none or `skip` (--skip-nginx). */
export function findNginx(skip) {
  if (skip) return null;
  for (const candidate of ['nginx', '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

function nginxConf(tmp, { nginxPort, upstreamPort, upstreamToken }) {
  const dir = (name) => {
    const d = path.join(tmp, name);
    mkdirSync(d, { recursive: true });
    return d;
  };
  // The reference setup of a reverse proxy in front of an HTTP/1.1 keep-alive upstream.
  return `
worker_processes 1;
pid ${path.join(tmp, 'nginx.pid')};
error_log ${path.join(tmp, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir('client_body')};
  proxy_temp_path ${dir('proxy_temp')};
  fastcgi_temp_path ${dir('fastcgi_temp')};
  uwsgi_temp_path ${dir('uwsgi_temp')};
  scgi_temp_path ${dir('scgi_temp')};
  upstream backend {
    server 127.0.0.1:${upstreamPort};
    keepalive 64;
    keepalive_requests 100000;
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location = /api/search {
      proxy_pass http://backend/api/searchservice/v1;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Authorization "Bearer ${upstreamToken}";
    }
  }
}
`;
}

/**
 * Starts `nginxBin` (with `start`, the benchmark's process starter) in front of `upstream`, in the
 * prefix `tmp`, and resolves once it forwards the search.
 */
export async function startNginx({ nginxBin, tmp, start, upstream }) {
  const nginxPort = await freePort();
  const conf = path.join(tmp, `nginx-${upstream.name}.conf`);
  writeFileSync(
    conf,
    nginxConf(tmp, {
      nginxPort,
      upstreamPort: new URL(upstream.url).port,
      upstreamToken: upstream.token,
    }),
  );
  const nginx = start('nginx', nginxBin, [
    '-p',
    tmp,
    '-c',
    conf,
    '-e',
    path.join(tmp, 'nginx-error.log'),
    '-g',
    'daemon off;',
  ]);
  const nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${nginxUrl}/api/search`, nginx, 10_000, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SEARCH_BODY,
  });
  return { nginx, nginxUrl };
}
