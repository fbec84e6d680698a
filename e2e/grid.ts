/** The results grid in the browser tests. */
import type { Page } from 'playwright-core';

/**
 * Reaches for the results grid as a visitor's pointer does: a grid of a page loaded as a document
 * runs its code only on a sign of use of its box (decision 127); one rendered after a client-side
 * navigation has it already. Then waits for the grid's first drawn row.
 */
export async function reachForGrid(page: Page, timeout = 15_000) {
  await page.locator('[data-grid-box] >> visible=true').first().hover({ timeout });
  await page.waitForSelector('.ag-row:not(.ag-row-loading) .ag-cell >> visible=true', { timeout });
}
