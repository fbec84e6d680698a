/** The search panel's look: screenshots at three widths, dark style, axe in both languages and states. */
import { seriousViolations } from './axe.js';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { openPanel, pageOpener, searchFor } from './search-panel-page.js';
import { screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser();
const openPage = pageOpener(started);

describe('search panel: screenshots', () => {
  const WIDTHS = { mobile: 280, tablet: 420, desktop: 430 } as const;
  it.each(
    Object.entries(VIEWPORTS) as [
      keyof typeof VIEWPORTS,
      (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
    ][],
  )('is %s-sized with results and tips (saved in e2e/artifacts)', async (name, viewport) => {
    const { page, close } = await openPage(viewport);
    await openPanel(page);
    await searchFor(page, 'ipc');
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(WIDTHS[name]);
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport.width);
    await page.screenshot({ path: screenshotPath(`search-panel-${String(viewport.width)}`) });
    await page.getByRole('group', { name: 'Documentos', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: screenshotPath(`search-panel-documents-${String(viewport.width)}`),
    });
    await page.getByRole('button', { name: 'Ayuda para la búsqueda' }).click();
    await page.getByRole('table').first().waitFor();
    await page.screenshot({
      path: screenshotPath(`search-panel-tips-${String(viewport.width)}`),
    });
    await close();
  });

  it('has a dark style', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const { page, close } = await openPage(viewport, 'es', { colorScheme: 'dark' });
      await openPanel(page);
      await searchFor(page, 'fibra');
      const background = await page
        .getByRole('dialog')
        .evaluate((d) => getComputedStyle(d).backgroundColor);
      expect(background).toBe('rgb(15, 27, 45)');
      await page.screenshot({
        path: screenshotPath(`search-panel-dark-${String(viewport.width)}`),
      });
      await close();
    }
  });
});

describe('search panel: accessibility (axe-core)', () => {
  it.each([
    ['es', 'ipc', 'light'],
    ['en', 'ipc', 'light'],
    ['es', 'ipc', 'dark'],
  ] as const)(
    'has no serious or critical violation while open (%s, %s, %s)',
    async (lang, text, colorScheme) => {
      for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
        const { page, close } = await openPage(viewport, lang, { colorScheme });
        await openPanel(page);
        expect(await seriousViolations(page)).toEqual([]);
        await searchFor(page, text);
        await page.keyboard.press('ArrowDown');
        expect(await seriousViolations(page)).toEqual([]);
        await page
          .getByRole('button', { name: lang === 'es' ? 'Ayuda para la búsqueda' : 'Search help' })
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await close();
      }
    },
  );

  it('has no serious or critical violation in the no-results and error states', async () => {
    const { page, close } = await openPage();
    await openPanel(page);
    await page.getByRole('combobox').fill('zzzqqq');
    await page
      .getByRole('dialog')
      .locator('p', { hasText: 'No se encontraron coincidencias' })
      .waitFor({ timeout: 10_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expectProblems(page, resourceStatusMessage(502, 'Bad Gateway'));
    await page.route('**/api/search', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'upstream_unavailable',
          message: 'the upstream service is unavailable',
        }),
      }),
    );
    await page.getByRole('combobox').fill('zzzqqqx');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    // The proxy's error code, in the page's language.
    expect(await alert.textContent()).toContain('El servicio no está disponible.');
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });
});
