/** Dates as the site shows them (specification §2, "Display": `YYYY-MM-DD HH:mm`), with dayjs. */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm';

/**
 * A service's date and time as written (`fecha_recepcion`, `fecha_creacion`; specification §3),
 * read as UTC so no zone or daylight-saving change moves it. A date alone stays so; `''` if
 * malformed.
 */
export function formatDateTime(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  // The date and time may be joined by a space or a 'T'.
  const at = dayjs.utc(text.slice(0, DATE_TIME.length).replace('T', ' '), DATE_TIME, true);
  if (at.isValid()) return at.format(DATE_TIME);
  const day = dayjs.utc(text, DATE, true);
  return day.isValid() ? day.format(DATE) : '';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between two dates, never less than 1 (specification §5, day-difference filter). */
export function dayDifference(from: Date | number | string, to: Date | number | string): number {
  const a = new Date(from).getTime();
  const b = new Date(to).getTime();
  if (Number.isNaN(a) || Number.isNaN(b)) return 1;
  return Math.max(1, Math.ceil(Math.abs(b - a) / DAY_MS));
}
