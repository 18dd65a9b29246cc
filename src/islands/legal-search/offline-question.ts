/**
 * A question asked while offline (docs/ARCHITECTURE.md "Offline"): kept in the browser's lasting
 * storage (localStorage, so closing the tab does not lose it) until the connection is back and
 * the server has it; one at a time, as the search asks one question at a time. It is filed in
 * the outbox too, for the service worker to send if the page is closed by then.
 */
import type { HeldQuestion } from '~/stores/outbox.ts';
import type { SessionStore } from './saved-search.ts';

export const OFFLINE_QUESTION_KEY = 'jurisia.legal-search.offline';

export interface OfflineQuestion {
  localId: string;
  questionText: string;
  language: string;
  /** ISO date it was asked. */
  askedAt: string;
}

export function readOfflineQuestion(storage: SessionStore | null): OfflineQuestion | null {
  try {
    const value = JSON.parse(storage?.getItem(OFFLINE_QUESTION_KEY) ?? 'null') as Partial<OfflineQuestion> | null;
    return typeof value?.localId === 'string' &&
      typeof value.questionText === 'string' &&
      typeof value.language === 'string' &&
      typeof value.askedAt === 'string' &&
      !Number.isNaN(Date.parse(value.askedAt))
      ? (value as OfflineQuestion)
      : null;
  } catch {
    return null;
  }
}

/** Storage may be blocked or full: the question then waits only as long as the page lives. */
export function writeOfflineQuestion(storage: SessionStore | null, question: OfflineQuestion | null): void {
  try {
    if (question) storage?.setItem(OFFLINE_QUESTION_KEY, JSON.stringify(question));
    else storage?.removeItem(OFFLINE_QUESTION_KEY);
  } catch {
    // Nothing to do: the question is on screen, waiting.
  }
}

/** The same question as the service worker sends it (shared/outbox.ts): the search's form fields. */
export function outboxQuestion({ localId, questionText, language, askedAt }: OfflineQuestion): HeldQuestion {
  return { localId, kind: 'legal-search', fields: { questionText, localId, language }, askedAt };
}
