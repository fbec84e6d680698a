import { dayDifference, formatDateTime, formatLongDate, isCalendarDay } from './dates.js';

describe('formatDateTime', () => {
  it('takes the date, then the time from character 11, as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2024-05-06 13:45:10')).toBe('2024-05-06 13:45');
    expect(formatDateTime('2024-05-06T09:05:00.000Z')).toBe('2024-05-06 09:05');
    // A local daylight-saving gap does not move a written time.
    expect(formatDateTime('2024-03-10 02:30:00')).toBe('2024-03-10 02:30');
  });

  it('shows a date without time alone and gives an empty string for malformed values', () => {
    expect(formatDateTime('2024-05-06')).toBe('2024-05-06');
    expect(formatDateTime('06/05/2024')).toBe('');
    expect(formatDateTime('2024-13-01 10:00')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
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

describe('isCalendarDay', () => {
  it('takes real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2026-03-12')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-3-12', '12/03/2026', '', 'x', null]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });
});

describe('formatLongDate', () => {
  it('writes the day in words in each language', () => {
    expect(formatLongDate('2026-03-12', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate('2026-03-12', 'en')).toBe('March 12, 2026');
    expect(formatLongDate('2025-12-01', 'es')).toBe('1 de diciembre de 2025');
  });

  it('gives an empty string for what is not a day', () => {
    expect(formatLongDate('2026-02-30', 'es')).toBe('');
    expect(formatLongDate(undefined, 'en')).toBe('');
  });
});
