import { describe, expect, it } from 'vitest';
import { CALENDAR_SWIPE_MAX_MS, CALENDAR_SWIPE_MAX_Y, CALENDAR_SWIPE_MIN_X } from '~/documents/template.types.ts';
import { swipeDirection } from './swipe.ts';

const start = { x: 200, y: 100, time: 1000 };
const end = (dx: number, dy: number, ms: number) => ({ x: start.x + dx, y: start.y + dy, time: start.time + ms });

describe('calendar swipe rule', () => {
  it('uses the SPEC-COVERAGE §9 defaults', () => {
    expect([CALENDAR_SWIPE_MAX_MS, CALENDAR_SWIPE_MIN_X, CALENDAR_SWIPE_MAX_Y]).toEqual([300, 60, 80]);
  });

  it('turns to the next month on a quick stroke to the left, the previous one to the right', () => {
    expect(swipeDirection(start, end(-100, 10, 150))).toBe('next');
    expect(swipeDirection(start, end(100, -10, 150))).toBe('previous');
  });

  it('counts a stroke exactly at the limits', () => {
    expect(swipeDirection(start, end(-60, 80, 300))).toBe('next');
    expect(swipeDirection(start, end(60, -80, 300))).toBe('previous');
  });

  it('ignores a stroke that is too slow, too short or too vertical', () => {
    expect(swipeDirection(start, end(-100, 0, 301))).toBeNull();
    expect(swipeDirection(start, end(-59, 0, 100))).toBeNull();
    expect(swipeDirection(start, end(-100, 81, 100))).toBeNull();
    expect(swipeDirection(start, end(100, -81, 100))).toBeNull();
  });

  it('ignores a tap and an end before the start', () => {
    expect(swipeDirection(start, end(0, 0, 50))).toBeNull();
    expect(swipeDirection(start, end(-100, 0, -5))).toBeNull();
  });
});
