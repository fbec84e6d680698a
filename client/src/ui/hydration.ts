/**
 * Whether the browser is hydrating the server's HTML (decision 007). Not `useSyncExternalStore`:
 * it re-renders every component that asks, synchronously, right after hydration.
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
