import { currencySymbol, formatNumber, formatPercent, formatPrice } from './format.js';

describe('formatPrice', () => {
  it('puts the euro sign before the amount in English, with 2 decimals and thousands separators', () => {
    expect(formatPrice(1234.5, 'en')).toBe('€1,234.50');
    expect(formatPrice(1234567.891, 'en')).toBe('€1,234,567.89');
  });

  it('puts the euro sign after the amount in Spanish', () => {
    expect(formatPrice(1234.5, 'es')).toBe('1,234.50 €');
    expect(formatPrice(0, 'es')).toBe('0.00 €');
  });

  it('places the minus sign before the amount', () => {
    expect(formatPrice(-12.3, 'en')).toBe('-€12.30');
    expect(formatPrice(-12.3, 'es')).toBe('-12.30 €');
  });

  it('accepts numeric strings and another currency code', () => {
    expect(formatPrice('42', 'en', 'MXN')).toBe('$42.00');
    expect(formatPrice('42', 'es', 'USD')).toBe('42.00 $');
  });

  it('gives an empty string for missing or non-numeric values', () => {
    expect(formatPrice(null, 'en')).toBe('');
    expect(formatPrice(undefined, 'es')).toBe('');
    expect(formatPrice('abc', 'es')).toBe('');
    expect(formatPrice(Number.NaN, 'en')).toBe('');
  });
});

describe('currencySymbol', () => {
  it('gives the narrow symbol and falls back to the code for an unknown currency', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('not-a-code')).toBe('not-a-code');
  });
});

describe('formatNumber and formatPercent', () => {
  it('uses thousands separators in both languages', () => {
    expect(formatNumber(1234567, 'es')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234.5678, 'en')).toBe('1,234.57');
  });

  it('formats percentages per language', () => {
    expect(formatPercent(1.234, 'es')).toBe('1.23 %');
    expect(formatPercent(-0.5, 'en')).toBe('-0.50%');
    expect(formatPercent(null, 'en')).toBe('');
  });
});

describe('formats made once', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes one number format a language and fraction digits, and one symbol a currency code', async () => {
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./format.js');
      // A grid's page: the same formats row after row.
      for (const n of [1, 22.5, 333.25]) {
        fresh.formatPrice(n, 'es', 'MXN');
        fresh.formatPercent(n, 'es');
        fresh.formatNumber(n, 'es');
      }
      // es with 2 and 2 digits, es with 0 to 2, and the MXN symbol's.
      expect(numberFormat).toHaveBeenCalledTimes(3);
      expect(fresh.formatPrice(1234.5, 'es', 'MXN')).toBe('1,234.50 $');
      expect(fresh.formatPrice(1234.5, 'en', 'EUR')).toBe('€1,234.50');
      expect(numberFormat).toHaveBeenCalledTimes(5);
      // What is no code is never kept, and still written as given.
      expect(fresh.currencySymbol('not-a-code')).toBe('not-a-code');
      expect(fresh.currencySymbol('not-a-code')).toBe('not-a-code');
      expect(numberFormat).toHaveBeenCalledTimes(7);
    });
  });
});
