/**
 * Scrolls `list` sideways just enough to show all of `item`, never the page. `list` must be the
 * item's offset parent (positioned), so that offsets are in its scroll space.
 */
export function revealInList(list: HTMLElement, item: HTMLElement) {
  const start = item.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}
