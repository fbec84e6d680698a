/**
 * Helpers of the reliability commands (`test:load`, `test:faults`, `test:fuzz`, security tests):
 * resident memory of a process, the site token, API bodies of the realistic mix, and status
 * bookkeeping. Servers are started with `../system.ts`.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { WebSocket, type MessageEvent } from 'undici';

/** Resident set size of a process in MiB (Linux `/proc/<pid>/status`), or null once it has exited. */
export function rssMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The V8 heap in use (MiB) of a process started with `--inspect=127.0.0.1:0`, after a full garbage
 * collection, through the inspector protocol; null without an inspector. Unlike the resident set
 * size, which follows the allocator's and V8's sizing of the heap, this grows only with live data.
 */
export async function heapAfterGcMiB(service: { logs: string[] }): Promise<number | null> {
  const inspector = await inspectorOf(service);
  if (!inspector) return null;
  try {
    await inspector.call('HeapProfiler.collectGarbage');
    const usage = (await inspector.call('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize / 1024 / 1024;
  } finally {
    inspector.close();
  }
}

/** A session with the inspector of a process started with `--inspect=127.0.0.1:0`, or null. */
export async function inspectorOf(service: { logs: string[] }): Promise<{
  call(method: string, params?: object): Promise<unknown>;
  close(): void;
} | null> {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(service.logs.join(''))?.[1];
  if (!url) return null;
  const socket = new WebSocket(url);
  const replies = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) replies.get(message.id)?.(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve);
    socket.addEventListener('error', reject);
  });
  let id = 0;
  return {
    call: (method, params) =>
      new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`${method}: no answer in 30 s`));
        }, 30_000);
        replies.set(++id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => {
      socket.close();
    },
  };
}

/** CPU seconds (user + system) a process has used so far (Linux `/proc/<pid>/stat`), or null. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the processes are idle (together under a tenth of a core over half a second) or
 * `maxMs` has passed; returns the milliseconds waited. After a load run both servers still work
 * through what the load left queued; memory is read once they are done.
 */
export async function settle(pids: (number | undefined)[], maxMs: number): Promise<number> {
  const started = performance.now();
  const total = () => pids.reduce<number>((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
  let before = total();
  while (performance.now() - started < maxMs) {
    await sleep(500);
    const now = total();
    if (now - before < 0.05) break;
    before = now;
  }
  return performance.now() - started;
}

/** The one-minute load average of the machine, with the number of CPUs. */
export function loadAverage(): string {
  const [one = '?', five = '?', fifteen = '?'] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `${one} ${five} ${fifteen}`;
}

/** A site token from `POST /api/token` of the proxy at `baseUrl`. */
export async function siteToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/token`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`POST /api/token answered ${res.status}`);
  const body = (await res.json()) as { response: { access_token: string } };
  return body.response.access_token;
}

/** Issuer keys and words a visitor types into the search panel. */
export const PANEL_TERMS = [
  'amx',
  'walmex',
  'bimbo',
  'fibra',
  'cemex',
  'gmexico',
  'banorte',
  'accion',
  'bono',
  'indice',
  'dividendo',
  'femsa',
] as const;

/** The search service's payload for `text` (first word, the rest, the whole text). */
export function searchPayload(text: string, searchType: string) {
  const [term = '', ...rest] = text.trim().split(/\s+/);
  return { term, term2: rest.join(' '), termT: text.trim(), searchType };
}

/** An ag-Grid infinite-model request for page `page` (20 rows), as `requestJson` carries it. */
export function gridRequest(page: number, sort?: { colId: string; sort: 'asc' | 'desc' }): string {
  return JSON.stringify({
    startRow: page * 20,
    endRow: page * 20 + 20,
    sortModel: sort ? [sort] : [],
    filterModel: {},
  });
}

export const panelSearch = (text: string, lang: 'es' | 'en' = 'es') => ({
  lang,
  payload: searchPayload(text, 'busquedaPanel'),
});

export const gridSearch = (
  text: string,
  searchType: 'busquedaInstrumentos' | 'busquedaDocumentosPorInstrumentos',
  requestJson: string,
  lang: 'es' | 'en' = 'es',
) => ({ lang, payload: searchPayload(text, searchType), requestJson });

/** `POST` JSON to the proxy's API with a site token; the answer's status and parsed body. */
export async function postApi(
  baseUrl: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the assertion that reports it
  }
  return { status: res.status, body: parsed, ms: performance.now() - started };
}

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A positive number from the environment, or `fallback`. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * A TCP relay on `port` of 127.0.0.1 to `target`: closing it makes whatever it fronts unreachable
 * (connections refused) without stopping the process behind it.
 */
export interface Relay {
  open(): Promise<void>;
  close(): Promise<void>;
}

export function tcpRelay(port: number, target: number): Relay {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    open: () =>
      new Promise((resolve, reject) => {
        const s = createServer((client) => {
          const upstream = connect(target, '127.0.0.1');
          track(client);
          track(upstream);
          client.pipe(upstream).pipe(client);
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        });
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => {
          server = s;
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) {
          resolve();
          return;
        }
        server.close(() => {
          resolve();
        });
        server = null;
      }),
  };
}

export interface Sample {
  /** performance.now() when the request started and when its answer (or error) came. */
  start: number;
  end: number;
  status: number;
  error?: string;
}

/**
 * Calls `call` again and again (one at a time, `intervalMs` apart) until `stop`, recording each
 * answer's status and JSON `error` field (status 0 with the error code when it failed outright).
 */
export function probe(
  call: () => Promise<{ status: number; body: unknown }>,
  intervalMs: number,
): { stop(): Promise<Sample[]> } {
  const samples: Sample[] = [];
  const state = { running: true };
  const loop = (async () => {
    // Bounded by `stop`; each test stops its probe within seconds.
    while (state.running) {
      const start = performance.now();
      try {
        const res = await call();
        const error = (res.body as { error?: unknown } | null)?.error;
        samples.push({
          start,
          end: performance.now(),
          status: res.status,
          ...(typeof error === 'string' ? { error } : {}),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        samples.push({ start, end: performance.now(), status: 0, error: cause ?? String(error) });
      }
      await sleep(intervalMs);
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await loop;
      return samples;
    },
  };
}

/** Resolves when `child` has exited, with its exit code (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
}
