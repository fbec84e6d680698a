/** axe-core in Chromium: no serious or critical violation on the glossary, term and 404 pages. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useSystemAndBrowser, VIEWPORTS } from './system.js';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const started = useSystemAndBrowser({ DOCUMENT_COUNT: '2000' });
const system = () => started.system;
const browser = () => started.browser;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

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

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP does not apply to the test's script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }
    ).axe.run();
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

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
    const page = await browser().newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${system().baseUrl}${url}`);
    await page.waitForLoadState('networkidle');
    // Result grids render in the browser only: check them once their rows are there.
    if (/tab=[12]|financials/.test(url)) await page.waitForSelector('.ag-row .ag-cell');
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    await page.close();
  });
});
