/**
 * Pure rules of the message area (SPEC-COVERAGE §4): matching a message with its optimistic copy, merging
 * what the server says into what the screen shows without taking back a settled status, and
 * pages of older messages.
 */
import type { ChatMessage, ThinkMode } from '~/shared/events.ts';
import type { ChatEntry } from './chat.contract.ts';

export function entryKey(message: Pick<ChatMessage, '_id' | 'localId'>): string {
  return message.localId ?? message._id;
}

export function toEntry(message: ChatMessage, sendError: string | null = null): ChatEntry {
  return { key: entryKey(message), message, sendError, typing: null };
}

/** The same message: by server id once known, else by the browser's localId. */
export function sameMessage(a: Pick<ChatMessage, '_id' | 'localId'>, b: Pick<ChatMessage, '_id' | 'localId'>): boolean {
  return (a._id !== '' && a._id === b._id) || (a.localId !== null && a.localId === b.localId);
}

export function findEntry(
  entries: readonly ChatEntry[],
  message: Pick<ChatMessage, '_id' | 'localId'>,
): ChatEntry | undefined {
  return entries.find((entry) => sameMessage(entry.message, message));
}

/** Sent and not answered yet; a question waiting for the connection is not sent. */
export function isAwaitingAnswer(entry: ChatEntry): boolean {
  return entry.message.senderType === 'user' && entry.message.answerStatus === 'pending' && !entry.waiting;
}

/** The answer already shown for `question`, if any (SPEC: one answer per question). */
export function answerOf(entries: readonly ChatEntry[], question: Pick<ChatMessage, '_id'>): ChatEntry | undefined {
  return question._id === ''
    ? undefined
    : entries.find((entry) => entry.message.senderType === 'bot' && entry.message.replyTo === question._id);
}

export interface NewMessage {
  contentText: string;
  localId: string;
  /** '' while the conversation is not created yet. */
  discussion: string;
  thinkMode: ThinkMode;
  isAudioQuestion: boolean;
  now: Date;
}

/** The user's message as shown at once, before the server acknowledges it (SPEC-COVERAGE §4: pending). */
export function optimisticMessage(draft: NewMessage): ChatMessage {
  const at = draft.now.toISOString();
  return {
    _id: '',
    localId: draft.localId,
    contentText: draft.contentText,
    sender: null,
    senderType: 'user',
    discussion: draft.discussion,
    audioFile: null,
    isAudioQuestion: draft.isAudioQuestion,
    answerStatus: 'pending',
    replyTo: null,
    sources: [],
    thinkMode: draft.thinkMode,
    retryCount: 0,
    feedback: null,
    err: null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * What we now know of a message: the server's copy, except that a late "pending" (a POST answer
 * after the push, a page read before the answer) is older news than a settled question and
 * brings only its ids: it takes back neither the status nor the text (a spoken question's
 * transcript comes with the push, after the POST answered with no text). A completed message
 * never changes status, and retries never count down.
 */
export function mergeMessage(known: ChatMessage, incoming: ChatMessage): ChatMessage {
  const late = known.answerStatus !== 'pending' && incoming.answerStatus === 'pending';
  const keepStatus = known.answerStatus === 'completed' || late;
  return {
    ...(late ? known : incoming),
    _id: incoming._id || known._id,
    localId: incoming.localId ?? known.localId,
    retryCount: Math.max(known.retryCount, incoming.retryCount),
    ...(keepStatus ? { answerStatus: known.answerStatus, err: known.err } : {}),
  };
}

/** Messages read from the server: known ones updated in place, new ones appended in the order given. */
export function mergeMessages(entries: readonly ChatEntry[], incoming: readonly ChatMessage[]): ChatEntry[] {
  const fresh = incoming.filter((message) => !findEntry(entries, message));
  const updated = entries.map((entry) => {
    const match = incoming.find((message) => sameMessage(entry.message, message));
    return match
      ? { ...entry, message: mergeMessage(entry.message, match), sendError: match._id ? null : entry.sendError }
      : entry;
  });
  return [...updated, ...fresh.map((message) => toEntry(message))];
}

/** An older page above the messages shown; messages that moved pages meanwhile are not repeated. */
export function prependOlder(entries: readonly ChatEntry[], older: readonly ChatMessage[]): ChatEntry[] {
  return [...older.filter((message) => !findEntry(entries, message)).map((message) => toEntry(message)), ...entries];
}
