/**
 * Glossary answers of the wrong shape (issue 23, item 10), from a content service that answers
 * what the test sets: a success without its page object is the spec's 'data error' (not a crash),
 * and a failure without `response` keeps the raw messages the spec asks to show.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  BROWSER_TEST_ENV,
  screenshotPath,
  startProxy,
  startUpstream,
  type ServiceProcess,
} from './system.js';

let answer: unknown = null;
let content: Server;
let upstream: ServiceProcess;
let proxy: ServiceProcess;
let browser: Browser;

beforeAll(async () => {
  content = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => content.listen(0, '127.0.0.1', resolve));
  const port = (content.address() as AddressInfo).port;
  upstream = await startUpstream({ DOCUMENT_COUNT: '200' });
  proxy = await startProxy(upstream.url, {
    ...BROWSER_TEST_ENV,
    CONTENT_URL: `http://127.0.0.1:${String(port)}/content`,
    CONTENT_CACHE_TTL_S: '0',
    PAGE_CACHE_TTL_S: '0',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await Promise.all([proxy.stop(), upstream.stop()]);
  await new Promise((resolve) => content.close(resolve));
});

const TEXT = {
  es: { path: '/es/bmv/glosario', error: /temporalmente/i },
  en: { path: '/en/bmv/glossary', error: /temporarily unavailable/i },
} as const;

async function glossaryAlert(lang: 'es' | 'en', javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${proxy.url}${TEXT[lang].path}`, { waitUntil: 'networkidle' });
  const main = await page.locator('main').innerText();
  const alert = await page
    .locator('main [role="alert"]')
    .innerText({ timeout: 5000 })
    .catch(() => '');
  return { page, main, alert, errors, close: () => context.close() };
}

describe.each(['es', 'en'] as const)('glossary answers of the wrong shape (%s)', (lang) => {
  it.each([true, false])(
    "a success without its page object shows the spec's 'data error' (JavaScript %s)",
    async (javaScriptEnabled) => {
      answer = { status: true, messages: [], response: { data: {} } };
      const { page, main, alert, errors, close } = await glossaryAlert(lang, javaScriptEnabled);
      expect(main).not.toMatch(/An error occurred|Ocurrió un error/);
      expect(alert).toMatch(TEXT[lang].error);
      expect(alert).toContain('data error');
      expect(errors).toEqual([]);
      if (javaScriptEnabled) {
        await page.screenshot({ path: screenshotPath(`glossary-data-error-${lang}-375`) });
      }
      await close();
    },
  );

  it('a failure without `response` shows its raw messages', async () => {
    answer = { status: false, messages: ['Servicio en mantenimiento (código 17)'] };
    const { main, alert, errors, close } = await glossaryAlert(lang, true);
    expect(main).not.toMatch(/An error occurred|Ocurrió un error/);
    expect(alert).toMatch(TEXT[lang].error);
    expect(alert).toContain('Servicio en mantenimiento (código 17)');
    expect(errors).toEqual([]);
    await close();
  });
});
