import { buildUpstream } from './app.js';
import { loadUpstreamConfig, upstreamEnvSchema } from './config.js';
import { envExampleMismatches } from '#shared/test-utils/env-example.js';

describe('upstream app', () => {
  it('answers /healthz', async () => {
    const app = await buildUpstream({ config: loadUpstreamConfig({}) });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});

describe('upstream configuration', () => {
  it('has defaults and validates values by name', () => {
    const config = loadUpstreamConfig({});
    expect(config.UPSTREAM_PORT).toBe(4000);
    expect(config.TOKEN_TTL_S).toBe(3600);
    expect(config.DOCUMENT_COUNT).toBe(20000);
    expect(() => loadUpstreamConfig({ DOCUMENT_COUNT: '-5' })).toThrow(/DOCUMENT_COUNT/);
    expect(() => loadUpstreamConfig({ TOKEN_TTL_S: 'soon' })).toThrow(/TOKEN_TTL_S/);
  });
});

describe('.env.example', () => {
  it('lists every upstream variable with its default', () => {
    expect(envExampleMismatches(upstreamEnvSchema)).toEqual([]);
  });
});

describe('document store selection', () => {
  it('uses the persisted SQLite store by default and the memory store on request', async () => {
    const { mkdtempSync, readdirSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'upstream-store-'));
    try {
      const sqlite = await buildUpstream({
        config: loadUpstreamConfig({ DOCUMENT_COUNT: '500', CACHE_DIR: cacheDir }),
      });
      expect(sqlite.documents.size()).toBe(500);
      expect(readdirSync(cacheDir).some((f) => f.endsWith('.sqlite'))).toBe(true);
      await sqlite.close();
      const memory = await buildUpstream({
        config: loadUpstreamConfig({
          DOCUMENT_COUNT: '500',
          CACHE_DIR: cacheDir,
          DOCUMENT_STORE: 'memory',
        }),
      });
      expect(memory.documents.size()).toBe(500);
      await memory.close();
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
