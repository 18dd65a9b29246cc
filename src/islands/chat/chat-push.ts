/**
 * What a `chat_ai_response` push does to the message area (SPEC-COVERAGE §4, §7): pure, so the store
 * only decides whether the push concerns the open conversation and types the answer in.
 */
import type { ChatPush } from '~/shared/events.ts';
import type { ChatEntry } from './chat.contract.ts';
import { answerOf, findEntry, mergeMessage, sameMessage, toEntry } from './chat-entries.ts';

export interface PushResult {
  entries: ChatEntry[];
  /** The answer appended, to be typed in; null when the question failed. */
  answer: ChatEntry | null;
}

/**
 * Completed with an answer: the question completed and the answer appended (typing from '').
 * Failed, or a question without an answer: the question failed with the push's err or
 * `failedText`. Null when the push changes nothing: its question is settled already.
 */
export function applyPush(entries: readonly ChatEntry[], push: ChatPush, failedText: string): PushResult | null {
  const known = findEntry(entries, push.question);
  if (known && known.message.answerStatus !== 'pending') return null;
  const answerMessage = push.status === 'completed' ? push.answer : null;
  const base = known ? mergeMessage(known.message, push.question) : push.question;
  const question = answerMessage
    ? { ...base, answerStatus: 'completed' as const, err: null }
    : { ...base, answerStatus: 'failed' as const, err: push.err ?? failedText };
  const questionEntry: ChatEntry = known ? { ...known, message: question, sendError: null } : toEntry(question);
  const withQuestion = known
    ? entries.map((entry) => (entry === known ? questionEntry : entry))
    : [...entries, questionEntry];
  if (!answerMessage || answerOf(withQuestion, question) || findEntry(withQuestion, answerMessage))
    return { entries: withQuestion, answer: null };
  const answer: ChatEntry = { ...toEntry(answerMessage), typing: '' };
  return { entries: [...withQuestion, answer], answer };
}

/** The push's question is one of the entries shown (the open conversation, or the one being created). */
export function concernsEntries(entries: readonly ChatEntry[], push: ChatPush): boolean {
  return entries.some((entry) => sameMessage(entry.message, push.question));
}
