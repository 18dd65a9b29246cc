/**
 * The body of POST /api/lawyers/{id}/contact, from a script (JSON: `shareKind`, `shareId`,
 * `consent: true`) or the profile page's plain form (a select `share` = `conversation:<id>`,
 * `search:<id>` or empty, and a checkbox `consent`), read into one ContactLawyerInput. Error
 * messages are message keys, so the API answers in the request's language and the page shows
 * them beside each field. Whether the shared item is the sender's own is checked later, on
 * the database.
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';
import { type ContactLawyerInput, SHARED_KINDS } from './lawyer-account.types.ts';

/** The profile page's form id (src/http/form-page.ts). */
export const LAWYER_CONTACT_FORM = 'lawyer-contact';
/** The form's fields, put back into it after a failed post. */
export const LAWYER_CONTACT_FIELDS = ['subject', 'message', 'share', 'consent'] as const;

export const SUBJECT_MAX = 150;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;

const key = (k: MessageKey) => ({ error: k });
// The subject goes into a mail header: folding whitespace keeps line breaks out of it.
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
// What a checkbox sends when ticked ('on' unless it has a value), or a script's `true`.
const TICKED: readonly unknown[] = [true, 'on', 'true', '1'];

/** The share of either shape; `undefined` parts fail the schema with the `share` error. */
function shareOf(raw: Record<string, unknown>): unknown {
  if (typeof raw['share'] === 'string') {
    const value = raw['share'].trim();
    if (value === '') return null;
    const colon = value.indexOf(':');
    return colon < 0 ? { kind: value } : { kind: value.slice(0, colon), id: value.slice(colon + 1) };
  }
  const kind = raw['shareKind'];
  const id = raw['shareId'];
  const absent = (v: unknown) => v === undefined || v === null || v === '';
  return absent(kind) && absent(id) ? null : { kind, id };
}

const shareError = key('lawyers.contact.errors.shareInvalid');

const schema = z
  .object({
    subject: z
      .string(key('lawyers.contact.errors.subjectRequired'))
      .trim()
      .min(1, key('lawyers.contact.errors.subjectRequired'))
      .max(SUBJECT_MAX, key('lawyers.contact.errors.subjectTooLong'))
      .transform(oneLine),
    message: z
      .string(key('lawyers.contact.errors.messageTooShort'))
      .trim()
      .min(MESSAGE_MIN, key('lawyers.contact.errors.messageTooShort'))
      .max(MESSAGE_MAX, key('lawyers.contact.errors.messageTooLong')),
    share: z
      .object({
        kind: z.enum(SHARED_KINDS, shareError),
        id: z.string(shareError).trim().min(1, shareError).max(100, shareError),
      })
      .nullable(),
    consent: z.boolean(),
  })
  .superRefine((input, ctx) => {
    if (input.share && !input.consent)
      ctx.addIssue({
        code: 'custom',
        path: ['consent'],
        message: 'lawyers.contact.errors.consentRequired' satisfies MessageKey,
      });
  });

/** Parses either body shape; without a share, `consent` is kept as sent but means nothing. */
export const contactLawyerInput = z.preprocess((raw) => {
  const data = (raw ?? {}) as Record<string, unknown>;
  return {
    subject: data['subject'],
    message: data['message'],
    share: shareOf(data),
    consent: TICKED.includes(data['consent']),
  };
}, schema) satisfies z.ZodType<ContactLawyerInput>;
