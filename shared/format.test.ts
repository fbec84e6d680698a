import {
  currencySymbol,
  dayDifference,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatPrice,
  formatReception,
  receptionDateTime,
} from './format.js';

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

describe('formatDateTime', () => {
  it('shows YYYY-MM-DD HH:mm in the given time zone', () => {
    expect(formatDateTime('2026-03-05T18:07:00Z', 'UTC')).toBe('2026-03-05 18:07');
    expect(formatDateTime('2026-03-05T18:07:00Z', 'America/Mexico_City')).toBe('2026-03-05 12:07');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('receptionDateTime', () => {
  it('takes the date, then the time from character 11', () => {
    expect(receptionDateTime('2024-05-06 13:45:10')).toEqual({ date: '2024-05-06', time: '13:45' });
    expect(receptionDateTime('2024-05-06T09:05:00.000Z')).toEqual({
      date: '2024-05-06',
      time: '09:05',
    });
    expect(formatReception('2024-05-06 13:45:10')).toBe('2024-05-06 13:45');
  });

  it('accepts a date without time and rejects malformed values', () => {
    expect(receptionDateTime('2024-05-06')).toEqual({ date: '2024-05-06', time: '' });
    expect(receptionDateTime('06/05/2024')).toEqual({ date: '', time: '' });
    expect(formatReception(null)).toBe('');
  });
});

describe('dayDifference', () => {
  it('counts whole days in either order', () => {
    expect(dayDifference('2026-01-01', '2026-01-11')).toBe(10);
    expect(dayDifference('2026-01-11', '2026-01-01')).toBe(10);
  });

  it('returns at least 1', () => {
    expect(dayDifference('2026-01-01', '2026-01-01')).toBe(1);
    expect(dayDifference('2026-01-01T00:00:00Z', '2026-01-01T05:00:00Z')).toBe(1);
    expect(dayDifference('garbage', '2026-01-01')).toBe(1);
  });
});
