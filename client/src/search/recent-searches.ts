/**
 * The visitor's last searches, in this browser's localStorage, which may be missing, full or hold
 * anything at all: every read and write is guarded, and a bad value reads as no searches.
 */
import { useCallback, useRef, useState } from 'react';
import { SEARCH_TERM_MAX_LENGTH } from '#shared/constants.js';
import { fold } from '#shared/text.js';

export const RECENT_SEARCHES_KEY = 'bolsa.recentSearches';
export const MAX_RECENT_SEARCHES = 5;

/** The part of `Storage` used here (tests pass their own). */
export type RecentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where reading the property itself throws. */
export function browserStorage(): RecentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const clean = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  return text && text.length <= SEARCH_TERM_MAX_LENGTH ? text : null;
};

/** Newest first, at most five, one per folded text (`Acción` and `accion` are one search). */
function normalized(values: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const text = clean(value);
    if (text === null || seen.has(fold(text))) continue;
    seen.add(fold(text));
    out.push(text);
    if (out.length === MAX_RECENT_SEARCHES) break;
  }
  return out;
}

export function readRecentSearches(storage: RecentStorage | null): string[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normalized(parsed) : [];
  } catch {
    return [];
  }
}

/** `text` first, an earlier copy of it (any case or accents) dropped. */
export function withSearch(searches: readonly string[], text: string): string[] {
  const value = clean(text);
  return value === null ? [...searches] : normalized([value, ...searches]);
}

export function withoutSearch(searches: readonly string[], text: string): string[] {
  return searches.filter((s) => s !== text);
}

/** Writes the list, or removes the key when it is empty; a full or refused storage is ignored. */
export function writeRecentSearches(storage: RecentStorage | null, searches: string[]): void {
  try {
    if (searches.length === 0) storage?.removeItem(RECENT_SEARCHES_KEY);
    else storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Quota exceeded or storage refused: the searches stay for this page's life.
  }
}

/** Puts `text` first in the stored list, for a search box that shows no list of its own. */
export function recordRecentSearch(
  text: string,
  storage: RecentStorage | null = browserStorage(),
): void {
  writeRecentSearches(storage, withSearch(readRecentSearches(storage), text));
}

/**
 * The recent searches of this browser, read when the panel mounts (it mounts on each open, so a
 * search recorded elsewhere shows at the next open) and written on each change.
 */
export function useRecentSearches(storage: RecentStorage | null = browserStorage()) {
  const [searches, setSearches] = useState(() => readRecentSearches(storage));
  // Written at once, not in a state updater: a commit may close (unmount) the panel.
  const current = useRef(searches);
  const change = useCallback(
    (next: (list: string[]) => string[]) => {
      current.current = next(current.current);
      writeRecentSearches(storage, current.current);
      setSearches(current.current);
    },
    [storage],
  );
  return {
    searches,
    record: useCallback(
      (text: string) => {
        change((s) => withSearch(s, text));
      },
      [change],
    ),
    remove: useCallback(
      (text: string) => {
        change((s) => withoutSearch(s, text));
      },
      [change],
    ),
    clear: useCallback(() => {
      change(() => []);
    }, [change]),
  };
}
