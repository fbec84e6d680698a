import { formatLongDate, isCalendarDay } from './calendar-day.js';

afterEach(() => {
  jest.restoreAllMocks();
});

describe('isCalendarDay', () => {
  it('takes real YYYY-MM-DD days only', () => {
    expect(isCalendarDay('2026-03-12')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-3-12', '12/03/2026', '', 'x', null]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });

  it('makes no date format, loading or checking (the first one a page makes is a long task)', async () => {
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./calendar-day.js');
      expect(fresh.isCalendarDay('2026-03-12')).toBe(true);
      expect(dateFormat).not.toHaveBeenCalled();
      // A day in words makes its language's format, once.
      fresh.formatLongDate('2026-03-12', 'es');
      fresh.formatLongDate('2026-03-13', 'es');
      expect(dateFormat).toHaveBeenCalledTimes(1);
    });
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
