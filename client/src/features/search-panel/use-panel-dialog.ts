/**
 * The panel's modal `<dialog>` (decision 080): shown with the page kept still behind it, focus in
 * its search box and held within it, and given back to the opener when it closes.
 */
import { useCallback, useEffect, useRef } from 'react';

/** The class the page body carries while the panel is shown (specification §2). */
export const BODY_CLASS = 'search';

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex="0"]';

/**
 * Where focus goes back on close: the opener when it is still in the page, else the first visible
 * control of the panel (the search box from 768 px, the icon below).
 */
function controlToRefocus(opener: HTMLElement | null, panelId: string): HTMLElement | null {
  if (opener?.isConnected) return opener;
  const controls = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).filter(
    (c) => c.getAttribute('aria-controls') === panelId,
  );
  return controls.find((c) => c.getClientRects().length > 0) ?? controls[0] ?? null;
}

export function usePanelDialog({
  id,
  opener,
  onClose,
  loading,
}: {
  id: string;
  opener: HTMLElement | null;
  onClose: () => void;
  /** While loading the search box is disabled. */
  loading: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = useCallback(
    (restoreFocus: boolean) => {
      // Closed first: the opener is inert while the modal dialog is open.
      dialogRef.current?.close();
      onClose();
      if (restoreFocus) controlToRefocus(opener, id)?.focus();
    },
    [onClose, opener, id],
  );

  // The body's class stops the page behind the panel from scrolling (SearchPanel.module.css).
  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => {
      document.body.classList.remove(BODY_CLASS);
    };
  }, []);

  // Shown as a modal, then autofocus (the effect runs once the lazily loaded panel is in the page).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  // While loading the input is disabled: focus waits on the dialog, then returns to the input.
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading) dialogRef.current?.focus();
    else if (wasLoading.current) inputRef.current?.focus();
    wasLoading.current = loading;
  }, [loading]);

  // Tab and Shift+Tab cycle through the dialog's controls; a modal dialog alone lets focus out to
  // the browser's toolbar.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) event.preventDefault();
      else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return { dialogRef, inputRef, close };
}
