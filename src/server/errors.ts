/**
 * A refusal a domain module hands to its route: the HTTP status, the message key shown to the
 * user (translated by the route) and a stable machine code for the JSON answer. Routes map
 * it to `{statusCode, message, code}` (docs/ARCHITECTURE.md "API conventions"); anything else is a 500.
 */
import type { MessageKey } from '../i18n/messages.ts';

export class DomainError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  readonly code: string;

  constructor(status: number, key: MessageKey, code: string) {
    super(key);
    this.status = status;
    this.key = key;
    this.code = code;
  }
}
