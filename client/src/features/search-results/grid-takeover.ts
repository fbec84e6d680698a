/**
 * When the results grid's code loads and the grid takes over from its first rows (decisions 122
 * and 127): on a sign of use of the rows' box, for a page hydrated from the server (its chunk
 * prefetched meanwhile, `<link rel="prefetch">`), at once for a grid rendered in the browser;
 * never while focus is inside the box (the swap would drop it on `<body>`).
 */
import { lazy, startTransition, useEffect, useState } from 'react';
import { useInBrowser } from '../../ui/hydration.js';
import type * as GridModule from './ResultsGrid.js';

let gridModule: Promise<typeof GridModule> | null = null;
let gridLoaded = false;

/** The grid's module, imported once; a failed import is forgotten, so the next sign retries. */
function loadGridModule() {
  gridModule ??= import('./ResultsGrid.js').then(
    (module) => {
      gridLoaded = true;
      return module;
    },
    (error: unknown) => {
      gridModule = null;
      throw error;
    },
  );
  return gridModule;
}

export const ResultsGrid = lazy(async () => ({ default: (await loadGridModule()).ResultsGrid }));

/** Signs that the visitor is about to use the rows: the grid is wanted now. */
const INTENTS = ['pointerenter', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * `takeover`: true once the grid may replace the first rows in the box `boxRef` is given: its
 * code has arrived and focus is not inside the box. False on the server and at hydration, so both
 * render the first rows. A grid hydrated from the server's page waits for a sign of use (its code
 * and first render would otherwise block the first view's main thread, decision 127); one
 * rendered in the browser (a client-side navigation, another tab) asks for the code at once: that
 * is no document's first view, and the chunk is there once any grid has loaded.
 */
export function useGridTakeover(): {
  takeover: boolean;
  boxRef: (element: HTMLElement | null) => void;
} {
  const [takeover, setTakeover] = useState(false);
  // A state, not a ref object: the box may hydrate after this component (it is in a Suspense
  // boundary), and the effect must run once it is there.
  const [element, boxRef] = useState<HTMLElement | null>(null);
  // Not in the browser yet while hydrating: a grid of the server's page, whose first view it is.
  const inBrowser = useInBrowser();
  const [firstView] = useState(!inBrowser);
  useEffect(() => {
    if (!element) return;
    let active = true;
    const swap = () => {
      if (!active) return;
      if (element.contains(document.activeElement)) {
        element.addEventListener('focusout', onFocusOut);
        return;
      }
      element.removeEventListener('focusout', onFocusOut);
      // A transition: the first rows stay on screen until the grid can render.
      startTransition(() => {
        setTakeover(true);
      });
    };
    // Focus has left when the event is over (`activeElement` is the new target only then).
    const onFocusOut = () => {
      setTimeout(swap, 0);
    };
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      loadGridModule().then(swap, () => {
        requested = false;
      });
    };
    // A pointer already on the rows, or focus in them, when they hydrate gave its sign before.
    if (!firstView || gridLoaded || element.matches(':hover, :focus-within')) load();
    for (const type of INTENTS) element.addEventListener(type, load, { passive: true });
    return () => {
      active = false;
      element.removeEventListener('focusout', onFocusOut);
      for (const type of INTENTS) element.removeEventListener(type, load);
    };
  }, [element, firstView]);
  return { takeover, boxRef };
}
