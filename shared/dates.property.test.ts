import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { dayDifference, formatDateTime } from './dates.js';

dayjs.extend(utc);

/** Instants between 1990 and 2100. */
const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('dates (properties)', () => {
  it('shows a service’s date and time as written, to the minute, whatever the separator', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom('T', ' '),
        fc.constantFrom('', ':ss', ':ss.SSS'),
        (ms, sep, rest) => {
          const at = dayjs.utc(ms);
          const written = at.format(`YYYY-MM-DD[${sep}]HH:mm${rest}`);
          expect(formatDateTime(written)).toBe(at.format('YYYY-MM-DD HH:mm'));
          expect(formatDateTime(at.format('YYYY-MM-DD'))).toBe(at.format('YYYY-MM-DD'));
        },
      ),
    );
  });

  it('counts whole days either way, never fewer than one', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (from, days, extra) => {
          const to = from + days * 86_400_000 + extra;
          const expected = Math.max(1, extra === 0 ? days : days + 1);
          expect(dayDifference(from, to)).toBe(expected);
          expect(dayDifference(to, from)).toBe(expected);
        },
      ),
    );
  });
});
