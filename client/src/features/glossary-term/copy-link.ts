/**
 * Puts a URL on the clipboard: the Clipboard API where the page may use it (a secure context that
 * grants it), else a selected text area and the `copy` command. Resolves whether either worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    // Missing outside secure contexts, whatever the DOM types say.
    const clipboard: Clipboard | undefined = doc.defaultView?.navigator.clipboard;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the copy command.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  const focused = doc.activeElement;
  area.select();
  try {
    // The only fallback where the Clipboard API is missing (plain HTTP, older browsers).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
