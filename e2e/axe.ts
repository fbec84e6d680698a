/** axe-core in a page: the serious and critical violations, one line each. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP does not apply to the test's script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // Only violations are read: axe then keeps one node of each pass, not a selector for every
    // node that passed (its documented `resultTypes` option), and reports every violation.
    const result = await (
      window as unknown as {
        axe: { run: (options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe.run({ resultTypes: ['violations'] });
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
