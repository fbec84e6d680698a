/**
 * Search at hand (issue 26): `/` and Ctrl+K open the search panel from any page. That `/` is typed
 * in a text field instead is checked with Ctrl+K from the field, in focus-and-theme.e2e.ts.
 */
import { interactive, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();

const PAGES = { es: '/es/bmv/glosario', en: '/en/bmv/glossary' } as const;

describe.each(['es', 'en'] as const)('keyboard shortcuts (%s)', (lang) => {
  it('opens the panel with / and with Ctrl+K, its box focused; Esc closes it', async () => {
    const context = await started.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${started.system.baseUrl}${PAGES[lang]}`);
      await interactive(page);
      const box = page.getByRole('dialog').getByRole('combobox');
      for (const keys of ['/', 'Control+k']) {
        await page.locator('body').click({ position: { x: 5, y: 300 } });
        await page.keyboard.press(keys);
        await box.waitFor({ state: 'visible' });
        expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('bono');
        expect(await box.inputValue()).toBe('bono');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
