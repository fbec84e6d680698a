import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeHelpPdf } from './help-pdf.js';

describe('search-help PDF', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'help-pdf-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['es', 'Ayuda para la búsqueda'],
    ['en', 'Search help'],
  ] as const)('writes a PDF in %s with its title', async (lang, title) => {
    const file = path.join(dir, `${lang}.pdf`);
    await writeHelpPdf(lang, file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    // The title and the language are stored in the document information; a title with accents
    // is written as UTF-16, a plain one as is.
    const utf16 = Buffer.from(`\ufeff${title}`, 'utf16le').swap16().toString('latin1');
    const text = bytes.toString('latin1');
    expect(text.includes(`(${utf16})`) || text.includes(`(${title})`)).toBe(true);
    expect(text).toContain(`(${lang})`);
    expect(text).toMatch(/\/Type \/Page\b/);
  });
});
