/**
 * Asking the server for an answer read aloud and waiting until it is ready (SPEC-COVERAGE §4, §9):
 * POST starts the synthesis (or finds it done); a pending one ends with the `answer_audio`
 * push, and a GET every few seconds covers a socket that is down. Gives the storage URL of the
 * spoken answer, to play with the player's `waitFor`.
 */
import type { AnswerAudioPush, AnswerSpeech, SpeechTarget } from '~/shared/audio.ts';
import { HttpError, type HttpClient } from '~/stores/http.ts';
import type { TimerHandle, Timers } from '~/stores/timers.ts';

export const SPEECH_POLL_MS = 3000;
export const SPEECH_TIMEOUT_MS = 90_000;
/** speech.errors.failed in French: the default when no translated text is given. */
export const SPEECH_FAILED_MESSAGE = 'La lecture à voix haute a échoué. Réessayez.';

export interface SpeechRequestDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  /** Subscribes to `answer_audio` pushes; returns the unsubscribe function. */
  onPush: (handler: (push: AnswerAudioPush) => void) => () => void;
  timers: Timers;
  pollMs?: number;
  timeoutMs?: number;
  /** The translated speech.errors.failed, said on a timeout or a failure without reason. */
  failedText?: string;
}

export interface SpeechRequests {
  /** The storage URL of the answer read aloud; rejects with the reason in the user's words. */
  audioOf(target: SpeechTarget, id: string): Promise<string>;
}

export function speechPath(target: SpeechTarget, id: string): string {
  const area = target === 'message' ? 'message' : 'legalsearch';
  return `/api/e/${area}/${encodeURIComponent(id)}/speech`;
}

export function createSpeechRequests({
  http,
  onPush,
  timers,
  pollMs = SPEECH_POLL_MS,
  timeoutMs = SPEECH_TIMEOUT_MS,
  failedText = SPEECH_FAILED_MESSAGE,
}: SpeechRequestDeps): SpeechRequests {
  // Two clicks on the same answer wait for one synthesis.
  const pending = new Map<string, Promise<string>>();

  function request(target: SpeechTarget, id: string): Promise<string> {
    const path = speechPath(target, id);
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      let unsubscribe: (() => void) | null = null;
      let timeout: TimerHandle | null = null;
      let polling: TimerHandle | null = null;

      /** Unsubscribes and clears everything; false when already settled. */
      function finish(): boolean {
        if (settled) return false;
        settled = true;
        unsubscribe?.();
        if (timeout !== null) timers.clearTimeout(timeout);
        if (polling !== null) timers.clearTimeout(polling);
        return true;
      }
      function succeed(url: string): void {
        if (finish()) resolve(url);
      }
      function failWith(error: Error): void {
        if (finish()) reject(error);
      }

      /** Settles on `ready` or `failed`; true when it did. */
      function settleOn(speech: Pick<AnswerSpeech, 'status' | 'audioFile' | 'err'> | undefined): boolean {
        if (!speech) return false;
        if (speech.status === 'ready') {
          if (speech.audioFile) succeed(speech.audioFile);
          else failWith(new Error(failedText));
          return true;
        }
        if (speech.status === 'failed') {
          failWith(new Error(speech.err || failedText));
          return true;
        }
        return false;
      }

      // One GET at a time: the next is planned once the previous has answered.
      function schedulePoll(): void {
        if (!settled) polling = timers.setTimeout(() => void poll(), pollMs);
      }

      async function poll(): Promise<void> {
        polling = null;
        try {
          const answer = await http.get<{ data?: AnswerSpeech } | undefined>(path);
          if (settled || settleOn(answer?.data)) return;
        } catch {
          // The GET is only the fallback: the push or the timeout decides.
        }
        schedulePoll();
      }

      // Listening before asking: a synthesis that ends while the POST answers is not missed.
      const stop = onPush((push) => {
        if (push.target === target && push.id === id) settleOn(push);
      });
      if (settled) {
        stop();
        return;
      }
      unsubscribe = stop;
      timeout = timers.setTimeout(() => failWith(new Error(failedText)), timeoutMs);

      http.post<{ data?: AnswerSpeech } | undefined>(path).then(
        (answer) => {
          // Pending (or an answer without its state): wait for the push, polling meanwhile.
          if (!settled && !settleOn(answer?.data)) schedulePoll();
        },
        (error: unknown) => failWith(error instanceof HttpError ? error : new Error(failedText)),
      );
    });
  }

  return {
    audioOf(target, id) {
      const key = `${target}:${id}`;
      let promise = pending.get(key);
      if (!promise) {
        promise = request(target, id).finally(() => pending.delete(key));
        pending.set(key, promise);
      }
      return promise;
    },
  };
}
