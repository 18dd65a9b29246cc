import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

describe('a run made one at a time', () => {
  it('runs once more after the run under way when called meanwhile, however often', async () => {
    const releases: (() => void)[] = [];
    let runs = 0;
    const call = coalesced(async () => {
      runs += 1;
      await new Promise<void>((resolve) => releases.push(resolve));
    });
    const first = call();
    void call();
    void call();
    expect(runs).toBe(1);
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    releases.shift()?.();
    await first;
    expect(runs).toBe(2);
  });
});
