/**
 * Pushes handled one at a time in arrival order (SPEC-COVERAGE §4): a push waits until the one before it
 * is done, typing of its answer included, so answers never interleave.
 */
export function createPushQueue<T>(handle: (item: T) => Promise<void> | void) {
  const waiting: T[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      for (let item = waiting.shift(); item !== undefined; item = waiting.shift()) await handle(item);
    } finally {
      running = false;
    }
  }

  return {
    /** Handles `item` now when the queue is idle (synchronously up to its first wait), else after the others. */
    push(item: T): void {
      waiting.push(item);
      if (!running) void drain();
    },
    /** Forgets the pushes not handled yet. */
    clear(): void {
      waiting.length = 0;
    },
  };
}
