import fc from 'fast-check';
import { anyText } from '#shared/test-utils/arbitraries.js';
import { toCsv } from './csv-export.js';

/** A strict RFC 4180 reader: CRLF records, quotes only around whole fields, `""` for a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      // The closing quote is the first one not doubled.
      let end = i + 1;
      for (;;) {
        const at = text.indexOf('"', end);
        if (at === -1) throw new Error(`unclosed quote at ${i}`);
        if (text[at + 1] === '"') end = at + 2;
        else {
          end = at;
          break;
        }
      }
      field = text.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      if (!(text[i] === ',' || text.startsWith('\r\n', i)))
        throw new Error(`text after quote at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      endField();
      i++;
    } else if (text.startsWith('\r\n', i)) {
      endField();
      records.push(record);
      record = [];
      i += 2;
    } else {
      const char = text.charAt(i);
      if (/["\r\n]/.test(char)) throw new Error(`unquoted ${JSON.stringify(char)} at ${i}`);
      field += char;
      i++;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('last record without CRLF');
  return records;
}

/** Cells with what CSV and spreadsheets treat specially, and any other text. */
const cell = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('=', '+', '-', '@', '\t', '\r'),
      fc.string({ unit: fc.constantFrom('1', '.', ',', '%', '+', 'a'), maxLength: 5 }),
    )
    .map(([first, rest]) => first + rest),
  fc.string({
    unit: fc.constantFrom(',', '"', '\r', '\n', '=', '+', '-', '@', '\t', ' ', "'", 'a', '1', '.'),
    maxLength: 8,
  }),
  anyText(12),
);
const table = fc
  .integer({ min: 1, max: 4 })
  .chain((columns) =>
    fc.tuple(
      fc.array(cell, { minLength: columns, maxLength: columns }),
      fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), { maxLength: 5 }),
    ),
  );

const read = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsv(csv.slice(1));
};

describe('toCsv (properties)', () => {
  it('gives back every cell, and a record per row, to an RFC 4180 reader', () => {
    fc.assert(
      fc.property(table, ([headers, rows]) => {
        const records = read(toCsv(headers, rows));
        expect(records).toHaveLength(rows.length + 1);
        [headers, ...rows].forEach((cells, r) => {
          cells.forEach((text, c) => {
            const field = records[r]?.[c];
            // Only a text that starts like a formula comes back behind an apostrophe.
            expect(field === text || (field === `'${text}` && /^[=+\-@\t\r]/.test(text))).toBe(
              true,
            );
          });
        });
      }),
    );
  });

  it('leaves no cell a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(table, ([headers, rows]) => {
        for (const field of read(toCsv(headers, rows)).flat()) {
          expect(field).not.toMatch(/^[=+@\t\r]/);
          // A leading minus stays only on a number.
          if (field.startsWith('-')) expect(field).toMatch(/^-\d[\d.,]*%?$/);
        }
      }),
    );
  });
});
