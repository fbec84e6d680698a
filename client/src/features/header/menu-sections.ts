/**
 * The mega-menu's sections, loaded once per language when the menu is likely to open, so neither
 * the first view's JavaScript nor each page's HTML carries them (docs/decisions/004).
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
 * Loads one language's sections once; concurrent callers share the load. A failed load is
 * forgotten, so the next intent tries again.
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

/**
 * The sections if already loaded, else null. The server loads them before it renders, for the
 * entries of the menu without JavaScript (docs/decisions/101).
 */
export const loadedMenuSections = (lang: Lang): MenuSections | null => loaded[lang] ?? null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The sections once loaded, else null, as on the server, so hydration matches its empty panels.
 * They arrive in a transition: `useSyncExternalStore` would re-render synchronously, at start-up.
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
