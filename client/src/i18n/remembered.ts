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

/**
 * Per intl object, the messages by id, then by key: a key is looked up as it comes (a term's
 * title from a cached answer is the same string on every render, its hash computed once), where
 * one string made of the id and the key was a new string to hash on every call.
 */
interface Kept {
  size: number;
  byId: Map<string, Map<string, unknown>>;
}
const byIntl = new WeakMap<IntlShape, Kept>();

export function remembered<T>(
  intl: IntlShape,
  id: string,
  key: string | number,
  format: () => T,
): T {
  let kept = byIntl.get(intl);
  if (!kept) {
    kept = { size: 0, byId: new Map() };
    byIntl.set(intl, kept);
  }
  let ofId = kept.byId.get(id);
  if (!ofId) {
    ofId = new Map();
    kept.byId.set(id, ofId);
  }
  const at = typeof key === 'number' ? String(key) : key;
  if (ofId.has(at)) return ofId.get(at) as T;
  if (kept.size >= REMEMBERED_KEPT) {
    for (const messages of kept.byId.values()) messages.clear();
    kept.size = 0;
  }
  const value = format();
  ofId.set(at, value);
  kept.size++;
  return value;
}

/**
 * A message with plain values, as text, formatted once per intl object, id and key (`remembered`
 * with the usual format call).
 */
export function rememberedText(
  intl: IntlShape,
  id: string,
  key: string | number,
  values: Record<string, string | number>,
): string {
  return remembered(intl, id, key, () => intl.formatMessage({ id }, values));
}
