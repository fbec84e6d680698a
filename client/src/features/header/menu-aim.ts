/**
 * Hover intent for the mega-menu, after the menu-aim technique (kamens/jQuery-menu-aim): while a
 * panel is open, a pointer whose path heads into that panel is on its way there, so an entry it
 * crosses on the way does not take over. Pure geometry, in the viewport's coordinates (y down).
 */

export interface Point {
  x: number;
  y: number;
}

/** A box as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The pointer positions kept: the oldest of them is where the current move started. */
export const TRACKED_POSITIONS = 3;
/** How far beyond the panel's corners a path still counts as heading into it. */
export const AIM_TOLERANCE_PX = 75;
/** How long a pointer heading into the panel may cross another entry before that one is checked. */
export const AIM_DELAY_MS = 300;

const cross = (o: Point, a: Point, b: Point) =>
  (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

const inside = (box: Box, p: Point) =>
  p.x >= box.left && p.x <= box.right && p.y >= box.top && p.y <= box.bottom;

/**
 * Whether the move from `from` to `to` heads into `panel`, which hangs below the entries: `to` is
 * within the triangle from `from` to the panel's top corners (widened by `tolerance`), or already
 * over the panel. A pointer that has not moved is heading nowhere.
 */
export function isHeadingInto(
  from: Point,
  to: Point,
  panel: Box,
  tolerance = AIM_TOLERANCE_PX,
): boolean {
  if (inside(panel, to)) return true;
  if (from.x === to.x && from.y === to.y) return false;
  const left = { x: panel.left - tolerance, y: panel.top };
  const right = { x: panel.right + tolerance, y: panel.top };
  const sides = [cross(from, left, to), cross(left, right, to), cross(right, from, to)];
  return !(sides.some((s) => s < 0) && sides.some((s) => s > 0));
}

/**
 * What to do when the pointer is over an entry other than the open one: `wait` while it heads into
 * the open panel, else `switch`. `track` holds the latest positions, oldest first; `lastWait` is
 * where the previous check waited: a pointer still there has stopped on the entry, which switches.
 */
export function aimAt(
  track: readonly Point[],
  panel: Box | null,
  lastWait: Point | null,
): 'switch' | 'wait' {
  const to = track.at(-1);
  const from = track[0];
  if (!panel || !to || !from) return 'switch';
  if (lastWait && lastWait.x === to.x && lastWait.y === to.y) return 'switch';
  return isHeadingInto(from, to, panel) ? 'wait' : 'switch';
}
