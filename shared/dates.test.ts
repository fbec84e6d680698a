import { dayDifference, formatDateTime } from './dates.js';

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
