/**
 * An outage ridden out (decision 113): an instance that starts while the content service is down
 * serves the content answers an earlier run kept on disk, whether the token cannot be had, the
 * service fails or its breaker is open; logged and counted as stale.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { proxyHarness, sample, searchBody, siteToken } from '../test-utils/proxy-harness.js';
import { DISK_CACHE_FOLDER } from './disk-cache.js';

const { fake, proxy, metricsOf } = proxyHarness();

const glossary = { lang: 'es', payload: { term: '', type: 'page.glosario' } };
const term = { lang: 'es', payload: { term: 'Bono', type: 'page.glosario' } };
const answerOf = (page: string) => ({
  status: true,
  messages: [],
  response: { data: { page } },
  mensaje: 'OK',
});

let dir: string;
let lines: string[];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'proxy-outage-'));
  lines = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A proxy keeping its content answers in the test's folder, its log lines in `lines`. */
const instance = (env: Record<string, string> = {}) =>
  proxy(
    { CONTENT_CACHE_DIR: dir, CONTENT_DISK_CACHE_MAX_MB: '1', ...env },
    { logger: { level: 'warn', stream: { write: (l: string) => lines.push(l) } } },
  );

async function ask(app: FastifyInstance, url: string, payload: object) {
  const token = await siteToken(app);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

const events = (name: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === name);
const savedFiles = () => {
  const folder = path.join(dir, DISK_CACHE_FOLDER);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** A first run that serves the glossary and a term, then stops (its writes done). */
async function firstRun(): Promise<void> {
  const app = await instance();
  fake().service = { kind: 'ok', body: answerOf('glosario') };
  expect((await ask(app, '/api/content', glossary)).statusCode).toBe(200);
  fake().service = { kind: 'ok', body: answerOf('bono') };
  expect((await ask(app, '/api/content', term)).statusCode).toBe(200);
  await app.close();
  expect(savedFiles()).toHaveLength(2);
}

describe('an instance started while the content service is down', () => {
  it('serves the answers of an earlier run from disk when no token can be had', async () => {
    await firstRun();
    await fake().close();
    const app = await instance();
    const res = await ask(app, '/api/content', term);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answerOf('bono'));
    expect(events('content_served_stale')).toEqual([
      expect.objectContaining({ source: 'disk', reason: 'token_error', service: 'content' }),
    ]);
    // The next failure is served from memory: the disk is read once per answer.
    expect((await ask(app, '/api/content', term)).json()).toEqual(answerOf('bono'));
    const metrics = await metricsOf(app);
    expect(sample(metrics, 'proxy_content_stale_answers_total', { source: 'disk' })).toBe(1);
    expect(sample(metrics, 'proxy_content_stale_answers_total', { source: 'memory' })).toBe(1);
    // What was never served has nothing to fall back on.
    const unknown = { lang: 'en', payload: { term: 'Swap', type: 'page.glosario' } };
    expect((await ask(app, '/api/content', unknown)).statusCode).toBe(502);
  });

  it('serves them when the service fails, and when its breaker is open', async () => {
    await firstRun();
    fake().service = { kind: 'status', status: 500 };
    const app = await instance();
    expect((await ask(app, '/api/content', glossary)).json()).toEqual(answerOf('glosario'));
    // Four more failures open the breaker; the term is then read from disk without a call.
    for (let i = 0; i < 4; i++) {
      const other = { lang: 'en', payload: { term: `T${String(i)}`, type: 'page.glosario' } };
      expect((await ask(app, '/api/content', other)).statusCode).toBe(502);
    }
    const before = fake().serviceRequests;
    const res = await ask(app, '/api/content', term);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answerOf('bono'));
    expect(fake().serviceRequests).toBe(before);
    expect(events('content_served_stale').map((e) => [e.source, e.reason])).toEqual([
      ['disk', 'bad_gateway'],
      ['disk', 'circuit_open'],
    ]);
  });

  it('asks the service first when it is up: the disk copy is only for failures', async () => {
    await firstRun();
    fake().service = { kind: 'ok', body: answerOf('bono, revisado') };
    const app = await instance();
    expect((await ask(app, '/api/content', term)).json()).toEqual(answerOf('bono, revisado'));
    expect(events('content_served_stale')).toEqual([]);
  });
});

describe('the disk copies', () => {
  it('are content answers only, never search answers', async () => {
    const app = await instance();
    expect((await ask(app, '/api/search', searchBody)).statusCode).toBe(200);
    await app.close();
    expect(savedFiles()).toEqual([]);
  });

  it('a disk that cannot be written never fails an answer, and is logged once', async () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const app = await instance({ CONTENT_CACHE_DIR: blocked });
    for (const payload of [glossary, term, glossary])
      expect((await ask(app, '/api/content', payload)).statusCode).toBe(200);
    await app.close();
    expect(events('content_disk_cache_failed')).toHaveLength(1);
  });
});
