/**
 * A failed load of a lazily loaded piece of the site reloads the page, at most once per
 * CHUNK_RELOAD_INTERVAL_MS (a timestamp in sessionStorage keeps a broken deployment from looping).
 */
import { CHUNK_RELOAD_INTERVAL_MS } from '#shared/constants.js';

const KEY = 'bolsa:chunk-reload-at';

/** True for the errors browsers raise when a dynamically imported module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  let last = Number.NEGATIVE_INFINITY;
  try {
    const stored = Number(storage.getItem(KEY));
    if (storage.getItem(KEY) !== null && Number.isFinite(stored)) last = stored;
  } catch {
    // Unreadable storage: behave as if no reload happened yet.
  }
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    // Without storage a reload is still better than a dead page; the browser's cache breaks loops.
  }
  reload();
  return true;
}
