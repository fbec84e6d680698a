// A Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: messages are
// JSON ended by a NUL byte on file descriptors 3 and 4), with no client library between: only the
// protocol domains a benchmark enables are on. Playwright and Lighthouse enable `Runtime` on every
// page, which changes what a page costs (docs/benchmarks.md, Web).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess } from '../../e2e/processes.mjs';

/**
 * Starts `chromePath` with `flags` and a profile of its own. Returns `send(method, params,
 * sessionId)` (resolves with the result, rejects with the protocol's error) and `close()`.
 */
export function launchPipe(chromePath, flags) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-cdp-'));
  const child = spawn(
    chromePath,
    [...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , toChrome, fromChrome] = child.stdio;
  const pending = new Map();
  let nextId = 0;
  let buffered = '';
  fromChrome.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const waiting = message.id !== undefined && pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  const failAll = (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  child.once('exit', () => failAll(new Error('Chromium exited')));
  child.once('error', failAll);
  return {
    send(method, params = {}, sessionId = undefined) {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject, method });
        toChrome.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      });
    },
    async close() {
      await stopProcess(child);
      // Chromium's child processes may still write to the profile after it exits, on a loaded
      // machine for seconds.
      rmSync(profile, { recursive: true, force: true, maxRetries: 25, retryDelay: 200 });
    },
  };
}
