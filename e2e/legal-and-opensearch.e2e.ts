/**
 * Issue 37, points 6 and 7 (decision 115): the legal pages, reached by the footer's links with
 * JavaScript on and off, on a phone and a desktop, in both languages; the language switch leads
 * to the same page in the other language; axe finds no serious violation on them. The OpenSearch
 * description each page links leads a browser's search to the results page.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { LANGS } from '#shared/types/common.js';
import { screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';

const started = useSystemAndBrowser();
const base = () => started.system.baseUrl;

/** Each legal page: its footer link, its path and its heading, per language. */
const PAGES = {
  es: [
    ['Aviso de privacidad', '/es/aviso-de-privacidad', 'Aviso de privacidad'],
    ['Términos de uso', '/es/terminos-de-uso', 'Términos de uso'],
    ['Cookies', '/es/cookies', 'Cookies'],
    ['Accesibilidad', '/es/accesibilidad', 'Declaración de accesibilidad'],
    [
      'Advertencia sobre inversiones',
      '/es/advertencia-sobre-inversiones',
      'Advertencia sobre inversiones',
    ],
  ],
  en: [
    ['Privacy notice', '/en/privacy-notice', 'Privacy notice'],
    ['Terms of use', '/en/terms-of-use', 'Terms of use'],
    ['Cookies', '/en/cookies', 'Cookies'],
    ['Accessibility', '/en/accessibility', 'Accessibility statement'],
    ['Investment disclaimer', '/en/investment-disclaimer', 'Investment disclaimer'],
  ],
} as const;

const OTHER = { es: 'en', en: 'es' } as const;
const SWITCH_TO = { es: 'Español', en: 'English' } as const;
const FOOTER_NAV = { es: 'Información legal', en: 'Legal information' } as const;

const footerLink = (page: Page, lang: 'es' | 'en', name: string) =>
  page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: FOOTER_NAV[lang] })
    .getByRole('link', { name, exact: true });

describe.each(LANGS)('legal pages from the footer (%s)', (lang) => {
  describe.each([true, false])('JavaScript %p', (javaScript) => {
    it.each(WIDTHS)('at %i px: each footer link opens its page', async (width) => {
      const { page, close } = await visit(started.browser, `${base()}/${lang}`, width, javaScript);
      try {
        for (const [label, path, heading] of PAGES[lang]) {
          const link = footerLink(page, lang, label);
          await link.scrollIntoViewIfNeeded();
          if (javaScript) {
            await link.click();
            await page.waitForURL(`${base()}${path}`);
          } else {
            const [response] = await Promise.all([page.waitForEvent('response'), link.click()]);
            expect([path, response.status()]).toEqual([path, 200]);
          }
          // A navigation within the app changes the URL before the page has rendered.
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          expect(new URL(page.url()).pathname).toBe(path);
          await expect(page.title()).resolves.toBe(`${heading} - Grupo BMV`);
          // The text itself, with its sections.
          await expect(page.getByRole('heading', { level: 2 }).count()).resolves.toBeGreaterThan(1);
        }
        if (javaScript) {
          await page.screenshot({ path: screenshotPath(`legal-${lang}-${String(width)}`) });
        }
      } finally {
        await close();
      }
    });
  });

  it('the language switch leads from each legal page to the same page in the other language', async () => {
    const other = OTHER[lang];
    for (const [index, [, path]] of PAGES[lang].entries()) {
      const { page, close } = await visit(started.browser, `${base()}${path}`, 1280);
      try {
        await page.getByRole('link', { name: SWITCH_TO[other], exact: true }).click();
        const [, otherPath, otherHeading] = PAGES[other][index] ?? [];
        await page.waitForURL(`${base()}${otherPath ?? ''}`);
        await page
          .getByRole('heading', { level: 1, name: otherHeading ?? '', exact: true })
          .waitFor();
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe(other);
      } finally {
        await close();
      }
    }
  });

  it('the cookies page names the real cookies and their lifetimes', async () => {
    const { page, close } = await visit(started.browser, `${base()}/${lang}/cookies`, 375);
    try {
      const text = (await page.locator('main').textContent()) ?? '';
      const days = lang === 'es' ? 'días' : 'days';
      expect(text).toContain('bolsa_lang');
      expect(text).toContain('bolsa_token');
      expect(text).toContain(`365 ${days}`);
      expect(text).toContain(`7 ${days}`);
      expect(text).not.toContain('{{');
      await page.screenshot({ path: screenshotPath(`legal-cookies-${lang}-375`), fullPage: true });
    } finally {
      await close();
    }
  });

  it('axe finds no serious or critical violation on the legal pages', async () => {
    for (const [, path] of PAGES[lang]) {
      const { page, close } = await visit(started.browser, `${base()}${path}`, 1280);
      try {
        expect([path, await seriousViolations(page)]).toEqual([path, []]);
      } finally {
        await close();
      }
    }
  });
});

describe.each([
  ['es', '/es/terminos-de-uso', '/es/bmv/busqueda/acciones'],
  ['en', '/en/terms-of-use', '/en/bmv/search/acciones'],
] as const)('OpenSearch (%s)', (lang, from, results) => {
  it('the page links a description whose template leads a search to the results page', async () => {
    const { page, close } = await visit(started.browser, `${base()}${from}`, 1280, false);
    try {
      const href = await page
        .locator('link[rel="search"][type="application/opensearchdescription+xml"]')
        .getAttribute('href');
      expect(href).toBe(`/${lang}/opensearch.xml`);
      const res = await page.request.get(`${base()}${href ?? ''}`);
      expect(res.headers()['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
      const template = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          return [...doc.getElementsByTagName('Url')]
            .find((u) => u.getAttribute('type') === 'text/html')
            ?.getAttribute('template');
        },
        await res.text(),
      );
      expect(template).toBeTruthy();
      // As a browser fills it with the visitor's words.
      const response = await page.goto((template ?? '').replace('{searchTerms}', 'acciones'));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(results);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
        /acciones/,
      );
    } finally {
      await close();
    }
  });
});
