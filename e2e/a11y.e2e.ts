/** axe-core in Chromium: no serious or critical violation on the glossary, term and 404 pages. */
import { seriousViolations } from './axe.js';
import { expectProblems, NOT_FOUND } from './page-problems.js';
import { openPage, useSystemAndBrowser, VIEWPORTS } from './system.js';
import { reachForGrid } from './grid.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

const PAGES = [
  '/es/bmv/glosario',
  '/en/bmv/glossary',
  '/es/bmv/glosario/Casa_de_bolsa',
  '/en/bmv/glossary/Dividend',
  '/es/bmv/busqueda/ipc?tab=0',
  '/es/bmv/busqueda/ipc?tab=2',
  '/en/bmv/search/ipc?tab=1',
  '/en/bmv/search/ipc?tab=3',
  '/en/bmv/search/financials_WALMEX',
  '/es/no-existe',
  '/en/no-such-page',
];

describe('accessibility (axe-core)', () => {
  it('detects a violation on a page built to have one (the check is not vacuous)', async () => {
    const page = await browser().newPage();
    await page.setContent(
      '<html lang="es"><body><main><img src="data:,x"><button></button></main></body></html>',
    );
    const found = await seriousViolations(page);
    expect(found.some((v) => v.includes('image-alt'))).toBe(true);
    await page.close();
  });

  it.each(PAGES)('%s has no serious or critical violation', async (url) => {
    const { page, close } = await openPage(browser(), { viewport: VIEWPORTS.desktop });
    if (/no-/.test(url)) expectProblems(page, NOT_FOUND);
    await page.goto(`${system().baseUrl}${url}`);
    await page.waitForLoadState('networkidle');
    // Result grids render in the browser only: check them once their rows are there.
    if (/tab=[12]|financials/.test(url)) await reachForGrid(page);
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await close();
  });
});
