/** True when the user asked the system for less motion: the map then jumps instead of gliding or flying. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
