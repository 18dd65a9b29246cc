/**
 * The contact form's fields (docs/ARCHITECTURE.md "API conventions"). Error messages are message keys, so the
 * API answers in the request's language and the page shows them next to each field.
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';

const key = (k: MessageKey) => ({ error: k });
// Name and subject are one-line fields: folding whitespace also keeps line breaks out of mail headers.
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const contactInput = z.object({
  name: z
    .string(key('contact.errors.nameRequired'))
    .trim()
    .min(1, key('contact.errors.nameRequired'))
    .max(100, key('contact.errors.nameTooLong'))
    .transform(oneLine),
  email: z
    .string(key('contact.errors.emailRequired'))
    .trim()
    .min(1, key('contact.errors.emailRequired'))
    .max(254, key('contact.errors.emailInvalid'))
    .pipe(z.email(key('contact.errors.emailInvalid'))),
  subject: z
    .string(key('contact.errors.subjectRequired'))
    .trim()
    .min(1, key('contact.errors.subjectRequired'))
    .max(150, key('contact.errors.subjectTooLong'))
    .transform(oneLine),
  message: z
    .string(key('contact.errors.messageTooShort'))
    .trim()
    .min(10, key('contact.errors.messageTooShort'))
    .max(5000, key('contact.errors.messageTooLong')),
});
export type ContactInput = z.infer<typeof contactInput>;

/**
 * A field hidden from people (off-screen, out of the tab order) that form-filling bots
 * complete. A message with it filled is answered as sent and thrown away, so the bot
 * learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

export function isHoneypotFilled(raw: Record<string, unknown>): boolean {
  const value = raw[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
