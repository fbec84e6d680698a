/**
 * The search panel with the keyboard, in Chromium: arrows and Enter, Esc and a press on the
 * backdrop back to the opener, Tab and Shift+Tab wrapping inside the native modal dialog, focus
 * kept on the dialog while the box is disabled.
 */
import {
  headerControl,
  openPanel,
  pageOpener,
  SEARCH_BOX,
  searchFor,
} from './search-panel-page.js';
import { useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const openPage = pageOpener(started);

describe('search panel', () => {
  it('moves through the results with the arrows, opens the active option with Enter', async () => {
    const { page, close } = await openPage();
    await page.getByRole('button', { name: SEARCH_BOX.es }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.type('ipc');
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    const combobox = page.getByRole('combobox');
    const options = await page
      .locator('[role="listbox"] [role="option"]')
      .evaluateAll((os) => os.map((o) => o.id));
    expect(options.length).toBeGreaterThan(4);
    const active = async () => combobox.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(options[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe(options[2]);
    expect(await page.locator(`[id="${options[2]}"]`).getAttribute('aria-selected')).toBe('true');
    // The third option is in the second group: the arrows cross groups.
    const groupOf = (id: string) =>
      page
        .locator(`[id="${id}"]`)
        .evaluate((o) => o.closest('[role="group"]')?.getAttribute('aria-labelledby'));
    expect(await groupOf(options[2] ?? '')).not.toBe(await groupOf(options[0] ?? ''));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(options[0]);
    const href = await page.locator(`[id="${options[0]}"]`).getAttribute('href');
    expect(href).toBe('/es/bmv/glosario/IPC');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/es/bmv/glosario/IPC');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(false);
    await close();
  });

  it('closes with Esc and returns focus to the header control that opened it (box and icon)', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, close } = await openPage(viewport);
      const control = headerControl(page);
      const name = await control.getAttribute('aria-label');
      await openPanel(page);
      expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(true);
      expect(await control.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        name,
      );
      expect(await page.evaluate(() => document.body.classList.contains('search'))).toBe(false);
      await close();
    }
  });

  it('keeps Tab and Shift+Tab inside the open panel, around both ends', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await searchFor(page, 'ipc');
    const inside = () =>
      page.evaluate(() =>
        document.getElementById('search-panel')?.contains(document.activeElement),
      );
    const onInput = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
    for (const key of ['Tab', 'Shift+Tab']) {
      // Past the last control (or before the first) and back to the search box.
      let steps = 0;
      do {
        await page.keyboard.press(key);
        expect(await inside()).toBe(true);
        steps++;
      } while (!(await onInput()) && steps < 30);
      expect(steps).toBeGreaterThan(1);
      expect(await onInput()).toBe(true);
    }
    await close();
  });

  it('is a modal dialog: the page behind takes no focus while it is open', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    expect(await page.getByRole('dialog').evaluate((d) => d.matches(':modal'))).toBe(true);
    const focusedBehind = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('header a[href]');
      link?.focus();
      return link !== null && document.activeElement === link;
    });
    expect(focusedBehind).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'combobox',
    );
    await close();
  });

  it('keeps focus on the dialog while the box is disabled by a search, then on the box', async () => {
    const { page, close } = await openPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/search', async (route) => {
      await held;
      await route.continue();
    });
    await openPanel(page);
    await page.getByRole('combobox').fill('ipc');
    await page.waitForFunction(
      () => (document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-panel');
    release();
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await close();
  });

  it('closes on a press beside it (the backdrop), focus back on the header control', async () => {
    const { page, close } = await openPage();
    const name = await headerControl(page).getAttribute('aria-label');
    await openPanel(page);
    await page.mouse.click(100, 400);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      name,
    );
    await close();
  });
});
