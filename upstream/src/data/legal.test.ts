import path from 'node:path';
import {
  LANG_COOKIE_MAX_AGE_S,
  LANG_COOKIE_NAME,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
} from '#shared/constants.js';
import { fillLegalText, LEGAL_PAGES } from '#shared/legal.js';
import { LANGS } from '#shared/types/common.js';
import { legalProblems, loadDataset, type Dataset } from './load.js';

const DAY_S = 86_400;
let data: Dataset;

beforeAll(() => {
  data = loadDataset(path.resolve(__dirname, '../../data'));
});

describe('legal pages in the bundled data (decision 115)', () => {
  it('has every legal page in both languages, each with headings and no problem', () => {
    for (const key of LEGAL_PAGES) {
      for (const lang of LANGS) {
        expect(data.legal[key][lang].body.html).toMatch(/<h2>/);
      }
    }
    expect(legalProblems(data.legal)).toEqual([]);
  });

  it.each([
    ['es', 'días'],
    ['en', 'days'],
  ] as const)(
    'names the cookies as the code sets them, and their lifetimes in days (%s)',
    (lang, days) => {
      // The code's lifetimes are whole days, as the page states them.
      expect(Number.isInteger(TOKEN_COOKIE_MAX_AGE_S / DAY_S)).toBe(true);
      expect(Number.isInteger(LANG_COOKIE_MAX_AGE_S / DAY_S)).toBe(true);
      const text = fillLegalText(data.legal.cookies[lang].body.html);
      expect(text).toContain(TOKEN_COOKIE_NAME);
      expect(text).toContain(LANG_COOKIE_NAME);
      expect(text).toContain(`${String(TOKEN_COOKIE_MAX_AGE_S / DAY_S)} ${days}`);
      expect(text).toContain(`${String(LANG_COOKIE_MAX_AGE_S / DAY_S)} ${days}`);
      expect(text).not.toMatch(/\{\{/);
    },
  );

  it('reports a script, and a placeholder the site does not fill', () => {
    const legal = structuredClone(data.legal);
    legal.terms.es.body.html += '<script>alert(1)</script>';
    legal.cookies.en.body.html += '<p>{{trackingCookie}}</p>';
    const problems = legalProblems(legal).join('\n');
    expect(problems).toMatch(/legal terms \(es\): tag <script> is not allowed/);
    expect(problems).toMatch(/legal cookies \(en\): unknown placeholder \{\{trackingCookie\}\}/);
  });
});
