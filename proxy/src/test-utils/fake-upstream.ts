/**
 * A fault-injecting upstream for proxy tests: a token service and a service endpoint on
 * 127.0.0.1 whose behaviour each test sets, counting every request it receives.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

export type ServiceBehaviour =
  | { kind: 'ok'; body?: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'sleep'; ms: number }
  | { kind: 'invalid-json' }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'reset' };

export interface FakeUpstream {
  url: string;
  tokenRequests: number;
  serviceRequests: number;
  /** TCP connections accepted (keep-alive reuse shows as fewer connections than requests). */
  connections: number;
  /** Authorization headers the service received. */
  seenAuth: string[];
  tokenTtl: number;
  tokenStatus: number;
  tokenDelayMs: number;
  service: ServiceBehaviour;
  close(): Promise<void>;
}

/** A good answer by the contract of either service. */
const okBody = { status: true, messages: [], response: { data: {} }, mensaje: 'OK' };

/**
 * Waits `ms`, or until the connection closes (the client gave up, or `close()` destroyed it): no
 * timer outlives the fake.
 */
function pause(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Starts the fake on `port` of 127.0.0.1 (a free one by default). */
export async function startFakeUpstream(port = 0): Promise<FakeUpstream> {
  const sockets = new Set<Socket>();
  let counter = 0;
  const state: Omit<FakeUpstream, 'url' | 'close'> = {
    tokenRequests: 0,
    serviceRequests: 0,
    connections: 0,
    seenAuth: [],
    tokenTtl: 3600,
    tokenStatus: 200,
    tokenDelayMs: 0,
    service: { kind: 'ok' },
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Drain the body before answering.
    await new Promise<void>((resolve) => {
      req.on('end', resolve).resume();
    });
    if (req.url?.startsWith('/token')) {
      state.tokenRequests++;
      if (state.tokenDelayMs) await pause(res, state.tokenDelayMs);
      if (res.destroyed) return;
      res.writeHead(state.tokenStatus, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: state.tokenStatus === 200,
          response: { access_token: `tok-${++counter}`, expires_in: state.tokenTtl },
        }),
      );
      return;
    }
    state.serviceRequests++;
    state.seenAuth.push(req.headers.authorization ?? '');
    const b = state.service;
    switch (b.kind) {
      case 'ok':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(b.body ?? okBody));
        return;
      case 'text':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(b.text);
        return;
      case 'sleep':
        await pause(res, b.ms);
        if (!res.destroyed) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(okBody));
        }
        return;
      case 'invalid-json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"response": <html>');
        return;
      case 'status':
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(b.body ?? { error: 'x' }));
        return;
      case 'reset':
        req.socket.destroy();
        return;
    }
  };
  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });
  server.on('connection', (s) => {
    state.connections++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const fake = Object.assign(state, {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => {
          resolve();
        });
      }),
  });
  return fake;
}

/** Proxy environment pointing at a fake upstream. */
export const fakeEnv = (url: string, extra: Record<string, string> = {}) => ({
  UPSTREAM_TOKEN_URL: `${url}/token`,
  CONTENT_URL: `${url}/content`,
  SEARCH_URL: `${url}/search`,
  UPSTREAM_CLIENT_ID: 'proxy-test',
  UPSTREAM_CLIENT_SECRET: 'proxy-test-secret',
  // No disk copies unless a test asks for them in a folder of its own.
  CONTENT_DISK_CACHE_MAX_MB: '0',
  ...extra,
});

/** A port of 127.0.0.1 where nothing listens (connections are refused). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => {
        resolve(port);
      });
    });
  });
}
