import { buildProxy } from './app.js';
import { loadProxyConfig } from './config.js';

const build = () => buildProxy({ config: loadProxyConfig({}) });

describe('proxy app', () => {
  it('answers /healthz from the start', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    await app.close();
  });

  it('serves the home page in Spanish by default and in English under /en', async () => {
    const app = await build();
    const es = await app.inject({ method: 'GET', url: '/' });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toMatch(/text\/html/);
    expect(es.body).toContain('<html lang="es">');
    expect(es.body).toContain('Grupo BMV');
    const en = await app.inject({ method: 'GET', url: '/en' });
    expect(en.body).toContain('<html lang="en">');
    await app.close();
  });

  it('serves a favicon so browsers get no 404 on the first visit', async () => {
    const app = await build();
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).toMatch(/^<svg /);
    }
    await app.close();
  });

  it('answers an unknown language with 404 and never a stack trace', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/xx' });
    expect(res.statusCode).toBe(404);
    const other = await app.inject({ method: 'GET', url: '/a/b/c' });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toMatch(/at .*\.(ts|js):\d+/);
    await app.close();
  });

  it('escapes the configured group name in the page', async () => {
    const app = await buildProxy({ config: loadProxyConfig({ GROUP_NAME: '<script>x</script>' }) });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script>x</script>');
    expect(res.body).toContain('&#60;script&#62;');
    await app.close();
  });
});
