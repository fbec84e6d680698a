/**
 * The search rules of issue 24 (docs/search.md) on the bundled data, every example of the issue
 * included: no junk, ranking, typos, stop words, synonyms, names across hyphens, dots and spaces,
 * document-type phrases and "did you mean".
 */
import { splitSearchText } from '#shared/search/search-text.js';
import type { Lang } from '#shared/types/common.js';
import type { SearchType } from '#shared/types/search.js';
import { generateDocuments } from '../data/generate.js';
import { dataset } from '../test-utils/app.js';
import { createMemoryDocumentStore } from './documents-memory.js';
import type { SearchInput } from './input.js';
import { SearchService } from './service.js';

const data = dataset();
const service = new SearchService(
  data,
  createMemoryDocumentStore(generateDocuments(data.issuers, 2000, 7)),
  7,
  '2026-11-20 15:00:00',
);
const GRID = JSON.stringify({ startRow: 0, endRow: 20, sortModel: [], filterModel: {} });
const input = (text: string, lang: Lang, searchType: SearchType): SearchInput => ({
  lang,
  ...splitSearchText(text),
  searchType,
  requestJson: GRID,
});
const panel = (text: string, lang: Lang = 'es') =>
  service.search('busquedaPanel', input(text, lang, 'busquedaPanel')).busquedaPanel;
const glossary = (text: string, lang: Lang = 'es') =>
  service
    .search('busquedaGlosario', input(text, lang, 'busquedaGlosario'))
    .busquedaGlosario.glosario.hits.map((h) => h._source.palabra);
const issuers = (text: string, lang: Lang = 'es') => {
  const group = service.search('busquedaInstrumentos', input(text, lang, 'busquedaInstrumentos'))
    .busquedaInstrumentos.instrumentos.resultados;
  const rows = group && 'emisoras' in group ? (group.emisoras?.hits ?? []) : [];
  return [...new Set(rows.map((h) => h._source.cve_emisora))];
};
const sections = (text: string, lang: Lang = 'es') =>
  service
    .search('busquedaSecciones', input(text, lang, 'busquedaSecciones'))
    .busquedaSecciones.secciones.hits.map((h) => h._source.titulo);
const indices = (text: string, lang: Lang = 'es') =>
  service
    .search('busquedaIndicadores', input(text, lang, 'busquedaIndicadores'))
    .indicadores.indices.hits.map((h) => h._source.nombre_corto);
const prefixTotal = (text: string, lang: Lang = 'es') =>
  service.search('busquedaPrefijo', input(text, lang, 'busquedaPrefijo')).prefijosDocumentos
    .prefijos.total.value;

describe('no word, no results', () => {
  const junk = ['%', '*', '$', '#', '...', '¿?', '"', "'", '😀', '¡!', '% $ #'];
  it.each(junk)('%s finds nothing in any group or tab', (text) => {
    for (const lang of ['es', 'en'] as const) {
      const general = panel(text, lang).busquedaGeneral;
      const group = general.instrumentosEmisoras.instrumentos?.resultados;
      expect([
        general.glosario.total.value,
        group && 'emisoras' in group ? group.emisoras?.total.value : -1,
        group && 'documentos' in group ? group.documentos?.total.value : -1,
        general.indicadores.indices.total.value,
        general.secciones.total.value,
      ]).toEqual([0, 0, 0, 0, 0]);
      const documents = service.search(
        'busquedaDocumentosPorInstrumentos',
        input(text, lang, 'busquedaDocumentosPorInstrumentos'),
      ).instrumentosEmisoras.instrumentos.resultados;
      expect(documents && 'documentos' in documents && documents.documentos?.total.value).toBe(0);
      expect(glossary(text, lang)).toEqual([]);
      expect(issuers(text, lang)).toEqual([]);
      expect(sections(text, lang)).toEqual([]);
      expect(indices(text, lang)).toEqual([]);
      expect(prefixTotal(text, lang)).toBe(0);
    }
  });
});

describe('ranking', () => {
  it('puts a title with a typo before terms matched only through an alias', () => {
    expect(glossary('inflaton', 'en')[0]).toBe('Inflation');
    expect(glossary('inflaton')[0]).toBe('Inflación');
    expect(glossary('inflasion')[0]).toBe('Inflación');
    expect(glossary('volatilidda')[0]).toBe('Volatilidad');
  });

  it('puts the title holding every word first, before alias matches', () => {
    expect(glossary('tasa interes')[0]).toBe('Tasa de interés');
    expect(glossary('riesgo credito')[0]).toBe('Riesgo de crédito');
    expect(glossary('fondo inversion')[0]).toBe('Fondo de inversión');
    expect(glossary('dividends', 'en')[0]).toBe('Dividend');
  });

  it('orders exact title, title start, words in order, out of order, typos, aliases', () => {
    const bolsa = glossary('bolsa de valores');
    expect(bolsa[0]).toBe('Bolsa de valores');
    expect(bolsa.indexOf('Bolsa Mexicana de Valores')).toBeGreaterThan(0);
    const casa = glossary('casa de bol');
    expect(casa[0]).toBe('Casa de bolsa');
    // "Mercado de capitales" holds both words; "Capitalización de mercado" out of order.
    const mercado = glossary('mercado capitales');
    expect(mercado[0]).toBe('Mercado de capitales');
    expect(mercado.indexOf('Mercado de capitales')).toBeLessThan(
      mercado.indexOf('Capitalización de mercado'),
    );
    // ETF only through its alias TRAC.
    expect(glossary('trac')[0]).toBe('ETF');
  });

  it('puts an exact issuer key first among issuers, always', () => {
    expect(issuers('amx')[0]).toBe('AMX');
    expect(issuers('bolsa')[0]).toBe('BOLSA');
    expect(issuers('gap')[0]).toBe('GAP');
    expect(issuers('c')[0]).toBe('C');
  });

  it('treats plural and singular as one word in both languages', () => {
    expect(glossary('dividendos')[0]).toBe('Dividendo');
    expect(glossary('acciones preferentes')[0]).toBe('Acción preferente');
    expect(glossary('bonds', 'en')[0]).toBe('Bond');
    expect(glossary('shares outstanding', 'en')[0]).toBe('Shares outstanding');
  });
});

describe('typos', () => {
  it('tolerates two typos in long words and one in words of 5 to 8 letters', () => {
    expect(glossary('volatlidda')[0]).toBe('Volatilidad'); // two, 10 letters
    expect(glossary('apalancamineto')[0]).toBe('Apalancamiento');
    expect(glossary('bursatilizacoin')[0]).toBe('Bursatilización');
    expect(glossary('divdndo')).toEqual([]); // two, 7 letters
  });

  it('never on issuer keys or series', () => {
    expect(issuers('walmax')).not.toContain('WALMEX');
    expect(issuers('femsaa')).not.toContain('FEMSA');
    expect(issuers('amx 24')).toEqual([]);
  });
});

describe('question phrasing (stop words)', () => {
  it('ignores articles, prepositions and question words', () => {
    expect(glossary('¿Qué es la inflación?')[0]).toBe('Inflación');
    expect(glossary('¿qué es un bono?')[0]).toBe('Bono');
    expect(glossary('what is a bond', 'en')[0]).toBe('Bond');
    expect(glossary('what is an ETF?', 'en')[0]).toBe('ETF');
    expect(glossary('¿Cuál es el IPC?')[0]).toBe('IPC');
  });

  it('still searches a query made only of stop words', () => {
    expect(glossary('de').length).toBeGreaterThan(0);
  });
});

describe('synonyms (search.json)', () => {
  it('finds a site section by the name visitors use for it', () => {
    expect(sections('feriados')[0]).toBe('Días inhábiles');
    expect(sections('días festivos')[0]).toBe('Días inhábiles');
    expect(sections('bolsa de trabajo')[0]).toBe('Trabaja con nosotros');
    expect(sections('holidays', 'en')[0]).toBe('Market holidays');
    expect(sections('jobs', 'en')[0]).toBe('Careers');
    expect(sections('press releases', 'en')[0]).toBe('Newsroom');
  });

  it('knows common abbreviations in both languages', () => {
    expect(sections('fondo cotizado')).toContain('ETF y TRAC');
    expect(glossary('opi')[0]).toBe('Oferta pública inicial');
    expect(glossary('ipo', 'en')[0]).toBe('Initial public offering');
    expect(sections('reit', 'en')[0]).toBe('FIBRAs (real estate trusts)');
    expect(indices('mexbol')[0]).toBe('IPC');
  });
});

describe('names across hyphens, dots and spaces', () => {
  it('matches issuers written either way', () => {
    for (const text of ['coca cola', 'coca-cola', 'cocacola', 'Coca Cola'])
      expect(issuers(text)).toEqual(expect.arrayContaining(['KOF', 'KO']));
    expect(issuers('wal mart')).toEqual(expect.arrayContaining(['WALMEX', 'WMT']));
    expect(issuers('walmart')).toEqual(expect.arrayContaining(['WALMEX', 'WMT']));
    expect(issuers('kimberly clark')).toEqual(['KIMBER']);
    for (const text of ['jp morgan', 'J.P. Morgan', 'jpmorgan', 'j.p.morgan'])
      expect(issuers(text)).toEqual(['JPM']);
    for (const panelText of ['coca cola', 'wal mart', 'kimberly clark', 'jp morgan']) {
      const group = panel(panelText).busquedaGeneral.instrumentosEmisoras.instrumentos?.resultados;
      expect(group && 'documentos' in group && group.documentos?.total.value).toBeGreaterThan(0);
    }
  });

  it('matches series, indices and glossary titles written either way', () => {
    expect(issuers('amx 23 2')).toEqual(['AMX']);
    expect(issuers('amx 232')).toEqual(['AMX']);
    expect(indices('ipc largecap')[0]).toBe('IPC-LARGECAP');
    expect(indices('ipc large cap')[0]).toBe('IPC-LARGECAP');
    expect(indices('ipc-largecap')[0]).toBe('IPC-LARGECAP');
    expect(indices('s&p bmv ipc')[0]).toBe('IPC');
    expect(glossary('razon precio utilidad')[0]).toBe('Razón precio-utilidad');
    expect(glossary('price to earnings', 'en')[0]).toBe('Price-to-earnings ratio');
    expect(glossary('sab')[0]).toBe('Sociedad anónima bursátil');
  });
});

describe('document-type phrases before an issuer key', () => {
  it.each([
    ['eventos relevantes de AMX', 'es'],
    ['eventos relevantes AMX', 'es'],
    ['reporte anual walmex', 'es'],
    ['reportes anuales de WALMEX', 'es'],
    ['estados financieros AMX', 'es'],
    ['información financiera de GF', 'es'],
    ['asamblea de accionistas BIMBO', 'es'],
    ['annual report of AMX', 'en'],
    ['material events WALMEX', 'en'],
    ['shareholder meetings of FEMSA', 'en'],
    ['financials AMX', 'en'],
  ] as const)('%s (%s) is a prefix lookup', (text, lang) => {
    expect(prefixTotal(text, lang)).toBeGreaterThan(0);
  });

  it('needs an issuer key after the phrase', () => {
    expect(prefixTotal('eventos relevantes')).toBe(0);
    expect(prefixTotal('reporte anual integrado')).toBe(0);
    expect(prefixTotal('annual report of', 'en')).toBe(0);
  });

  it('gives the documents of that type for the exact key only', () => {
    const answer = service.search(
      'busquedaPrefijo',
      input('eventos relevantes de AMX', 'es', 'busquedaPrefijo'),
    );
    expect(answer.prefijosDocumentos.prefijos.hits.map((h) => h._source.cve_emisora)).toEqual([
      'AMX',
    ]);
    const group = service.search(
      'busquedaPrefijo',
      input('eventos relevantes de GF', 'es', 'busquedaPrefijo'),
    ).emisorasDocumentos.documentos;
    expect(group.total.value).toBeGreaterThan(0);
    expect(new Set(group.hits.map((h) => h._source.tag_es))).toEqual(
      new Set(['Eventos relevantes']),
    );
  });
});

describe('did you mean', () => {
  it('offers the closest vocabulary words that find something when nothing was found', () => {
    expect(panel('divdndo').sugerencia).toBe('dividendo');
    expect(panel('volatilidd').sugerencia).toBeUndefined(); // found by typo: no suggestion
    expect(panel('bnod', 'en').sugerencia).toBe('bond');
    expect(panel('bomo').sugerencia).toBe('bono');
    const results = service.search('busquedaGlosario', input('divdndo', 'es', 'busquedaGlosario'));
    expect(results.busquedaGlosario.sugerencia).toBe('dividendo');
  });

  it('offers nothing when something was found, for junk or for words far from any', () => {
    expect(panel('dividendo').sugerencia).toBeUndefined();
    expect(panel('%').sugerencia).toBeUndefined();
    expect(panel('xqzwv').sugerencia).toBeUndefined();
    const results = service.search('busquedaGlosario', input('amx', 'es', 'busquedaGlosario'));
    expect(results.busquedaGlosario.sugerencia).toBeUndefined();
  });
});
