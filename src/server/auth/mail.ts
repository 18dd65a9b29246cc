/**
 * The e-mails carrying a code, in the user's language (French for languages without messages).
 * Sent in the background: the answer must not wait for (or reveal, by its timing) the mail server.
 */
import { createTranslator, type MessageKey } from '../../i18n/messages.ts';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';
import type { AuthCodePurpose } from '../db/schema.ts';
import type { Platform } from '../platform.ts';

const KEYS: Record<AuthCodePurpose, { subject: MessageKey; intro: MessageKey }> = {
  verify_email: { subject: 'auth.mail.verify.subject', intro: 'auth.mail.verify.intro' },
  reset_password: { subject: 'auth.mail.reset.subject', intro: 'auth.mail.reset.intro' },
};

/** Text made safe inside an e-mail's HTML paragraph. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CodeMailTo {
  email: string;
  firstName: string;
  language: string;
}

export function codeMail(appName: string, to: CodeMailTo, purpose: AuthCodePurpose, code: string) {
  const t = createTranslator(isLocale(to.language) ? to.language : DEFAULT_LOCALE);
  const params = { appName, firstName: to.firstName, minutes: 15 };
  const paragraphs = [
    t('auth.mail.greeting', params),
    t(KEYS[purpose].intro, params),
    code,
    t('auth.mail.validity', params),
    t('auth.mail.ignore', params),
  ];
  const html = paragraphs
    .map((p) =>
      p === code
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return { to: to.email, subject: t(KEYS[purpose].subject, params), text: paragraphs.join('\n\n'), html };
}

export function sendCodeMail(platform: Platform, to: CodeMailTo, purpose: AuthCodePurpose, code: string): void {
  platform.mailer
    .send(codeMail(platform.config.appName, to, purpose, code))
    .catch((error: unknown) => platform.logger.error('code e-mail not sent', { purpose, error }));
}
