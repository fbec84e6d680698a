import { buildUpstream } from './app.js';
import { loadUpstreamConfig, upstreamEnvSchema } from './config.js';
import { envExampleMismatches } from '../../shared/test-utils/env-example.js';

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
