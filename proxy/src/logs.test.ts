/** What the proxy logs, and what it never writes in a log line. */
import { proxyHarness, search, searchBody, siteToken } from './test-utils/proxy-harness.js';
import { logCapture } from './test-utils/log-capture.js';

const { fake, proxy } = proxyHarness();

describe('logs', () => {
  it('do not log the /healthz polls at info, and log other requests', async () => {
    const { lines, stream } = logCapture();
    const app = await proxy({}, { logger: { level: 'info', stream } });
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(lines.slice(before).join('\n')).not.toContain('/healthz');
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines.slice(before).join('\n')).toContain('/readyz');
    await app.close();
  });

  it('never contain the Authorization header, cookies, the upstream token or the client secret', async () => {
    const { lines, stream } = logCapture();
    const app = await proxy(
      { UPSTREAM_CLIENT_SECRET: 'very-secret-client-secret' },
      { logger: { level: 'trace', stream } },
    );
    // A route that logs what careless code might log: the headers and a token answer.
    app.get('/log-probe', async (req) => {
      req.log.info({ headers: req.headers }, 'probe headers');
      req.log.info({ req: { headers: req.headers } }, 'probe request');
      req.log.info(
        { access_token: 'tok-probe', grant: { access_token: 'tok-probe' } },
        'probe token',
      );
      req.log.info({ client_secret: 'very-secret-client-secret' }, 'probe secret');
      return { ok: true };
    });
    const token = await siteToken(app);
    const headers = { authorization: `Bearer ${token}`, cookie: 'bolsa_token=cookie-secret-value' };
    expect((await search(app, token)).statusCode).toBe(200);
    fake().service = { kind: 'status', status: 500 };
    await app.inject({ method: 'POST', url: '/api/search', headers, payload: searchBody });
    await app.inject({ method: 'GET', url: '/es/bmv/glosario', headers });
    await app.inject({ method: 'GET', url: '/log-probe', headers });
    fake().tokenStatus = 500;
    fake().service = { kind: 'status', status: 401 };
    await app.inject({ method: 'POST', url: '/api/search', headers, payload: searchBody });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    expect(log).toContain('probe headers');
    expect(log).toContain('error al recuperar token');
    expect(log).toContain('[redacted]');
    for (const secret of [
      token,
      'cookie-secret-value',
      'tok-1', // the upstream token the fake issued
      'tok-probe',
      'very-secret-client-secret',
      Buffer.from('proxy-test:very-secret-client-secret').toString('base64'),
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
  });
});
