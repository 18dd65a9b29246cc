/** A refusal the API shows the user: status, message key, and what the form needs to show it. */
import type { MessageKey } from '../../i18n/messages.ts';
import { DomainError } from '../errors.ts';

export type FieldKeys = Partial<Record<string, MessageKey>>;

export interface AuthErrorOptions {
  code: string;
  fields?: FieldKeys;
  params?: Record<string, string | number>;
  retryAfterSeconds?: number;
  /** Text fields to blank in the re-rendered form (a spent reset token). */
  drop?: readonly string[];
}

/** A DomainError that also tells the form which fields failed and what to keep. */
export class AuthError extends DomainError {
  override name = 'AuthError';
  readonly options: AuthErrorOptions;

  constructor(status: number, key: MessageKey, options: AuthErrorOptions) {
    super(status, key, options.code);
    this.options = options;
  }
}

export function rateLimited(retryAfterSeconds: number): AuthError {
  return new AuthError(429, 'auth.errors.rateLimited', {
    code: 'rate_limited',
    retryAfterSeconds,
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });
}

export function invalidField(field: string, key: MessageKey, status = 400): AuthError {
  return new AuthError(status, 'auth.errors.invalid', { code: 'validation_failed', fields: { [field]: key } });
}
