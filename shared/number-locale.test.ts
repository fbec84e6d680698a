import { formatCount, NUMBER_LOCALE } from './number-locale.js';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('formatCount', () => {
  it.each([
    [0, 'es', '0'],
    [999, 'es', '999'],
    [1000, 'es', '1,000'],
    [12345, 'es', '12,345'],
    [1234567, 'en', '1,234,567'],
  ] as const)('writes %d in %s as %s', (count, lang, expected) => {
    expect(formatCount(count, lang)).toBe(expected);
  });

  it('writes every whole number as the language’s Intl.NumberFormat does', () => {
    const counts = [-1234567, -1000, -999, -1, 0, 7, 1000, 9999, 100000, 2 ** 31, 2 ** 53 - 1];
    for (let n = 1; n < 1e15; n = n * 7 + 3) counts.push(n);
    for (const lang of ['es', 'en'] as const) {
      const intl = new Intl.NumberFormat(NUMBER_LOCALE[lang], { maximumFractionDigits: 0 });
      for (const count of counts) expect(formatCount(count, lang)).toBe(intl.format(count));
    }
  });

  it('makes no number format for a whole number (the first one a page makes is a long task)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    expect(formatCount(42, 'es')).toBe('42');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(numberFormat).not.toHaveBeenCalled();
    // What is no whole number is the platform's to write.
    expect(formatCount(1234.6, 'en')).toBe('1,235');
    expect(numberFormat).toHaveBeenCalled();
  });
});
