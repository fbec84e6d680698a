/**
 * Scrolls `list` sideways, as little as needed, so that all of `item` (its child) shows. For rows
 * that scroll sideways on narrow screens (the results page's tabs, the glossary's letters), whose
 * current item may start out of view. Only the list scrolls, never the page. The list must be
 * the item's offset parent (positioned), so that offsets are in its scroll space.
 */
export function revealInList(list: HTMLElement, item: HTMLElement) {
  const start = item.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = start;
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}
