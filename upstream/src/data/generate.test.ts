import path from 'node:path';
import { DOCUMENT_TYPES } from '#shared/keywords.js';
import { formatDateTime } from '#shared/dates.js';
import { generateDocuments, generatePrices, indexMergeRows } from './generate.js';
import { loadDataset } from './load.js';

const data = loadDataset(path.resolve(__dirname, '../../data'));

describe('generateDocuments', () => {
  it('is deterministic for a seed and a count', () => {
    expect(generateDocuments(data.issuers, 500, 7)).toEqual(
      generateDocuments(data.issuers, 500, 7),
    );
    expect(generateDocuments(data.issuers, 50, 7)).not.toEqual(
      generateDocuments(data.issuers, 50, 8),
    );
  });

  it('dates no document after the day the test runs, with the default seed and count', () => {
    const today = new Date().toISOString().slice(0, 10);
    const newest = generateDocuments(data.issuers, 20000, 20261122)
      .map((d) => d.fecha_recepcion.slice(0, 10))
      .reduce((a, b) => (a > b ? a : b));
    expect(newest <= today).toBe(true);
  });

  it('writes quarters the way each language does: 4T in Spanish, Q4 in English', () => {
    const quarterly = generateDocuments(data.issuers, 5000, 1).filter(
      (d) => d.tipo_documento === 'trimestral',
    );
    expect(quarterly.length).toBeGreaterThan(0);
    for (const d of quarterly) {
      expect(d.descripcion_es).toMatch(/ [1-4]T \d{4}$/);
      expect(d.descripcion_en).toMatch(/ Q[1-4] \d{4}$/);
    }
  });

  it('generates the requested count with every document type and both tags', () => {
    const docs = generateDocuments(data.issuers, 5000, 1);
    expect(docs).toHaveLength(5000);
    expect(new Set(docs.map((d) => d.tipo_documento))).toEqual(
      new Set(DOCUMENT_TYPES.map((t) => t.id)),
    );
    for (const d of docs.slice(0, 200)) {
      expect(d.tag_es && d.tag_en && d.descripcion_es && d.descripcion_en).toBeTruthy();
      expect(d.documento_html ?? d.documento_binario).not.toBeNull();
    }
  });

  it('spreads reception dates over years in the YYYY-MM-DD HH:mm:ss shape', () => {
    const docs = generateDocuments(data.issuers, 2000, 3);
    const years = new Set(docs.map((d) => d.fecha_recepcion.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(10);
    for (const d of docs.slice(0, 100))
      expect(formatDateTime(d.fecha_recepcion)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('uses every file format, the product-specific one included', () => {
    const formats = new Set(
      generateDocuments(data.issuers, 3000, 5).flatMap((d) => [
        d.documento_html?.formato,
        d.documento_binario?.formato,
      ]),
    );
    for (const f of ['pdf', 'xls', 'zip', 'html', 'json', 'txt', 'xbrl'])
      expect(formats.has(f)).toBe(true);
  });

  it('gives no documents for a zero count', () => {
    expect(generateDocuments(data.issuers, 0, 1)).toEqual([]);
  });
});

describe('generatePrices and indexMergeRows', () => {
  it('gives price rows to most, but not all, quoted series', () => {
    const rows = generatePrices(data.issuers, 1);
    const quoted = data.issuers
      .flatMap((i) => i.series)
      .filter((s) => s.estatus === 1 && s.mercado !== 'MD');
    expect(rows.length).toBeGreaterThan(quoted.length * 0.7);
    expect(rows.length).toBeLessThan(quoted.length);
    const first = rows[0]!;
    expect(Object.keys(first).sort()).toEqual([
      'HORA',
      'ID_EMISION',
      'PRECIO_PROMEDIO_PONDERADO',
      'ULTIMO_PRECIO_OPERADO',
    ]);
    expect(first.HORA).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(first.ULTIMO_PRECIO_OPERADO).toBeGreaterThan(0);
    expect(first.PRECIO_PROMEDIO_PONDERADO).toBeGreaterThan(0);
  });

  it('computes index variations from the values', () => {
    const [row] = indexMergeRows(
      [{ ...data.indices[0]!, valor_indice: 101, valor_indice_anterior: 100 }],
      '2026-11-20 15:00:00',
    );
    expect(row).toMatchObject({
      VARIACION_PUNTOS: 1,
      VARIACION_PORCENTAJE: 1,
      FECHA_CREACION: '2026-11-20 15:00:00',
    });
  });
});
