/**
 * Issue 23 (items 1 to 4, 12): a search with '%', malformed URLs, the home's and the menu's links
 * and the forms without JavaScript all lead somewhere. Documents: no-dead-ends-documents.e2e.ts;
 * the link check: no-dead-ends-link-check.e2e.ts.
 */
import { seriousViolations } from './axe.js';
import { expectProblems, resourceStatusMessage } from './page-problems.js';
import { deadEndPages, LANGS, pathOf, T } from './no-dead-ends-page.js';
import { interactive, screenshotPath, useSystemAndBrowser, VIEWPORTS } from './system.js';

const started = useSystemAndBrowser('noGroupSites');
const system = () => started.system;
const { newPage } = deadEndPages(started);

describe('a search with % in it (item 1)', () => {
  it.each(LANGS)(
    'goes from the results box to the results of “5%% de rendimiento” (%s)',
    async (lang) => {
      const { page, close } = await newPage();
      await page.goto(`${system().baseUrl}${T[lang].search}/acciones?tab=1`);
      await interactive(page);
      const box = page.getByRole('searchbox', { name: T[lang].box }).last();
      await box.fill('5% de rendimiento');
      await box.press('Enter');
      await page.waitForURL(/5%25_de_rendimiento\?tab=1$/);
      await page.locator('h1', { hasText: '5% de rendimiento' }).waitFor();
      const direct = await page.goto(`${system().baseUrl}${T[lang].search}/100%25`);
      expect(direct?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toContain('100%');
      await close();
    },
  );
});

describe('a search with % in it from the panel (item 1)', () => {
  it.each(LANGS)('goes from Enter in the panel to the results of “100%%” (%s)', async (lang) => {
    const { page, close } = await newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(`${system().baseUrl}/${lang}`);
    await interactive(page);
    await page.locator('header [aria-controls="search-panel"]:visible').first().click();
    const combobox = page.getByRole('combobox');
    await combobox.fill('100%');
    await page.getByRole('listbox').waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      () => !(document.querySelector('[role="combobox"]') as HTMLInputElement).disabled,
    );
    await combobox.press('Enter');
    await page.waitForURL(/\/100%25\?tab=1$/);
    await page.locator('h1', { hasText: '100%' }).waitFor();
    await close();
  });
});

describe('malformed and impossible URLs (items 2 and 3)', () => {
  it.each(LANGS)('answer the site’s 404 page, never JSON (%s)', async (lang) => {
    const { page, close } = await newPage();
    expectProblems(page, resourceStatusMessage(404, 'Not Found'));
    for (const url of [
      `${T[lang].search}/ping%FCino`,
      `${T[lang].glossary}/%E0%A4%A`,
      `${T[lang].glossary}/${'a'.repeat(201)}`,
    ]) {
      const res = await page.goto(`${system().baseUrl}${url}`);
      expect([url, res?.status()]).toEqual([url, 404]);
      expect(res?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('h1').textContent()).resolves.toBe(T[lang].notFound);
      const body = await page.locator('main').innerText();
      expect(body).not.toMatch(/must NOT|bad_request|temporarily unavailable/);
    }
    await close();
  });
});

describe('links that lead somewhere (item 4)', () => {
  it.each(LANGS)('the home links the glossary and the search (%s)', async (lang) => {
    const { page, close } = await newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(`${system().baseUrl}/${lang}`);
    await expect(page.locator('main h1').textContent()).resolves.toBeTruthy();
    await expect(
      page.getByRole('link', { name: T[lang].homeGlossary }).getAttribute('href'),
    ).resolves.toBe(T[lang].glossary);
    await expect(
      page.getByRole('link', { name: T[lang].homeSearch, exact: true }).getAttribute('href'),
    ).resolves.toBe(T[lang].search);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath(`home-links-${lang}-mobile`), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: screenshotPath(`home-links-${lang}-desktop`), fullPage: true });
    await close();
  });

  it.each(LANGS)('the menu glossary entry opens this product’s glossary (%s)', async (lang) => {
    const { page, close } = await newPage();
    await page.goto(`${system().baseUrl}/${lang}`);
    await interactive(page);
    await page.getByRole('button', { name: T[lang].school }).click();
    const link = page.getByRole('link', { name: T[lang].menuGlossary, exact: true });
    await expect(link.getAttribute('href')).resolves.toBe(T[lang].glossary);
    await link.click();
    await page.waitForURL(`**${T[lang].glossary}`);
    await close();
  });

  it.each(LANGS)(
    'a section of the group’s main site opens a page that says so and links there (%s)',
    async (lang) => {
      const { page, close } = await newPage();
      const to = lang === 'es' ? '/es/mercados/acciones' : '/en/markets/equities';
      const res = await page.goto(
        `${system().baseUrl}/${lang}/bmv/${lang === 'es' ? 'sitio-del-grupo' : 'group-site'}?to=${to}`,
      );
      expect(res?.status()).toBe(200);
      await expect(page.locator('main h1').textContent()).resolves.toBe(T[lang].groupSite);
      await expect(
        page.locator(`main a[href="https://www.bmv.com.mx${to}"]`).count(),
      ).resolves.toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath(`group-site-${lang}-desktop`), fullPage: true });
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.screenshot({ path: screenshotPath(`group-site-${lang}-mobile`), fullPage: true });
      await close();
    },
  );
});

describe('without JavaScript (item 12)', () => {
  it.each(LANGS)('the results form sends its text to the results URL (%s)', async (lang) => {
    const { page, close } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${system().baseUrl}${T[lang].search}/acciones?tab=1`);
    const box = page.getByRole('searchbox', { name: T[lang].box }).last();
    await box.fill('casa de bolsa');
    await box.press('Enter');
    await page.waitForURL(/casa_de_bolsa\?tab=1$/);
    expect(pathOf(page)).toBe(`${T[lang].search}/casa_de_bolsa?tab=1`);
    await expect(page.locator('h1').textContent()).resolves.toContain('casa de bolsa');
    await close();
  });

  it.each(LANGS)(
    'the header’s search controls lead to the results page, whose form works (%s)',
    async (lang) => {
      for (const viewport of [
        { width: 375, height: 800 },
        { width: 1280, height: 900 },
      ]) {
        const { page, close } = await newPage({ javaScriptEnabled: false, viewport });
        await page.goto(`${system().baseUrl}${T[lang].glossary}`);
        await page.locator('header button[aria-controls="search-panel"]:visible').first().click();
        await page.waitForURL((url) => url.pathname === T[lang].search);
        const box = page.getByRole('searchbox', { name: T[lang].box }).last();
        await box.fill('bono');
        await box.press('Enter');
        await page.waitForURL(/\/bono\?tab=1$/);
        await close();
      }
    },
  );
});

describe('the mega-menu without JavaScript', () => {
  it.each(LANGS)(
    'its entries open to links to their overviews, at 375 and 1280 px (%s)',
    async (lang) => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, close } = await newPage({ javaScriptEnabled: false, viewport });
        await page.goto(`${system().baseUrl}${T[lang].glossary}`);
        // Below 768 px the menu opens as the burger link's target.
        if (viewport.width < 768) await page.locator('header a[href="#site-menu"]').click();
        const nav = page.getByRole('navigation', { name: T[lang].mainMenu });
        // The buttons, which need JavaScript to open their panels, are not shown.
        await expect(nav.locator('button:visible').count()).resolves.toBe(0);
        await nav.getByText(T[lang].school, { exact: true }).filter({ visible: true }).click();
        const school = nav.getByRole('link', { name: T[lang].schoolOverview, exact: true });
        await expect(school.isVisible()).resolves.toBe(true);
        await school.click();
        await page.waitForURL((url) => url.pathname !== T[lang].glossary);
        await expect(page.getByText(T[lang].groupSite).first().isVisible()).resolves.toBe(true);
        await close();
      }
    },
  );

  it.each(LANGS)('with JavaScript its entries are buttons only (%s)', async (lang) => {
    const { page, close } = await newPage();
    await page.goto(`${system().baseUrl}${T[lang].glossary}`);
    await interactive(page);
    const nav = page.getByRole('navigation', { name: T[lang].mainMenu });
    await expect(nav.getByRole('button').count()).resolves.toBe(11);
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    await close();
  });
});
