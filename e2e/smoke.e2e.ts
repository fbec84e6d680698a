import { screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

describe('started system', () => {
  it('answers /healthz on the proxy and the upstream', async () => {
    const proxy = await fetch(`${system().baseUrl}/healthz`);
    expect(proxy.status).toBe(200);
    expect(await proxy.json()).toMatchObject({ status: 'ok' });
    const upstream = await fetch(`${system().upstreamUrl}/healthz`);
    expect(upstream.status).toBe(200);
  });

  it.each(Object.entries(VIEWPORTS))(
    'renders the home page without console errors at %s width',
    async (name, viewport) => {
      const page = await browser().newPage({ viewport });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(`${system().baseUrl}/`);
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/es');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expect(page.locator('h1').textContent()).resolves.toBe('Bienvenido');
      await expect(page.title()).resolves.toBe('Grupo BMV');
      await page.screenshot({ path: screenshotPath(`home-${name}`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
