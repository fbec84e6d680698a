import path from 'node:path';
import { ALPHABET } from '#shared/constants.js';
import { firstLetter } from '#shared/text.js';
import { LANGS } from '#shared/types/common.js';
import { datasetProblems, loadDataset, svgProblems, type Dataset } from './load.js';

const dataDir = path.resolve(__dirname, '../../data');
let data: Dataset;

beforeAll(() => {
  data = loadDataset(dataDir);
});

describe('bundled data is valid', () => {
  it('passes every schema and cross-record check', () => {
    expect(datasetProblems(data)).toEqual([]);
  });

  it('gives every concept both languages with a non-empty alias list and related keys that resolve', () => {
    const keys = new Set(data.glossary.map((c) => c.key));
    for (const c of data.glossary) {
      for (const lang of LANGS) {
        expect(c[lang].title.trim()).not.toBe('');
        expect(c[lang].alias.length).toBeGreaterThan(0);
      }
      for (const r of c.related) expect(keys.has(r)).toBe(true);
    }
  });

  it('marks the other language’s title of the concept, written as an alias, with that language', () => {
    const allocation = data.glossary.find((c) => c.en.title === 'Asset allocation');
    expect(allocation?.en.aliasLang).toEqual({ 'Asignación de activos': 'es' });
    expect(allocation?.es.aliasLang).toEqual({ 'Asset allocation': 'en' });
  });

  it('derives site sections from the mega-menu with titulo, url and macro_menu', () => {
    for (const lang of LANGS) {
      for (const s of data.sections[lang]) {
        expect(s.titulo && s.url && s.macro_menu).toBeTruthy();
      }
      const urls = data.sections[lang].map((s) => s.url);
      expect(new Set(urls).size).toBe(urls.length);
    }
  });
});

describe('bundled data counts (issue 4)', () => {
  it('has at least 200 glossary concepts', () => {
    expect(data.glossary.length).toBeGreaterThanOrEqual(200);
  });

  it('has Spanish entries for most letters of the 27-letter alphabet', () => {
    const letters = new Set(data.glossary.map((c) => firstLetter(c.es.title)));
    const covered = ALPHABET.filter((l) => letters.has(l));
    // Letters without Spanish financial terms are listed in docs/content.md.
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });

  it('has the glossary home page and at least 10 cards per language', () => {
    for (const lang of LANGS) {
      expect(data.glossaryHome[lang].displayTitle).not.toBe('');
      expect(data.cards[lang].length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has at least 150 issuers with series of every required value type, market, status and exchange', () => {
    expect(data.issuers.length).toBeGreaterThanOrEqual(150);
    const series = data.issuers.flatMap((i) => i.series);
    const types = new Set(series.map((s) => s.tipo_valor));
    for (const t of [
      '1',
      '1A',
      '1I',
      '41',
      '51',
      '52',
      '54',
      'CF',
      'FE',
      'R1',
      'R3',
      'WA',
      'WI',
      'WC',
    ]) {
      expect([t, types.has(t)]).toEqual([t, true]);
    }
    expect(new Set(series.map((s) => s.mercado))).toEqual(new Set(['MC', 'MD', 'SI']));
    expect(new Set(series.map((s) => s.estatus))).toEqual(new Set([1, 2, 3]));
    expect(new Set(series.map((s) => s.id_bolsa_listada))).toEqual(new Set([101, 127]));
    expect(
      data.issuers.filter((i) => i.series.some((s) => s.mercado === 'SI')).length,
    ).toBeGreaterThanOrEqual(25);
  });

  it('has at least 30 indices', () => {
    expect(data.indices.length).toBeGreaterThanOrEqual(30);
  });

  it('has the 11 mega-menu entries in order, cultural diffusion without a link, blank items, and 100+ sections per language', () => {
    const ids = [
      'grupo', 'mercados', 'informacion-de-mercado', 'emisoras-listadas', 'listado-y-prospectos',
      'mi-empresa-en-bolsa', 'relacion-con-inversionistas', 'marco-normativo', 'escuela',
      'difusion-cultural', 'fondos-de-inversion',
    ]; // prettier-ignore
    for (const lang of LANGS) {
      expect(data.menu[lang].map((e) => e.id)).toEqual(ids);
      expect(data.menu[lang].find((e) => e.id === 'difusion-cultural')?.url).toBe('');
      const blank = data.menu[lang]
        .flatMap((e) => e.sections.flatMap((s) => s.links))
        .filter((l) => l.url === '');
      expect(blank.length).toBeGreaterThan(0);
      expect(data.sections[lang].length).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('data checks catch bad records', () => {
  const clone = (): Dataset => structuredClone(data);

  it('reports a related key that does not resolve', () => {
    const d = clone();
    d.glossary[0]!.related = ['no-such-concept'];
    expect(datasetProblems(d).join('\n')).toMatch(/related "no-such-concept" does not resolve/);
  });

  it('reports an alias language that names no alias of the entry, or the entry’s own language', () => {
    const d = clone();
    d.glossary[0]!.es.aliasLang = { 'No such alias': 'en', [d.glossary[0]!.es.alias[0]!]: 'es' };
    const problems = datasetProblems(d).filter((p) => p.includes('aliasLang'));
    expect(problems).toHaveLength(2);
  });

  it('reports a review date that is no day or is still to come', () => {
    const d = clone();
    d.glossary[0]!.es.reviewed = '2026-02-30';
    d.glossary[1]!.en.reviewed = '2999-01-01';
    const problems = datasetProblems(d).filter((p) => p.includes('reviewed'));
    expect(problems).toEqual([
      `glossary ${d.glossary[0]!.key} (es): reviewed is not a past day (YYYY-MM-DD)`,
      `glossary ${d.glossary[1]!.key} (en): reviewed is not a past day (YYYY-MM-DD)`,
    ]);
  });

  it('reports a script in a body, a repeated key and a missing operator', () => {
    const d = clone();
    d.glossary[0]!.es.body += '<script>alert(1)</script>';
    d.glossary[1]!.key = d.glossary[0]!.key;
    const fund = d.issuers.flatMap((i) => i.series).find((s) => s.tipo_valor === '51');
    fund!.operadora = null;
    const problems = datasetProblems(d).join('\n');
    expect(problems).toMatch(/tag <script> is not allowed/);
    expect(problems).toMatch(/glossary key .* repeats/);
    expect(problems).toMatch(/operadora must be set/);
  });

  it('reports an SVG with a script, an outside reference or over 10 KB', () => {
    expect(svgProblems('a.svg', '<svg><script>x</script></svg>', 40)).toHaveLength(1);
    expect(svgProblems('b.svg', '<svg><use href="https://x/y"/></svg>', 40)).toHaveLength(1);
    expect(svgProblems('c.svg', '<svg></svg>', 20_000)).toHaveLength(1);
    expect(svgProblems('d.svg', '<svg viewBox="0 0 1 1"><title>t</title></svg>', 60)).toEqual([]);
  });
});
