/**
 * A registration of a taken address does less work than one that creates an account (no rows
 * written, no code issued, no session), and would answer sooner, telling the address is taken
 * (docs/ARCHITECTURE.md "No account enumeration"). Its answer waits until it has taken as long
 * as the recent registrations that created an account did (their median, in this process).
 */
const KEPT = 9;
/** Before any account was created here: about an argon2 hash and a few writes. */
const FIRST_GUESS_MS = 40;

export interface RegistrationTiming {
  /** A registration that created an account took `ms`. */
  created(ms: number): void;
  /** Waits until a taken address's registration, started at `startedAt` (performance.now()), has lasted as long. */
  padTaken(startedAt: number): Promise<void>;
}

export function createRegistrationTiming(): RegistrationTiming {
  const recent: number[] = [];
  const typical = () => {
    if (recent.length === 0) return FIRST_GUESS_MS;
    const sorted = [...recent].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? FIRST_GUESS_MS;
  };
  return {
    created(ms) {
      recent.push(ms);
      if (recent.length > KEPT) recent.shift();
    },
    async padTaken(startedAt) {
      const wait = typical() - (performance.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}

/** One per platform (process). */
const timings = new WeakMap<object, RegistrationTiming>();

export function registrationTiming(platform: object): RegistrationTiming {
  let timing = timings.get(platform);
  if (!timing) {
    timing = createRegistrationTiming();
    timings.set(platform, timing);
  }
  return timing;
}
