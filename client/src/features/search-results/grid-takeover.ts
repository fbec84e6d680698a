/**
 * When the results grid's code loads and the grid takes over from its first rows (decision 122):
 * after the page's `load` event when the browser is idle, or at once on a sign of use of the
 * rows' box; never while focus is inside the box (the swap would drop it on `<body>`).
 */
import { lazy, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type * as GridModule from './ResultsGrid.js';

/** Runs a task when the browser is idle; returns its cancel (the route's `whenIdle`). */
export type IdleScheduler = (task: () => void) => () => void;

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

/** Runs `task` once the page has loaded and the browser is idle (at once without a scheduler). */
function afterLoad(task: () => void, whenIdle: IdleScheduler | undefined): () => void {
  if (!whenIdle) {
    task();
    return () => undefined;
  }
  let cancelIdle: () => void = () => undefined;
  const start = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}

const noSubscription = () => () => undefined;

/**
 * `takeover`: true once the grid may replace the first rows in the box `boxRef` is given: its
 * code has arrived and focus is not inside the box. False on the server and at hydration, so both render the first rows. A grid
 * hydrated from the server's page waits for the page's load; one rendered in the browser (a
 * client-side navigation, another tab) asks for the code at once: that is no document's first view.
 */
export function useGridTakeover(whenIdle?: IdleScheduler): {
  takeover: boolean;
  boxRef: (element: HTMLElement | null) => void;
} {
  const [takeover, setTakeover] = useState(false);
  // A state, not a ref object: the box may hydrate after this component (it is in a Suspense
  // boundary), and the effect must run once it is there.
  const [element, boxRef] = useState<HTMLElement | null>(null);
  // The server snapshot is read only while hydrating: true for a grid of the server's page.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [firstView] = useState(hydrating);
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
    if (!firstView || gridLoaded) load();
    for (const type of INTENTS) element.addEventListener(type, load, { passive: true });
    const cancel = afterLoad(load, whenIdle);
    return () => {
      active = false;
      cancel();
      element.removeEventListener('focusout', onFocusOut);
      for (const type of INTENTS) element.removeEventListener(type, load);
    };
  }, [element, firstView, whenIdle]);
  return { takeover, boxRef };
}
