import { describe, expect, it } from 'vitest';
import { createJobWake } from './job-wake.ts';

describe('the job wake', () => {
  it('does nothing before a runner is connected, then wakes the one connected last', () => {
    const jobs = createJobWake();
    jobs.wake();
    let first = 0;
    let second = 0;
    jobs.connect({ wake: () => first++ });
    jobs.wake();
    jobs.connect({ wake: () => second++ });
    jobs.wake();
    jobs.wake();
    expect([first, second]).toEqual([1, 2]);
  });
});
