/**
 * The colour theme, `html[data-theme]`, set before the first paint by the template's script
 * (decision 070). A choice equal to the system's is not stored, which hands the page back to the system.
 */
import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** The localStorage key the template's script reads. */
export const THEME_STORAGE_KEY = 'theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export const currentTheme = (): Theme =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

export function chooseTheme(theme: Theme): void {
  const system: Theme = window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
  try {
    if (theme === system) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused (private mode, policy): the choice holds for this page only.
  }
  document.documentElement.dataset.theme = theme;
}

/** Calls `onChange` on every theme change: a choice here, or the system's through the script. */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    observer.disconnect();
  };
}

/** The theme shown; null on the server and during hydration (the HTML is the same for everyone). */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => null);
}
