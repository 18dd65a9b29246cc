import { describe, expect, it } from 'vitest';
import { createPushQueue } from './push-queue.ts';

describe('push queue', () => {
  it('handles pushes one at a time in arrival order, the first at once', async () => {
    const log: string[] = [];
    const releases: (() => void)[] = [];
    const queue = createPushQueue((item: string) => {
      log.push(`start ${item}`);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          log.push(`end ${item}`);
          resolve();
        }),
      );
    });
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(log).toEqual(['start a']);
    releases[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    releases[1]?.();
    await Promise.resolve();
    await Promise.resolve();
    releases[2]?.();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('forgets the pushes waiting when cleared', async () => {
    const handled: string[] = [];
    let release = () => {};
    const queue = createPushQueue((item: string) => {
      handled.push(item);
      return new Promise<void>((resolve) => (release = resolve));
    });
    queue.push('a');
    queue.push('b');
    queue.clear();
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(handled).toEqual(['a']);
  });
});
