/**
 * The chat's refusals (docs/ARCHITECTURE.md "API conventions" error shape): a DomainError that may carry the Retry-After of
 * a rate limit. Routes turn them into `{statusCode, message, code}` (http.ts).
 */
import type { MessageKey } from '../../i18n/messages.ts';
import { DomainError } from '../errors.ts';

export class ChatRefusal extends DomainError {
  /** Seconds to wait before sending again (429), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, key: MessageKey, code: string, retryAfterSeconds: number | null = null) {
    super(status, key, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const discussionNotFound = () => new ChatRefusal(404, 'chat.errors.discussionNotFound', 'not_found');
export const messageNotFound = () => new ChatRefusal(404, 'chat.errors.messageNotFound', 'not_found');
