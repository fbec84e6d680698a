import { siteDay, termOfDay } from './term-of-day.js';

const terms = ['accion', 'bono', 'cete', 'dividendo', 'emisora', 'fibra', 'indice'].map((key) => ({
  id: `${key}-es`,
  conceptKey: key,
}));

describe('term of the day', () => {
  it('makes no date format until a day is asked for (every page imports it)', async () => {
    await jest.isolateModulesAsync(async () => {
      const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
      const fresh = await import('./term-of-day.js');
      expect(dateFormat).not.toHaveBeenCalled();
      expect(fresh.siteDay(Date.UTC(2026, 2, 2, 7, 0))).toBe('2026-03-02');
      expect(dateFormat).toHaveBeenCalledTimes(1);
      dateFormat.mockRestore();
    });
  });

  it('is the day of the market’s time zone, not of UTC', () => {
    // 03:00 UTC on 2 March is still 1 March in Mexico City (UTC-6).
    expect(siteDay(Date.UTC(2026, 2, 2, 3, 0))).toBe('2026-03-01');
    expect(siteDay(Date.UTC(2026, 2, 2, 7, 0))).toBe('2026-03-02');
  });

  it('is the same term for a day whatever the order of the list', () => {
    const day = '2026-11-25';
    const picked = termOfDay(terms, day);
    expect(picked).not.toBeNull();
    expect(termOfDay([...terms].reverse(), day)).toEqual(picked);
  });

  it('is the same concept in both languages', () => {
    const en = terms.map((t) => ({ ...t, id: `${t.conceptKey}-en` }));
    for (const day of ['2026-01-01', '2026-06-15', '2026-11-25']) {
      expect(termOfDay(en, day)?.conceptKey).toBe(termOfDay(terms, day)?.conceptKey);
    }
  });

  it('changes from day to day over the list', () => {
    const days = Array.from({ length: 14 }, (_, i) => `2026-11-${String(i + 10)}`);
    const picked = new Set(days.map((d) => termOfDay(terms, d)?.conceptKey));
    expect(picked.size).toBeGreaterThan(3);
  });

  it('is null for no terms or a malformed day', () => {
    expect(termOfDay([], '2026-11-25')).toBeNull();
    expect(termOfDay(terms, 'yesterday')).toBeNull();
  });

  it('falls back on the id when terms carry no concept key', () => {
    expect(termOfDay([{ id: 'only' }], '2026-11-25')).toEqual({ id: 'only' });
  });
});
