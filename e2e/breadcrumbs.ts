/** Reading a page's breadcrumb trail (decision 118) as a visitor's assistive technology does. */
import type { Page } from 'playwright-core';

/** The name of the trail's navigation landmark in each language. */
export const TRAIL_LABEL = { es: 'Ruta de navegación', en: 'Breadcrumb' } as const;

/** The page's JSON-LD blocks, parsed. */
export const jsonLd = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((s) => JSON.parse(s.textContent) as Record<string, unknown>),
  );

/** The trail's link names, and the last one's `aria-current`. */
export async function trailOf(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: label });
  const links = nav.getByRole('link');
  const names = await links.allTextContents();
  const current = await links.last().getAttribute('aria-current');
  return { names, current };
}
