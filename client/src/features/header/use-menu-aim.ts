/**
 * The mega-menu's hover: an entry opens when the pointer enters it, except while the pointer heads
 * into the panel already open (menu-aim.ts); leaving the menu closes it. Press and keyboard are
 * the entries' own and unchanged.
 */
import {
  useCallback,
  useEffect,
  useRef,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { AIM_DELAY_MS, aimAt, TRACKED_POSITIONS, type Point } from './menu-aim.js';

/** How the open panel was opened: a press keeps it open on the next press of the same kind. */
export interface OpenEntry {
  id: string;
  by: 'hover' | 'press';
}

/** The track with `at` added (a repeated position is not a move), its latest positions only. */
const withPosition = (track: readonly Point[], at: Point): Point[] => {
  const last = track.at(-1);
  if (last?.x === at.x && last.y === at.y) return [...track];
  return [...track, at].slice(-TRACKED_POSITIONS);
};

/**
 * Hover opens panels only where hovering exists and the menu is a dropdown, so a touch screen's
 * synthetic hover does not fight the tap. Without `matchMedia` (tests, old browsers) hover is on.
 */
function hoverEnabled(): boolean {
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(hover: hover) and (min-width: 768px)').matches;
}

export function useMenuAim({
  navRef,
  open,
  setOpen,
  panelIdOf,
}: {
  navRef: RefObject<HTMLElement | null>;
  open: OpenEntry | null;
  setOpen: Dispatch<SetStateAction<OpenEntry | null>>;
  panelIdOf: (id: string) => string;
}): (id: string, at: Point) => void {
  const track = useRef<Point[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openNow = useRef(open);
  useEffect(() => {
    openNow.current = open;
  }, [open]);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return undefined;
    const onMove = (event: MouseEvent) => {
      track.current = withPosition(track.current, { x: event.clientX, y: event.clientY });
    };
    const onLeave = () => {
      clearTimeout(timer.current);
      track.current = [];
      if (hoverEnabled()) setOpen(null);
    };
    nav.addEventListener('mousemove', onMove, { passive: true });
    nav.addEventListener('mouseleave', onLeave);
    return () => {
      clearTimeout(timer.current);
      nav.removeEventListener('mousemove', onMove);
      nav.removeEventListener('mouseleave', onLeave);
    };
  }, [navRef, setOpen]);

  return useCallback(
    (id: string, at: Point) => {
      clearTimeout(timer.current);
      if (!hoverEnabled()) return;
      track.current = withPosition(track.current, at);
      const attempt = (lastWait: Point | null) => {
        const current = openNow.current;
        if (current?.id === id) return;
        const panel = current ? document.getElementById(panelIdOf(current.id)) : null;
        if (aimAt(track.current, panel?.getBoundingClientRect() ?? null, lastWait) === 'wait') {
          // Checked again later: a pointer that has stopped on this entry then switches to it.
          const waitedAt = track.current.at(-1) ?? null;
          timer.current = setTimeout(() => {
            if (openNow.current !== null) attempt(waitedAt);
          }, AIM_DELAY_MS);
          return;
        }
        setOpen((now) => (now?.id === id ? now : { id, by: 'hover' }));
      };
      attempt(null);
    },
    [panelIdOf, setOpen],
  );
}
