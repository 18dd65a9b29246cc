/**
 * The wait before retrying a failed job: doubling from `baseMs`, capped at `capMs`, then
 * scaled by a random factor in [0.5, 1] so jobs that failed together (a provider outage) do not
 * all come back at the same moment.
 */
export interface BackoffOptions {
  baseMs?: number;
  capMs?: number;
  /** A number in [0, 1); Math.random by default. */
  random?: () => number;
}

/** Returns the delay after the failure of `attempt` (1-based). */
export function exponentialBackoff({
  baseMs = 1000,
  capMs = 60_000,
  random = Math.random,
}: BackoffOptions = {}): (attempt: number) => number {
  return (attempt) => {
    const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling * (0.5 + random() / 2));
  };
}
