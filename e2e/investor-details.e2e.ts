/**
 * Issue 37, points 3, 4 and 5 (decision 118): the documents grid's filters reached from a search,
 * with JavaScript (the URL and the grid change in place, a reload and the language switch keep
 * them) and without (a GET form and the server's filtered first rows); breadcrumbs with their
 * BreadcrumbList JSON-LD on term and results pages; a term's other language and review date.
 * Both languages, 375 and 1280 px; axe on the new pieces. The fixture (page-problems.ts) fails a
 * test on any CSP report: the breadcrumbs' JSON-LD, a data block in the body, needs no allowance.
 */
import type { Page, Response } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { openPanel, searchFor } from './search-panel-page.js';
import { LANGS } from '#shared/types/common.js';
import { interactive, screenshotPath, useSystemAndBrowser, visit, WIDTHS } from './system.js';
import { reachForGrid } from './grid.js';
import { jsonLd, TRAIL_LABEL, trailOf } from './breadcrumbs.js';

const started = useSystemAndBrowser();
const base = () => started.system.baseUrl;

type Lang = (typeof LANGS)[number];
const OTHER = { es: 'en', en: 'es' } as const;

const T = {
  es: {
    search: 'busqueda',
    names: { from: 'desde', to: 'hasta', type: 'tipo' },
    documentsTab: /^Documentos/,
    legend: 'Filtrar documentos',
    from: 'Recibido desde',
    to: 'Recibido hasta',
    type: 'Tipo de documento',
    term: 'reporte',
    label: 'Reporte trimestral',
    apply: 'Filtrar',
    clear: 'Quitar filtros',
    switchTo: 'English',
    home: 'Inicio',
    badDate: '«2025-02-30» no es una fecha (AAAA-MM-DD); no se aplicó.',
  },
  en: {
    search: 'search',
    names: { from: 'from', to: 'to', type: 'type' },
    documentsTab: /^Documents/,
    legend: 'Filter documents',
    from: 'Received from',
    to: 'Received to',
    type: 'Document type',
    term: 'report',
    label: 'Quarterly report',
    apply: 'Apply filters',
    clear: 'Clear filters',
    switchTo: 'Español',
    home: 'Home',
    badDate: '“2025-02-30” is not a date (YYYY-MM-DD); it was not applied.',
  },
} as const;

const TYPE = 'trimestral';
const FROM = '2018-01-01';
const TO = '2023-12-31';

interface DocumentRow {
  tag_es: string;
  tag_en: string;
  fecha_recepcion: string;
}

/** The rows of the next documents search the page makes (the grid's page). */
const nextDocumentRows = (page: Page) =>
  page
    .waitForResponse(
      (r: Response) =>
        r.url().endsWith('/api/search') &&
        (r.request().postData() ?? '').includes('busquedaDocumentosPorInstrumentos'),
      { timeout: 15_000 },
    )
    .then(async (r) => {
      const body = (await r.json()) as {
        response: { instrumentosEmisoras: { instrumentos: Record<string, unknown> } };
      };
      const group = Object.values(body.response.instrumentosEmisoras.instrumentos)[0] as {
        documentos: { hits: { _source: DocumentRow }[] };
      };
      return group.documentos.hits.map((h) => h._source);
    });

function expectFiltered(rows: DocumentRow[], lang: Lang) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(lang === 'es' ? row.tag_es : row.tag_en).toBe(T[lang].label);
    const day = row.fecha_recepcion.slice(0, 10);
    expect(day >= FROM && day <= TO).toBe(true);
  }
}

const filterForm = (page: Page, lang: Lang) => page.getByRole('group', { name: T[lang].legend });

async function expectFormValues(page: Page, lang: Lang) {
  const form = filterForm(page, lang);
  await expect(form.getByLabel(T[lang].from).inputValue()).resolves.toBe(FROM);
  await expect(form.getByLabel(T[lang].to).inputValue()).resolves.toBe(TO);
  await expect(form.getByLabel(T[lang].type).inputValue()).resolves.toBe(TYPE);
}

async function fillForm(page: Page, lang: Lang) {
  const form = filterForm(page, lang);
  await form.getByLabel(T[lang].from).fill(FROM);
  await form.getByLabel(T[lang].to).fill(TO);
  await form.getByLabel(T[lang].type).selectOption(TYPE);
}

/** Waits until the grid's type column shows only `label` (the column is on screen at 1280 px). */
const gridShows = async (page: Page, label: string) => {
  await reachForGrid(page);
  await page.waitForFunction(
    (tag) => {
      const cells = [...document.querySelectorAll('.ag-cell[col-id^="_source.tag_"]')];
      return cells.length > 0 && cells.every((c) => c.textContent.trim() === tag);
    },
    label,
    { timeout: 15_000 },
  );
};

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(LANGS)('documents filters (%s)', (lang) => {
  const t = T[lang];
  const n = t.names;

  it.each(WIDTHS)('at %i px with JavaScript: in place, kept on reload and language switch', async (width) => {
    const { page, close } = await visit(started.browser, `${base()}/${lang}`, width);
    try {
      await openPanel(page);
      await searchFor(page, t.term);
      await page.getByRole('combobox').press('Enter');
      await page.waitForURL(`**/${lang}/bmv/${t.search}/${t.term}?tab=1`);
      await page.getByRole('tab', { name: t.documentsTab }).click();
      await page.waitForURL(/[?&]tab=2\b/);
      await filterForm(page, lang).waitFor();
      // Marks this document: a page load would lose the mark.
      await page.evaluate(() => ((window as unknown as { stay: boolean }).stay = true));
      await fillForm(page, lang);
      const rows = nextDocumentRows(page);
      await filterForm(page, lang).getByRole('button', { name: t.apply }).click();
      expectFiltered(await rows, lang);
      const url = new URL(page.url());
      expect([n.from, n.to, n.type].map((name) => url.searchParams.get(name))).toEqual([
        FROM,
        TO,
        TYPE,
      ]);
      await expect(page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).resolves.toBe(true);
      if (width === 1280) await gridShows(page, t.label);
      expect(await noSideScroll(page)).toBe(true);
      await page.screenshot({ path: screenshotPath(`filters-${lang}-${String(width)}`) });

      // The grid reports its view to the URL: the filters stay in the form's parameters.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).searchParams.get(n.type)).toBe(TYPE);
      await page.reload({ waitUntil: 'networkidle' });
      await interactive(page);
      await expectFormValues(page, lang);
      if (width === 1280) await gridShows(page, t.label);

      await page.getByRole('link', { name: t.switchTo, exact: true }).click();
      const other = OTHER[lang];
      await page.waitForURL(new RegExp(`/${other}/bmv/${T[other].search}/${t.term}\\?`));
      await filterForm(page, other).waitFor();
      await expectFormValues(page, other);
      const there = new URL(page.url());
      expect(there.searchParams.get(T[other].names.type)).toBe(TYPE);
      expect(there.searchParams.get(T[other].names.from)).toBe(FROM);

      const clear = page.getByRole('link', { name: T[other].clear });
      await clear.click();
      await page.waitForURL((u) => !u.searchParams.has(T[other].names.type));
      // The link goes once the page shows the URL without filters.
      await clear.waitFor({ state: 'detached' });
      await expect(filterForm(page, other).getByLabel(T[other].from).inputValue()).resolves.toBe('');
    } finally {
      await close();
    }
  }); // prettier-ignore

  it.each(WIDTHS)('at %i px without JavaScript: a GET form and filtered first rows', async (width) => {
    const start = `${base()}/${lang}/bmv/${t.search}/${t.term}?tab=2`;
    const { page, close } = await visit(started.browser, start, width, false);
    try {
      const badge = () => page.getByRole('tab', { name: t.documentsTab }).textContent();
      const before = await badge();
      await fillForm(page, lang);
      await Promise.all([
        page.waitForURL((u) => u.searchParams.get(n.type) === TYPE),
        filterForm(page, lang).getByRole('button', { name: t.apply }).click(),
      ]);
      await expectFormValues(page, lang);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('2');
      expect(await badge()).not.toBe(before);
      // Each row's reception day: its cell that starts with a date (the grid's column order).
      const days = await page.$$eval('table tbody tr', (rows) =>
        rows.map((r) =>
          Array.from(r.querySelectorAll('td'), (td) => td.textContent)
            .find((text) => /^\d{4}-\d{2}-\d{2}/.test(text))
            ?.slice(0, 10),
        ),
      );
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(day !== undefined && day >= FROM && day <= TO).toBe(true);
      expect(await noSideScroll(page)).toBe(true);
    } finally {
      await close();
    }
  }); // prettier-ignore

  it('ignores bad values with a note on the field, and axe finds no serious violation', async () => {
    const url = `${base()}/${lang}/bmv/${t.search}/walmex?tab=2&${n.from}=2025-02-30&${n.type}=x`;
    const { page, close } = await visit(started.browser, url, 1280);
    try {
      await expect(page.getByText(t.badDate).isVisible()).resolves.toBe(true);
      await reachForGrid(page);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** The page's JSON-LD objects, parsed. */
const TERM = {
  es: { path: '/es/bmv/glosario/Acci%C3%B3n', title: 'Acción', glossary: 'Glosario' },
  en: { path: '/en/bmv/glossary/Share', title: 'Share', glossary: 'Glossary' },
} as const;
const REVIEWED = {
  es: /^Definición revisada el \d{1,2} de [a-z]+ de 20\d\d$/,
  en: /^Definition reviewed on [A-Z][a-z]+ \d{1,2}, 20\d\d$/,
};

describe.each(LANGS)('breadcrumbs and the term in both languages (%s)', (lang) => {
  const t = T[lang];

  it.each(WIDTHS)('at %i px: the term page’s trail, JSON-LD and other language', async (width) => {
    const { page, close } = await visit(started.browser, `${base()}${TERM[lang].path}`, width);
    try {
      await expect(trailOf(page, TRAIL_LABEL[lang])).resolves.toEqual({
        names: [t.home, TERM[lang].glossary, TERM[lang].title],
        current: 'page',
      });
      const data = await jsonLd(page);
      const list = data.find((d) => d['@type'] === 'BreadcrumbList');
      expect((list?.itemListElement as { name: string }[]).map((i) => i.name)).toEqual([
        t.home,
        TERM[lang].glossary,
        TERM[lang].title,
      ]);
      const term = data.find((d) => d['@type'] === 'DefinedTerm');
      expect(term?.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.filter((d) => d['@type'] === 'DefinedTerm')).toHaveLength(1);
      const time = page.locator('main time');
      await expect(time.getAttribute('datetime')).resolves.toBe(term?.dateModified);
      const line = (await time.locator('xpath=..').textContent()) ?? '';
      expect(line).toMatch(REVIEWED[lang]);
      expect(await noSideScroll(page)).toBe(true);
      await page.screenshot({ path: screenshotPath(`term-trail-${lang}-${String(width)}`) });

      const other = OTHER[lang];
      const link = page.locator(`main a[hreflang="${other}"]`);
      await expect(link.getAttribute('lang')).resolves.toBe(other);
      await link.click();
      await page.waitForURL(`${base()}${TERM[other].path}`);
      await page.getByRole('heading', { level: 1, name: TERM[other].title }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(other);
    } finally {
      await close();
    }
  });

  it.each(WIDTHS)('at %i px: the results page’s trail, with JavaScript and without', async (width) => {
    for (const javaScript of [true, false]) {
      const url = `${base()}/${lang}/bmv/${t.search}/walmex?tab=2`;
      const { page, close } = await visit(started.browser, url, width, javaScript);
      try {
        const { names, current } = await trailOf(page, TRAIL_LABEL[lang]);
        expect(names[0]).toBe(t.home);
        expect(names[1]).toMatch(/walmex/);
        expect(current).toBe('page');
        const list = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList');
        expect(list?.itemListElement).toHaveLength(2);
        expect(await noSideScroll(page)).toBe(true);
      } finally {
        await close();
      }
    }
  }); // prettier-ignore
});
