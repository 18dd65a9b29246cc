/** The calendar's swipe rule (SPEC-COVERAGE §9 "Calendar input defaults"): a quick, mostly horizontal stroke turns the month. */
import { CALENDAR_SWIPE_MAX_MS, CALENDAR_SWIPE_MAX_Y, CALENDAR_SWIPE_MIN_X } from '~/documents/template.types.ts';

export interface SwipePoint {
  x: number;
  y: number;
  /** Milliseconds. */
  time: number;
}

/** Where the stroke turns the month: towards the left shows the next one, like turning a page. */
export type SwipeDirection = 'previous' | 'next';

/**
 * A stroke counts when it lasts at most CALENDAR_SWIPE_MAX_MS, moves at least
 * CALENDAR_SWIPE_MIN_X across and at most CALENDAR_SWIPE_MAX_Y up or down; a slower or more
 * vertical one is a scroll or a tap, and leaves the month alone.
 */
export function swipeDirection(start: SwipePoint, end: SwipePoint): SwipeDirection | null {
  const dx = end.x - start.x;
  const elapsed = end.time - start.time;
  if (elapsed < 0 || elapsed > CALENDAR_SWIPE_MAX_MS) return null;
  if (Math.abs(dx) < CALENDAR_SWIPE_MIN_X || Math.abs(end.y - start.y) > CALENDAR_SWIPE_MAX_Y) return null;
  return dx < 0 ? 'next' : 'previous';
}
