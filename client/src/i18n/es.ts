/** Spanish catalog (default language). Keys must match `en.ts` exactly (a test checks). */
export const es = {
  'app.underConstruction.title': 'Sitio en construcción',
  'app.underConstruction.body': 'El glosario y el buscador del sitio estarán disponibles en breve.',
  'footer.copyright': '© {year} {abbreviation}',
} as const;
