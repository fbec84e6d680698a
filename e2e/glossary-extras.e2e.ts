/**
 * Issue 26: recent searches in the panel (made in its box or the results page's), the glossary's
 * term of the day, a term page's "see also" links, links on mentions of other terms and its
 * copy-link button, in both languages.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { interactive, openPage, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();

const T = {
  es: {
    glossary: '/es/bmv/glosario',
    term: '/es/bmv/glosario/Acci%C3%B3n',
    termTitle: 'Acción',
    results: '/es/bmv/busqueda/amx?tab=1',
    resultsBox: 'Buscar en el sitio',
    resultsHeading: (s: string) => `Resultados de búsqueda para «${s}»`,
    recent: 'Búsquedas recientes',
    again: (s: string) => `Buscar de nuevo «${s}»`,
    remove: (s: string) => `Quitar «${s}» de las búsquedas recientes`,
    clear: 'Borrar todas las búsquedas recientes',
    removed: (s: string) => `«${s}» quitada de las búsquedas recientes`,
    termOfDay: 'Término del día',
    seeAlso: 'Ver también',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
  },
  en: {
    glossary: '/en/bmv/glossary',
    term: '/en/bmv/glossary/Share',
    termTitle: 'Share',
    results: '/en/bmv/search/amx?tab=1',
    resultsBox: 'Search the site',
    resultsHeading: (s: string) => `Search results for “${s}”`,
    recent: 'Recent searches',
    again: (s: string) => `Search “${s}” again`,
    remove: (s: string) => `Remove “${s}” from recent searches`,
    clear: 'Clear all recent searches',
    removed: (s: string) => `“${s}” removed from recent searches`,
    termOfDay: 'Term of the day',
    seeAlso: 'See also',
    copy: 'Copy link',
    copied: 'Link copied',
  },
} as const;

async function open(path: string, width: number = VIEWPORTS.desktop.width) {
  const { page, close } = await openPage(started.browser, { viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${started.system.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await interactive(page);
  return { page, errors, close };
}

const status = async (page: Page, href: string) =>
  (await page.request.get(new URL(href, page.url()).toString())).status();

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.getAttribute('aria-label') ?? null) : null;
  });

describe.each(['es', 'en'] as const)('glossary extras (%s)', (lang) => {
  const t = T[lang];

  it('keeps a committed search and reaches it, and its removal, by keyboard', async () => {
    const { page, errors, close } = await open(t.glossary);
    try {
      await page.keyboard.press('/');
      const box = page.getByRole('dialog').getByRole('combobox');
      await box.waitFor();
      await page.keyboard.type('bono');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor();
      await box.fill('');
      const recent = page.getByRole('listbox', { name: t.recent });
      await recent.waitFor();
      expect(await recent.getByRole('option').first().getAttribute('aria-label')).toBe(
        t.again('bono'),
      );
      expect(await page.evaluate(() => localStorage.getItem('bolsa.recentSearches'))).toBe(
        '["bono"]',
      );
      if (lang === 'es') {
        for (const width of [VIEWPORTS.mobile.width, VIEWPORTS.desktop.width]) {
          await page.setViewportSize({ width, height: 812 });
          await page.screenshot({ path: screenshotPath(`recent-searches-${String(width)}`) });
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowDown');
      expect(await activeOption(page)).toBe(t.again('bono'));
      await page.keyboard.press('ArrowDown');
      expect(await activeOption(page)).toBe(t.remove('bono'));
      await page.keyboard.press('Enter');
      await recent.waitFor({ state: 'detached' });
      await page.getByText(t.removed('bono')).waitFor({ state: 'attached' });
      expect(await page.evaluate(() => localStorage.getItem('bolsa.recentSearches'))).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists searches made in the results page’s own box, newest first, removable and clearable', async () => {
    const { page, errors, close } = await open(t.results);
    const stored = () => page.evaluate(() => localStorage.getItem('bolsa.recentSearches'));
    try {
      // A term that arrives by URL is not the visitor's search.
      expect(await stored()).toBeNull();
      for (const text of ['cetes', 'casa de bolsa']) {
        const box = page.locator('main').getByRole('searchbox', { name: t.resultsBox });
        await box.fill(text);
        await box.press('Enter');
        await page.getByRole('heading', { level: 1, name: t.resultsHeading(text) }).waitFor();
      }
      expect(await stored()).toBe('["casa de bolsa","cetes"]');
      await page.keyboard.press('/');
      const panelBox = page.getByRole('dialog').getByRole('combobox');
      await panelBox.waitFor();
      expect(await panelBox.inputValue()).toBe('');
      const recent = page.getByRole('listbox', { name: t.recent });
      expect(
        await recent
          .getByRole('option')
          .evaluateAll((options) => options.map((o) => o.getAttribute('aria-label'))),
      ).toEqual([
        t.again('casa de bolsa'),
        t.remove('casa de bolsa'),
        t.again('cetes'),
        t.remove('cetes'),
        t.clear,
      ]);
      if (lang === 'es') {
        for (const width of [VIEWPORTS.mobile.width, VIEWPORTS.desktop.width]) {
          await page.setViewportSize({ width, height: 812 });
          await page.screenshot({ path: screenshotPath(`recent-from-results-${String(width)}`) });
        }
      }
      await recent.getByRole('option', { name: t.remove('casa de bolsa') }).click();
      await page.getByText(t.removed('casa de bolsa')).waitFor({ state: 'attached' });
      expect(await stored()).toBe('["cetes"]');
      await recent.getByRole('option', { name: t.clear }).click();
      await recent.waitFor({ state: 'detached' });
      expect(await stored()).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a term of the day that links to a page answering 200', async () => {
    const { page, close } = await open(t.glossary);
    try {
      const box = page.getByRole('region', { name: t.termOfDay });
      const link = box.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${t.glossary}/`));
      expect(await status(page, href ?? '')).toBe(200);
      const title = await box.locator('p').first().textContent();
      await link.click();
      await page.waitForURL(`**${href ?? ''}`);
      await page.getByRole('heading', { level: 1, name: title ?? '', exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  it('links "see also" terms and mentions of other terms, never itself, each answering 200', async () => {
    const { page, close } = await open(t.term);
    try {
      const seeAlso = await page
        .getByRole('navigation', { name: t.seeAlso })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(seeAlso.length).toBeGreaterThan(0);
      const mentions = await page
        .locator('article a[href^="./"]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(mentions.length).toBeGreaterThan(0);
      expect(mentions).not.toContain(page.url());
      for (const href of [...seeAlso, ...mentions]) expect(await status(page, href)).toBe(200);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('follows a mention in the body within the app, and Back returns to the first term', async () => {
    const { page, errors, close } = await open(t.term);
    try {
      const mention = page.locator('article a[href^="./"]').first();
      const href = await mention.evaluate((a) => (a as HTMLAnchorElement).href);
      // A document reload would drop this marker; a client-side navigation keeps it.
      await page.evaluate(() => {
        (window as unknown as { marker?: string }).marker = 'kept';
      });
      // Scrolled down, so that the new page starting at its top is seen.
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
      });
      await mention.click();
      await page.waitForURL(href);
      await page.waitForFunction((title) => {
        const heading = document.querySelector('h1')?.textContent;
        return heading && heading !== title;
      }, t.termTitle);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);
      expect(await marker()).toBe('kept');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: t.termTitle, exact: true }).waitFor();
      expect(page.url()).toBe(`${started.system.baseUrl}${t.term}`);
      expect(await marker()).toBe('kept');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('copies the page’s link to the clipboard and says so', async () => {
    const context = await started.browser.newContext({
      viewport: VIEWPORTS.desktop,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    try {
      await page.goto(`${started.system.baseUrl}${t.term}`);
      await interactive(page);
      await page.getByRole('button', { name: t.copy }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: t.copied }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    } finally {
      await context.close();
    }
  });
});
