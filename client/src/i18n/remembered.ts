/**
 * Messages with values formatted once per intl object and key.
 *
 * react-intl formats a message with values through a formatter it looks up by the JSON of the
 * message, the locale and the merged formats on every call: 10 to 80 µs on the server here (a
 * plural is the slowest), where a message without values is returned as it is. A message shown
 * many times per page with the same values (a 'see more' per glossary card) or on every render
 * with one of few values (the glossary's count of terms) is formatted once per intl object (one
 * per language on the server, one per page in the browser), message and key. The values must be
 * what the key names; React elements are immutable, so every render can show the same ones.
 */
import type { IntlShape } from 'react-intl';

/** Messages kept per intl object; past this the map starts over (a glossary has a few hundred terms). */
export const REMEMBERED_KEPT = 5000;
const byIntl = new WeakMap<IntlShape, Map<string, unknown>>();

export function remembered<T>(
  intl: IntlShape,
  id: string,
  key: string | number,
  format: () => T,
): T {
  let kept = byIntl.get(intl);
  if (!kept) {
    kept = new Map();
    byIntl.set(intl, kept);
  }
  const at = `${id}\u0000${String(key)}`;
  if (kept.has(at)) return kept.get(at) as T;
  if (kept.size >= REMEMBERED_KEPT) kept.clear();
  const value = format();
  kept.set(at, value);
  return value;
}
