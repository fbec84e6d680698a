/**
 * Starting the topology (topology.ts) when one of its parts cannot start: the error says why, and
 * nothing already started is left running (the test's process could not end), and the ports it
 * picks are outside the range the kernel gives outgoing connections and ones fetch connects to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { FIRST_PORT, freePort } from '../processes.mjs';
import { startTopology } from './topology.js';

/** This process's child processes, from /proc. */
function children(): number[] {
  return readdirSync(`/proc/${String(process.pid)}/task`).flatMap((task) =>
    readFileSync(`/proc/${String(process.pid)}/task/${task}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}

it('reports a proxy that cannot start and leaves nothing running', async () => {
  const before = children();
  // Too short a secret: the proxies refuse their configuration, after the upstream has started.
  await expect(startTopology({ SITE_TOKEN_SECRET: 'too-short' })).rejects.toThrow(
    /process exited with 1: .*SITE_TOKEN_SECRET/s,
  );
  expect(children()).toEqual(before);
}, 120_000);

it('picks ports below the ephemeral range, free to listen on', async () => {
  const first = Number(
    readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
  );
  const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(FIRST_PORT);
    expect(port).toBeLessThan(first);
  }
});

it("picks ports that fetch connects to (none of the Fetch standard's bad ports)", async () => {
  const ports = await Promise.all(Array.from({ length: 50 }, () => freePort()));
  // Nothing listens there now: the connection is refused, not the port.
  const causes = await Promise.all(
    ports.map((port) =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => 'answered',
        (error: unknown) => ((error as Error).cause as { code?: string }).code ?? 'refused port',
      ),
    ),
  );
  expect(new Set(causes)).toEqual(new Set(['ECONNREFUSED']));
});
