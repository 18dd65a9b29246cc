/**
 * The 60-second wait between two verification-code e-mails on /verify-email. The time of the
 * last send is kept per address in sessionStorage, so a reload does not reset the countdown.
 * The server's rate limit is the real guard; this only spares the visitor a refused request.
 */
import type { Timers } from '~/stores/timers.ts';

export const RESEND_COOLDOWN_SECONDS = 60;
const KEY_PREFIX = 'jurisia:code-sent:';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const keyOf = (email: string) => `${KEY_PREFIX}${email.trim().toLowerCase()}`;

export function secondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const left = Math.ceil(RESEND_COOLDOWN_SECONDS - (now - sentAt) / 1000);
  return Math.min(RESEND_COOLDOWN_SECONDS, Math.max(0, left));
}

/** Blocked storage (private modes) only loses the countdown, never the form. */
export function recordSend(storage: Storage, email: string, now: number): void {
  try {
    storage.setItem(keyOf(email), String(now));
  } catch {
    // Nothing to keep: the button simply stays available.
  }
}

export function lastSend(storage: Storage, email: string): number | null {
  try {
    const value = Number(storage.getItem(keyOf(email)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export interface CooldownDeps {
  button: HTMLButtonElement;
  /** The button's text while waiting, with `{seconds}`. */
  waitingText: string;
  sentAt: number | null;
  now: () => number;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
}

/** Disables the button with a countdown until the wait is over, then restores it. */
export function runCooldown({ button, waitingText, sentAt, now, timers }: CooldownDeps): void {
  const label = button.textContent ?? '';
  const render = (): boolean => {
    const left = secondsLeft(sentAt, now());
    button.disabled = left > 0;
    button.textContent = left > 0 ? waitingText.replace('{seconds}', String(left)) : label;
    return left > 0;
  };
  if (!render()) return;
  const handle = timers.setInterval(() => {
    if (!render()) timers.clearInterval(handle);
  }, 1000);
}
