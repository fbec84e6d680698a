/** Scrolling that respects the visitor's reduced-motion preference. */
export function scrollBehavior(): ScrollBehavior {
  if (typeof window.matchMedia !== 'function') return 'smooth';
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
