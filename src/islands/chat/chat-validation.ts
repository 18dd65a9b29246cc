/**
 * The checks made before a chat call leaves the browser (SPEC-COVERAGE §5, §9), and how a failed send
 * is told (SPEC-COVERAGE §8). Pure: the store passes in what it counts.
 */
import {
  isValidDiscussionId,
  MAX_CONCURRENT_OPERATIONS,
  MAX_RETRIES,
  MESSAGE_MAX_LENGTH,
} from '~/shared/chat-rules.ts';
import type { ChatMessage } from '~/shared/events.ts';
import { isConnectionFailure } from '~/stores/errors.ts';
import { messageOf, statusOf } from '../shared/errors.ts';
import type { ChatTexts } from './chat-texts.ts';

/** Each problem is named after the text that tells it. */
export type ChatProblem = 'empty' | 'tooLong' | 'invalidDiscussion' | 'tooManyOperations' | 'maxRetries';

export interface SendCheck {
  /** The text to send, trimmed. */
  text: string;
  hasAudio: boolean;
  /** The open conversation's id; null for a new conversation. */
  discussionId: string | null;
  /** Chat operations under way. */
  operations: number;
}

/** SPEC-COVERAGE §5: fewer than MAX_CONCURRENT_OPERATIONS chat operations at once. */
export function tooBusy(operations: number): boolean {
  return operations >= MAX_CONCURRENT_OPERATIONS;
}

/** SPEC-COVERAGE §5 in this order: text or audio, length, conversation id, operations under way. */
export function sendProblem({ text, hasAudio, discussionId, operations }: SendCheck): ChatProblem | null {
  if (text === '' && !hasAudio) return 'empty';
  if (text.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  if (discussionId !== null && !isValidDiscussionId(discussionId)) return 'invalidDiscussion';
  if (tooBusy(operations)) return 'tooManyOperations';
  return null;
}

/** SPEC-COVERAGE §4: only a failed user message can be sent again. */
export function isRetryable(message: ChatMessage): boolean {
  return message.senderType === 'user' && message.answerStatus === 'failed';
}

/** SPEC-COVERAGE §5: at most MAX_RETRIES retries per message, fewer than MAX_CONCURRENT_OPERATIONS at once. */
export function retryProblem(message: ChatMessage, operations: number): ChatProblem | null {
  if (message.retryCount >= MAX_RETRIES) return 'maxRetries';
  if (tooBusy(operations)) return 'tooManyOperations';
  return null;
}

/** SPEC-COVERAGE §8: the connection, a message too large, too many messages; otherwise the server's own words. */
export function sendErrorText(error: unknown, texts: Pick<ChatTexts, 'network' | 'tooLarge' | 'rateLimited'>): string {
  if (isConnectionFailure(error)) return texts.network;
  if (statusOf(error) === 413) return texts.tooLarge;
  if (statusOf(error) === 429) return texts.rateLimited;
  return messageOf(error);
}
