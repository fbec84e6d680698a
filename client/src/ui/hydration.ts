/**
 * Whether the browser is hydrating the server's HTML (decision 007): the app's flag, for code
 * outside components, and `useInBrowser` for the few components that render otherwise in the
 * browser.
 */
import { useEffect, useSyncExternalStore } from 'react';

let hydrating = false;

export function hydrationStarted(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates the component (React reads the server snapshot
 * exactly then), true in the browser otherwise. After hydration React renders the component again,
 * synchronously: the app's flag is not this hook, so that the whole page is not rendered twice.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Ends the hydration once the tree it is called in has committed (call it at the root). */
export function useHydrationEnd(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}
