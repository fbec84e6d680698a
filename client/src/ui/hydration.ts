/**
 * Whether the browser is hydrating the server's HTML: the entry announces it just before
 * `hydrateRoot`, and the app's root providers end it once the hydrated page has committed (their
 * effect runs after every effect below them). A component reads it while it first renders: the
 * props it gets then are the ones the server rendered with.
 *
 * React offers the same answer through `useSyncExternalStore` (the server snapshot is read while
 * hydrating), but every component asking that way is then re-rendered once, synchronously, right
 * after hydration, in the task that runs the page's effects.
 */
import { useEffect } from 'react';

let hydrating = false;

export function hydrationStarted(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

/** Ends the hydration once the tree it is called in has committed (call it at the root). */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}
