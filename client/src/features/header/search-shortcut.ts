/**
 * Search at hand: `/` or Ctrl/Cmd+K opens the search panel from any page, as on GitHub, MDN and
 * Algolia DocSearch. Ctrl/Cmd+K works from anywhere, text fields included; `/` does not open it
 * while the visitor types in a field, where it is a character.
 */
import { useEffect, useEffectEvent } from 'react';

/** Whether `target` takes typed text: a text field, a list box or an editable region. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    type,
  );
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === 'k' && !event.shiftKey;
  return event.key === '/' && !typesText(event.target);
}

/**
 * Calls `open` on the shortcut while `enabled` (the panel is closed). One listener for the
 * component's life: the key works from the very commit that enables it again (a panel just
 * closed), not only once a passive effect has run.
 */
export function useSearchShortcut(open: () => void, enabled: boolean): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!enabled || !isSearchShortcut(event)) return;
    // Ctrl+K would go to the browser's address bar, `/` to its quick find.
    event.preventDefault();
    open();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      onKeyDown(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
    };
  }, []);
}
