// Child processes for browser tests, reliability runs and benchmarks alike: a free port of
// 127.0.0.1 chosen at run time, and a stop by pid that cannot hang.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first port of the kernel's ephemeral range, from which it gives every outgoing connection a
 * local port (Linux: `net.ipv4.ip_local_port_range`, 32768 by default).
 */
function ephemeralStart() {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    if (Number.isInteger(first) && first > 2048) return first;
  } catch {
    // not Linux: its default
  }
  return 32768;
}

/**
 * Above the Fetch standard's "bad ports" (https://fetch.spec.whatwg.org/#port-blocking), the
 * highest of which is 10080: Node's fetch and Chromium refuse to connect to those (6000 is one),
 * so a server started on one would never be seen to answer.
 */
export const FIRST_PORT = 10081;

/** Whether a server can listen on 127.0.0.1:`port` now. */
function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free TCP port of 127.0.0.1 for a server to start on, from `FIRST_PORT` to below the ephemeral
 * range: a port the kernel picked (`listen(0)`) is one it may give an outgoing connection next,
 * and a load run beside the test opens thousands (docs/testing.md).
 */
export async function freePort() {
  const last = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (last - FIRST_PORT + 1));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port of 127.0.0.1 between ${FIRST_PORT} and ${last}`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export function stopProcess(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
