import { describe, expect, it } from 'vitest';
import { exponentialBackoff } from './backoff.ts';

describe('exponentialBackoff', () => {
  it('doubles from one second and stops at sixty', () => {
    const highest = exponentialBackoff({ random: () => 0.999_999 });
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(highest)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('waits at least half of the doubled delay, so retries spread out', () => {
    const lowest = exponentialBackoff({ random: () => 0 });
    expect([1, 2, 7].map(lowest)).toEqual([500, 1000, 30_000]);
    const delays = new Set(Array.from({ length: 20 }, () => exponentialBackoff()(3)));
    expect(delays.size).toBeGreaterThan(1);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2000);
  });

  it('takes its base and ceiling from the caller', () => {
    const backoff = exponentialBackoff({ baseMs: 100, capMs: 250, random: () => 0.999_999 });
    expect([1, 2, 3].map(backoff)).toEqual([100, 200, 250]);
  });
});
