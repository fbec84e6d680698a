import type { es } from './es.js';

/** English catalog. Keys must match `es.ts` exactly (a test checks). */
export const en: Record<keyof typeof es, string> = {
  'app.underConstruction.title': 'Site under construction',
  'app.underConstruction.body': 'The glossary and the site search will be available shortly.',
  'footer.copyright': '© {year} {abbreviation}',
};
