/**
 * The search-help PDF of each language, built from the panel's own tips so the two never disagree;
 * `scripts/build-docs.mjs` runs it at build time, and the proxy serves the result under `/docs/`.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import PDFDocument from 'pdfkit';
import {
  documentTips,
  SEARCH_TIPS_TEXT,
  valueTypeTips,
  type SearchTip,
} from '#shared/search-tips.js';
import type { Lang } from '#shared/types/common.js';

const NAVY = '#0b2545';
const GREY = '#4a5568';

function table(doc: PDFKit.PDFDocument, headers: [string, string, string?], rows: SearchTip[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const columns = headers[2] ? [0.22, 0.48, 0.3] : [0.3, 0.7];
  const xs = columns.map((_, i) => left + width * columns.slice(0, i).reduce((a, b) => a + b, 0));
  const draw = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(bold ? NAVY : 'black');
    const heights = cells.map((c, i) =>
      doc.heightOfString(c, { width: width * (columns[i] ?? 0) - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    cells.forEach((c, i) =>
      doc.text(c, (xs[i] ?? left) + 3, top + 3, { width: width * (columns[i] ?? 0) - 6 }),
    );
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .strokeColor('#d0d7e2')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  draw(
    headers.filter((h): h is string => h !== undefined),
    true,
  );
  for (const row of rows)
    draw(
      headers[2]
        ? [row.term, row.description, row.examples.join('\n')]
        : [row.term, row.description],
      false,
    );
  doc.moveDown();
}

/** Writes the help PDF of `lang` to `file`. */
export async function writeHelpPdf(lang: Lang, file: string): Promise<void> {
  const t = SEARCH_TIPS_TEXT[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t.title, Lang: lang } as PDFKit.DocumentInfo,
    lang,
  });
  const out = createWriteStream(file);
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(NAVY).text(t.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(GREY).text(t.intro).moveDown();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(t.documentsHeading).moveDown(0.3);
  table(doc, [t.term, t.description, t.examples], documentTips(lang));
  doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(t.valuesHeading).moveDown(0.3);
  table(doc, [t.term, t.description], valueTypeTips(lang));
  doc.end();
  await once(out, 'finish');
}
