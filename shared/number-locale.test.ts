import { formatCount } from './number-locale.js';

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

  it('makes no number format below 1,000 (the first one a page makes is a long task)', () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    expect(formatCount(42, 'es')).toBe('42');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(formatCount(-3, 'en')).toBe('-3');
    expect(numberFormat).toHaveBeenCalled();
  });
});
