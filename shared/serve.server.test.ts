import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain, SHUTDOWN_DEADLINE_MS, type Listenable } from './serve.server.js';

/** A Node server whose answers take `delayMs`, with a keep-alive timeout past the deadline. */
async function slowServer(delayMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('done');
    }, delayMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function keepAliveGet(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', headers: { connection: 'keep-alive' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const log = { info: () => undefined, error: () => undefined };

describe('drain', () => {
  it('lets requests in flight finish, then closes their keep-alive connections well before the deadline', async () => {
    const { server, port } = await slowServer(300);
    const app: Listenable = {
      listen: async () => '',
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        }),
      log,
      server,
    };
    const inFlight = Array.from({ length: 3 }, () => keepAliveGet(port));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const closed = drain(app);
    await expect(Promise.all(inFlight)).resolves.toEqual(
      Array(3).fill({ status: 200, body: 'done' }),
    );
    await closed;
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_DEADLINE_MS / 2);
  });
});
