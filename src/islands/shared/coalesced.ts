/**
 * `run` one at a time: a call while it runs makes it run once more after, rather than being
 * dropped (docs/ARCHITECTURE.md "Real time": a re-read asked while one is under way may be for a
 * question acknowledged meanwhile).
 */
export function coalesced(run: () => Promise<void>): () => Promise<void> {
  let running = false;
  let again = false;
  return async function call(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await run();
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await call();
    }
  };
}
