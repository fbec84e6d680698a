/**
 * The mega-menu's sections (headings and links), loaded once per language when the menu is likely
 * to open: when the browser is idle after the page has loaded, or at once when a pointer or the
 * focus reaches the menu. The page's first view carries only the 11 entries; the server renders the
 * panels empty (they are hidden until opened, and opening needs the script), so the sections'
 * 160 links per language are neither in the first view's JavaScript nor in each page's HTML
 * (docs/decisions/004).
 */
import { startTransition, useEffect, useState } from 'react';
import type { Lang } from '#shared/types/common.js';
import type { MenuSections } from '#shared/types/menu.js';

const loaded: Partial<Record<Lang, MenuSections>> = {};
const pending = new Map<Lang, Promise<void>>();
const listeners = new Set<() => void>();

const importSections = (lang: Lang): Promise<MenuSections> =>
  lang === 'es'
    ? import('#shared/data/menu-sections.es.js').then((m) => m.MENU_SECTIONS_ES)
    : import('#shared/data/menu-sections.en.js').then((m) => m.MENU_SECTIONS_EN);

/**
 * Loads one language's sections (once; concurrent callers share the load). A failed load (a chunk
 * the network lost) is forgotten, so the next intent tries again; the panel meanwhile shows its
 * entry's overview link and a loading line.
 */
export function loadMenuSections(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  let load = pending.get(lang);
  if (!load) {
    load = importSections(lang).then(
      (sections) => {
        loaded[lang] = sections;
        pending.delete(lang);
        for (const listener of listeners) listener();
      },
      () => {
        pending.delete(lang);
      },
    );
    pending.set(lang, load);
  }
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The language's sections once loaded, else null. Always null on the server and while hydrating,
 * so the hydrated markup matches the server's empty panels. Their arrival re-renders the menu in
 * a transition: an external store's change (`useSyncExternalStore`) would re-render it
 * synchronously, as one task, while the page may still be starting.
 */
export function useMenuSections(lang: Lang): MenuSections | null {
  const [sections, setSections] = useState<MenuSections | null>(null);
  useEffect(() => {
    const update = () => {
      const current = loaded[lang] ?? null;
      startTransition(() => {
        setSections(current);
      });
    };
    update();
    return subscribe(update);
  }, [lang]);
  return sections;
}

/** Runs `task` when the browser is idle (or after `fallbackMs` where there is no idle callback). */
export function whenIdle(task: () => void, fallbackMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(task, fallbackMs);
  return () => {
    clearTimeout(timer);
  };
}
