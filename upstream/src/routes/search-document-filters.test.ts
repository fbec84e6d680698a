import { DOCUMENT_TYPES } from '#shared/keywords.js';
import { documentFilterModel } from '#shared/search/document-filters.js';
import { readDocuments } from '#shared/search/read.js';
import type { Lang } from '#shared/types/common.js';
import { searchThrough, upstreamForFile } from '../test-utils/app.js';

const upstream = upstreamForFile();

/** The documents grid's page of WALMEX with a filter model, as the results page asks for it. */
async function documents(lang: Lang, filterModel: object) {
  const { status, body } = await searchThrough(
    upstream,
    'busquedaDocumentosPorInstrumentos',
    'WALMEX',
    lang,
    { startRow: 0, endRow: 100, sortModel: [], filterModel },
  );
  expect(status).toBe(200);
  return readDocuments(body.response);
}

const day = (at: string) => at.slice(0, 10);

describe('the results page’s documents filters as ag-Grid filter models (decision 118)', () => {
  it.each(['es', 'en'] as const)('keep both days of a range and the type (%s)', async (lang) => {
    const all = await documents(lang, {});
    const sample = all?.rows[5];
    expect(sample).toBeDefined();
    const on = day(sample?.fecha_recepcion ?? '');
    const tag = lang === 'es' ? sample?.tag_es : sample?.tag_en;
    const type = DOCUMENT_TYPES.find((t) => (lang === 'es' ? t.tag_es : t.tag_en) === tag);

    const sameDay = await documents(
      lang,
      documentFilterModel({ from: on, to: on, type: null }, lang),
    );
    expect(sameDay?.rows.map((d) => d.fecha_recepcion)).toContain(sample?.fecha_recepcion);
    expect(sameDay?.rows.every((d) => day(d.fecha_recepcion) === on)).toBe(true);

    const filters = { from: '2020-01-01', to: on, type: type?.id ?? null };
    const typed = await documents(lang, documentFilterModel(filters, lang));
    expect(typed?.total).toBeGreaterThan(0);
    expect(typed?.total).toBeLessThan(all?.total ?? 0);
    for (const d of typed?.rows ?? []) {
      expect(day(d.fecha_recepcion) >= '2020-01-01' && day(d.fecha_recepcion) <= on).toBe(true);
      expect(lang === 'es' ? d.tag_es : d.tag_en).toBe(tag);
    }
  });
});
