/**
 * Search quality in Chromium against the started system (issue 24): a query without a word shows
 * the panel's no-results state; a misspelt term offers "did you mean" in the panel (reached with
 * the keyboard) and on the results page, and following it shows the term; the prefix view links
 * to the ordinary tabs. Screenshots at 375 and 1280 px, axe on the new states.
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { interactive, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

async function openPage(url: string, viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const response = await page.goto(`${system().baseUrl}${url}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await interactive(page);
  return { page, close: () => context.close() };
}

async function openPanel(page: Page) {
  await page.locator('header [aria-controls="search-panel"]:visible').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

/** Types in the panel and waits for the answer (the input is enabled again). */
async function typeInPanel(page: Page, text: string) {
  await page.getByRole('combobox').fill(text);
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLInputElement>('[role="combobox"]');
    return (
      input !== null && !input.disabled && document.querySelector('[aria-busy="true"]') === null
    );
  });
}

describe('search quality', () => {
  it.each([VIEWPORTS.mobile, VIEWPORTS.desktop])(
    'shows the no-results state for symbols only, and “did you mean” that the keyboard follows (%o)',
    async (viewport) => {
      const { page, close } = await openPage('/es', viewport);
      await openPanel(page);
      await typeInPanel(page, '%');
      const none = page.getByRole('dialog').locator('p', {
        hasText: 'No se encontraron coincidencias',
      });
      await none.waitFor({ timeout: 10_000 });
      expect(await page.getByRole('listbox').count()).toBe(0);
      expect(await page.getByText(/Quisiste decir/).count()).toBe(0);

      await page.getByRole('combobox').fill('');
      await typeInPanel(page, 'divdndo');
      const line = page.getByRole('dialog').locator('p', { hasText: '¿Quisiste decir dividendo?' });
      await line.waitFor({ timeout: 10_000 });
      expect(
        await page.getByRole('dialog').locator('[aria-live="polite"]').textContent(),
      ).toContain('¿Quisiste decir dividendo?');
      await page.screenshot({
        path: screenshotPath(`search-did-you-mean-panel-${String(viewport.width)}`),
      });
      expect(await seriousViolations(page)).toEqual([]);

      // Tab from the input reaches the suggestion; Enter follows it in the panel.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (focused === 'dividendo') break;
      }
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ timeout: 10_000 });
      expect(await page.getByRole('combobox').inputValue()).toBe('dividendo');
      const definition = page.getByRole('group', { name: 'Definición' });
      expect(await definition.textContent()).toMatch(/Reparto|utilidades|Dividendo|dividendo/);
      await close();
    },
  );

  it.each([VIEWPORTS.mobile, VIEWPORTS.desktop])(
    'offers “did you mean” on the results page and shows the term when followed (%o)',
    async (viewport) => {
      const { page, close } = await openPage('/es/bmv/busqueda/divdndo?tab=0', viewport);
      const link = page.getByRole('status').getByRole('link', { name: 'dividendo' });
      await link.waitFor();
      await page.screenshot({
        path: screenshotPath(`search-did-you-mean-results-${String(viewport.width)}`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await link.click();
      await page.waitForURL(/\/es\/bmv\/busqueda\/dividendo\?tab=0$/);
      await page.getByRole('tabpanel').getByText('Dividendo', { exact: true }).first().waitFor();
      expect(await page.getByText(/Quisiste decir/).count()).toBe(0);
      await close();
    },
  );

  it('links the prefix view to the ordinary tabs for the same words', async () => {
    const { page, close } = await openPage(
      '/es/bmv/busqueda/eventos_relevantes_de_AMX?tab=1',
      VIEWPORTS.desktop,
    );
    const link = page.getByRole('link', {
      name: /Ver todos los resultados de “eventos relevantes de AMX”/,
    });
    await link.waitFor();
    await page.screenshot({ path: screenshotPath('search-prefix-all-results-1280') });
    await link.click();
    await page.waitForURL(/vista=pestanas/);
    await page.getByRole('tablist').waitFor();
    expect(await page.getByRole('tab').count()).toBe(5);
    await close();
  });
});
