import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { GENERATED_FORMATS } from '../documents/files.js';
import type { DocumentRecord } from '../data/records.js';
import { testUpstream } from '../test-utils/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testUpstream();
});
afterAll(async () => {
  await app.close();
});

/** The first document with a file in `format`, and that file's URL. */
function withFormat(format: string): { doc: DocumentRecord; url: string } {
  for (let id = 1; id <= 3000; id++) {
    const doc = app.documents.get(id);
    const file = [doc?.documento_html, doc?.documento_binario].find((f) => f?.formato === format);
    if (doc && file) return { doc, url: file.url_documento };
  }
  throw new Error(`no ${format} document`);
}

describe('company documents', () => {
  it.each(GENERATED_FORMATS)(
    'serves a %s document as a real file of its format',
    async (format) => {
      const { doc, url } = withFormat(format);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.rawPayload;
      const expected: Record<string, (b: Buffer) => boolean> = {
        pdf: (b) => b.subarray(0, 5).toString() === '%PDF-',
        html: (b) => b.toString().startsWith('<!doctype html>'),
        txt: (b) => b.toString().includes(doc.descripcion_es),
        json: (b) =>
          (JSON.parse(b.toString()) as { cve_empresa: string }).cve_empresa === doc.cve_empresa,
        zip: (b) => Object.keys(unzipSync(new Uint8Array(b))).includes(`${String(doc.id)}.txt`),
        xls: (b) =>
          b.toString().includes('urn:schemas-microsoft-com:office:spreadsheet') &&
          b.toString().includes(doc.descripcion_es.replace(/&/g, '&#38;')),
        xbrl: (b) =>
          b.toString().includes('<xbrli:xbrl') &&
          b.toString().includes(`>${doc.cve_empresa.replace(/&/g, '&#38;')}</xbrli:identifier>`),
      };
      expect(expected[format]?.(body)).toBe(true);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    },
  );

  it('escapes the document text in its HTML file', async () => {
    const { url } = withFormat('html');
    const res = await app.inject({ method: 'GET', url });
    expect(res.body).not.toMatch(/<script/i);
  });

  it('makes the same bytes for the same document, whenever it is asked for', async () => {
    // Only the clock is faked: the server's own timers keep running.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout'] });
    try {
      for (const format of GENERATED_FORMATS) {
        const { url } = withFormat(format);
        jest.setSystemTime(new Date('2031-01-01T00:00:00Z'));
        const a = await app.inject({ method: 'GET', url });
        jest.setSystemTime(new Date('2032-06-15T12:34:56Z'));
        const b = await app.inject({ method: 'GET', url });
        expect([format, a.rawPayload.equals(b.rawPayload)]).toEqual([format, true]);
      }
    } finally {
      jest.useRealTimers();
    }
  });

  it("answers 404 for any URL that is not one of a document's own", async () => {
    const { doc, url } = withFormat('pdf');
    for (const other of [
      url.replace(/\.pdf$/, '.txt'),
      url.replace(`/${doc.cve_empresa}/`, '/OTRA/'),
      url.replace(/\/\d{4}\//, '/1999/'),
      '/docs/emisoras/AMX/2020/99999999.pdf',
      '/docs/emisoras/AMX/2020/x.pdf',
    ]) {
      if (other === withFormat('txt').url) continue;
      const res = await app.inject({ method: 'GET', url: other });
      expect([other, res.statusCode]).toEqual([other, 404]);
    }
  });
});
