/**
 * `npm run test:abuse`: what an attacker tries from outside, over real sockets against the built
 * proxy (issue 21): slow bodies and headers, many sockets from one address, the rate limit asked
 * through other forms of the same path, operators' endpoints on the public port, upstream error
 * bodies, a failing token service, and the security headers of answers made before routing.
 */
import { connect, type Socket } from 'node:net';
import { SHUTDOWN_DEADLINE_MS } from '#shared/serve.server.js';
import { fakeEnv, startFakeUpstream } from '../../proxy/src/test-utils/fake-upstream.js';
import { TOKEN_BACKOFF_MIN_MS } from '../../proxy/src/forwarding/token-cache.js';
import { startProxy, startUpstream, type ServiceProcess } from '../system.js';
import { exited, panelSearch, postApi, siteToken, sleep } from './harness.js';

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
});
function keep<T extends { stop(): Promise<void> } | { close(): Promise<void> }>(service: T): T {
  started.push('stop' in service ? service : { stop: () => service.close() });
  return service;
}

/** Short limits so that each test takes seconds. */
const SHORT = { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' };

let upstream: ServiceProcess;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(async () => {
  await upstream.stop();
});

interface RawAnswer {
  /** Everything the server wrote before it closed or `waitMs` passed. */
  text: string;
  /** Whether the server closed the connection within `waitMs`. */
  closed: boolean;
  ms: number;
}

/** Opens a socket to `port`, writes `chunks`, and reads until the server closes or `waitMs`. */
function raw(port: number, chunks: string[], waitMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const began = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: performance.now() - began });
    };
    const timer = setTimeout(() => {
      finish(false);
    }, waitMs);
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('close', () => {
      finish(true);
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      for (const c of chunks) socket.write(c);
    });
  });
}

/** Opens `count` sockets that send a request's headers and one byte of a 100-byte body. */
async function slowBodies(port: number, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const s = connect(port, '127.0.0.1');
    s.on('error', () => undefined);
    await new Promise<void>((resolve) => {
      s.once('connect', () => {
        s.write(
          'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
        resolve();
      });
      s.once('close', () => {
        resolve();
      });
    });
    sockets.push(s);
  }
  return sockets;
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const hasSecurityHeaders = (text: string) =>
  /\r\nx-content-type-options: nosniff\r\n/i.test(text) &&
  /\r\nreferrer-policy: [^\r]+\r\n/i.test(text);

describe('1. bounded times and connections', () => {
  it('cuts a request body that stops coming with 408 within REQUEST_TIMEOUT_MS, security headers included', async () => {
    const proxy = keep(await startProxy(upstream.url, SHORT));
    const answer = await raw(
      proxy.port,
      [
        'POST /api/search HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ],
      6000,
    );
    expect(statusOf(answer.text)).toBe(408);
    expect(answer.closed).toBe(true);
    // Node looks for expired requests every half second (connectionsCheckingInterval).
    expect(answer.ms).toBeLessThan(2000 + 1000);
    expect(hasSecurityHeaders(answer.text)).toBe(true);
  });

  it('cuts headers that stop coming with 408 within HEADERS_TIMEOUT_MS', async () => {
    const proxy = keep(await startProxy(upstream.url, SHORT));
    const answer = await raw(proxy.port, ['GET /es/bmv/glosario HTTP/1.1\r\nHost: x\r\n'], 6000);
    expect(statusOf(answer.text)).toBe(408);
    expect(answer.ms).toBeLessThan(1000 + 1000);
    expect(hasSecurityHeaders(answer.text)).toBe(true);
  });

  it('refuses connections from one address beyond MAX_CONNECTIONS_PER_ADDRESS, with a 429 that names the reason', async () => {
    const proxy = keep(
      await startProxy(upstream.url, {
        ...SHORT,
        REQUEST_TIMEOUT_MS: '20000',
        MAX_CONNECTIONS_PER_ADDRESS: '10',
      }),
    );
    const held = await slowBodies(proxy.port, 10);
    try {
      const refused = await raw(proxy.port, ['GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'], 3000);
      expect(statusOf(refused.text)).toBe(429);
      expect(refused.closed).toBe(true);
      expect(hasSecurityHeaders(refused.text)).toBe(true);
    } finally {
      for (const s of held) s.destroy();
    }
    // Operators see the refusals (the one above at least; a keep-alive connection of the start-up
    // check may have made one of the ten another): a refused connection never becomes a request, so
    // it has a counter of its own.
    const metrics = await (await fetch(`${proxy.opsUrl}/metrics`)).text();
    const refusals = /^proxy_refused_connections_total (\d+)$/m.exec(metrics)?.[1];
    expect(Number(refusals)).toBeGreaterThanOrEqual(1);
    // Once they are gone, the address is served again.
    await sleep(200);
    expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
  });

  it('exits 0 on SIGTERM within the deadline while slow and idle sockets are held', async () => {
    const proxy = await startProxy(upstream.url, {
      REQUEST_TIMEOUT_MS: '60000',
      HEADERS_TIMEOUT_MS: '60000',
    });
    const held = await slowBodies(proxy.port, 20);
    const idle = connect(proxy.port, '127.0.0.1');
    idle.on('error', () => undefined);
    try {
      const began = performance.now();
      proxy.child.kill('SIGTERM');
      const code = await exited(proxy.child);
      expect(code).toBe(0);
      expect(performance.now() - began).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    } finally {
      for (const s of held) s.destroy();
      idle.destroy();
      await proxy.stop();
    }
  });
});

describe('2. rate limits on the routed path', () => {
  const LIMITED = { RATE_LIMIT_MAX: '5', PAGE_RATE_LIMIT_MAX: '8' };

  it.each([
    ['absolute-form', (port: number) => `http://127.0.0.1:${port}/api/search`],
    ['percent-encoded', () => '/%61pi/search'],
  ])('counts a %s target as the same API route', async (_form, target) => {
    const proxy = keep(await startProxy(upstream.url, LIMITED));
    const token = await siteToken(proxy.url);
    const body = JSON.stringify(panelSearch('walmex'));
    const request = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
    // The token request above was the first of five.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(statusOf((await raw(proxy.port, [request(target(proxy.port))], 5000)).text));
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('limits tokens minted through an absolute-form target', async () => {
    const proxy = keep(await startProxy(upstream.url, LIMITED));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const answer = await raw(
        proxy.port,
        [
          `POST http://127.0.0.1:${proxy.port}/api/token HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        ],
        5000,
      );
      statuses.push(statusOf(answer.text));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('limits pages per address, generously, with an answer a browser shows', async () => {
    const proxy = keep(await startProxy(upstream.url, LIMITED));
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i < 10; i++) {
      last = await fetch(`${proxy.url}/es/bmv/glosario?flood=${i}`);
      statuses.push(last.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last?.headers.get('cache-control')).toBe('no-store');
    // Assets and the operators' liveness check are not counted.
    expect((await fetch(`${proxy.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${proxy.url}/favicon.svg`)).status).toBe(200);
  });
});

describe('3. operators only', () => {
  it('serves /metrics and /readyz on the operators’ listener, not on the public port', async () => {
    const proxy = keep(await startProxy(upstream.url));
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/readyz`)).status).toBe(404);
    expect(proxy.opsUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const metrics = await fetch(`${proxy.opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('proxy_http_requests_total');
    const ready = await fetch(`${proxy.opsUrl}/readyz`);
    expect(ready.status).toBe(200);
  });
});

describe('4. upstream errors', () => {
  it('answers an upstream 4xx with the proxy’s own code and message, never the upstream’s body', async () => {
    const fake = keep(await startFakeUpstream());
    const proxy = keep(await startProxy(fake.url, fakeEnv(fake.url)));
    fake.service = {
      kind: 'status',
      status: 400,
      body: {
        response: '',
        mensaje: 'java.lang.NullPointerException at es-internal-7.bmv.local:9200',
        stack: 'Error: secret\n    at /srv/search/index.js:12',
        access_token: 'upstream-secret-token',
      },
    };
    const token = await siteToken(proxy.url);
    const answer = await postApi(proxy.url, '/api/search', token, panelSearch('walmex'));
    const text = JSON.stringify(answer.body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'upstream_rejected',
      message: 'the upstream service refused the request',
    });
    for (const leak of ['NullPointer', 'bmv.local', 'stack', 'secret']) {
      expect(text).not.toContain(leak);
    }
  });
});

describe('5. a failing token service', () => {
  it('is asked once per back-off, however many pages, searches and readiness checks arrive', async () => {
    const fake = keep(await startFakeUpstream());
    fake.tokenStatus = 500;
    const proxy = keep(await startProxy(fake.url, fakeEnv(fake.url)));
    const token = await siteToken(proxy.url);
    const before = fake.tokenRequests;
    const began = performance.now();
    for (let i = 0; i < 10; i++) {
      await fetch(`${proxy.url}/es/bmv/glosario`);
      await postApi(proxy.url, '/api/search', token, panelSearch('walmex'));
      await fetch(`${proxy.opsUrl}/readyz`);
    }
    // 30 requests, one token attempt per back-off: the shortest wait is half the first back-off.
    const asked = fake.tokenRequests - before;
    const elapsed = performance.now() - began;
    expect(asked).toBeLessThanOrEqual(1 + Math.floor(elapsed / (TOKEN_BACKOFF_MIN_MS / 2)));
    expect(asked).toBeLessThan(10);
    const ready = await fetch(`${proxy.opsUrl}/readyz`);
    expect(ready.status).toBe(503);
  });

  it('answers within the 5 s budget when the token service never answers', async () => {
    const fake = keep(await startFakeUpstream());
    fake.tokenDelayMs = 60_000;
    const proxy = keep(await startProxy(fake.url, fakeEnv(fake.url)));
    const token = await siteToken(proxy.url);
    const answer = await postApi(proxy.url, '/api/search', token, panelSearch('walmex'));
    // 504 when this call's deadline passes first; 502 when the token fetch it joined (the one
    // the proxy starts at start-up) gives up first: either way within the budget.
    expect([502, 504]).toContain(answer.status);
    expect(answer.body).toMatchObject({
      error: expect.stringMatching(/^upstream_(token|timeout)$/),
    });
    expect(answer.ms).toBeLessThan(5300);
  });
});

describe('7. security headers before routing', () => {
  it.each([
    ['a malformed request line', ['GARBAGE\r\n\r\n'], 400],
    [
      'an oversized header',
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
      431,
    ],
  ])('%s gets nosniff and a referrer policy', async (_what, chunks, status) => {
    const proxy = keep(await startProxy(upstream.url, SHORT));
    const answer = await raw(proxy.port, chunks, 3000);
    expect(statusOf(answer.text)).toBe(status);
    expect(hasSecurityHeaders(answer.text)).toBe(true);
  });
});

describe('8. the vitals beacon (decision 114)', () => {
  const good = {
    page: 'term',
    metrics: [
      { name: 'LCP', value: 2100 },
      { name: 'CLS', value: 0.03 },
    ],
  };
  const beacon = (url: string, body: string, type = 'text/plain;charset=UTF-8') =>
    fetch(`${url}/api/vitals`, { method: 'POST', headers: { 'content-type': type }, body });
  const lcpCount = async (opsUrl: string) =>
    Number(
      /^proxy_web_vitals_seconds_count\{page="term",metric="LCP"\} (\d+)$/m.exec(
        await (await fetch(`${opsUrl}/metrics`)).text(),
      )?.[1] ?? 0,
    );

  it('refuses oversized and wrongly typed bodies with the error shape, never logging them', async () => {
    const proxy = keep(await startProxy(upstream.url, { LOG_LEVEL: 'trace' }));
    const marker = 'vitals-marker-5d1c';
    const answers = [
      [await beacon(proxy.url, JSON.stringify({ ...good, pad: marker.repeat(200) })), 413],
      // Far over the limit, yet all in the socket's buffers when the proxy refuses it, so the answer
      // is read; a body of megabytes may meet the closed connection first (EPIPE).
      [await beacon(proxy.url, marker.repeat(5_000)), 413],
      [await beacon(proxy.url, JSON.stringify({ ...good, page: marker })), 400],
      [await beacon(proxy.url, JSON.stringify({ page: 'term', metrics: marker })), 400],
      [
        await beacon(proxy.url, JSON.stringify({ ...good, metrics: [{ name: marker, value: 1 }] })),
        400,
      ],
      [
        await beacon(
          proxy.url,
          JSON.stringify({ ...good, metrics: [{ name: 'LCP', value: null }] }),
        ),
        400,
      ],
      [await beacon(proxy.url, `${'['.repeat(1000)}${']'.repeat(1000)}`), 400],
      [await beacon(proxy.url, `{"page":"${marker}"`), 400],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({
        error: status === 413 ? 'too_large' : 'bad_request',
        message: expect.any(String),
      });
    }
    // Still counting good beacons, and nothing of the refused ones written anywhere.
    expect((await beacon(proxy.url, JSON.stringify(good))).status).toBe(204);
    expect(await lcpCount(proxy.opsUrl)).toBe(1);
    const log = proxy.logs.join('');
    expect(log).toContain('/api/vitals');
    expect(log).not.toContain(marker);
  });

  it('answers a flood from one address with 429 past VITALS_RATE_LIMIT_MAX, counting none of it', async () => {
    const proxy = keep(await startProxy(upstream.url, { VITALS_RATE_LIMIT_MAX: '10' }));
    const body = JSON.stringify(good);
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => (await beacon(proxy.url, body)).status),
    );
    expect(statuses.filter((s) => s === 204)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(await lcpCount(proxy.opsUrl)).toBe(10);
    // The flood took no turn of the API's or the pages' budget.
    expect((await fetch(`${proxy.url}/api/token`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${proxy.url}/es/bmv/glosario`)).status).toBe(200);
  });
});
