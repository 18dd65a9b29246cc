/**
 * The e-mail to the owner of an address someone tried to register again (docs/ARCHITECTURE.md
 * "No account enumeration"): the registration is answered as if it had created an account, and
 * only the address's owner learns that it already had one, with the way to sign in or reset.
 */
import { createTranslator } from '../../i18n/messages.ts';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { Platform } from '../platform.ts';
import { type CodeMailTo, escapeHtml } from './mail.ts';

/** `origin`: the site's address (PUBLIC_URL, else the request's). */
export function accountExistsMail(appName: string, to: CodeMailTo, origin: string) {
  const locale = isLocale(to.language) ? to.language : DEFAULT_LOCALE;
  const t = createTranslator(locale);
  const link = (path: string) => new URL(localizePath(path, locale), origin).href;
  const params = { appName, firstName: to.firstName };
  const paragraphs = [
    t('auth.mail.greeting', params),
    t('auth.mail.exists.intro', params),
    t('auth.mail.exists.signIn', { url: link('/login') }),
    t('auth.mail.exists.reset', { url: link('/forgot-password') }),
    t('auth.mail.ignore', params),
  ];
  return {
    to: to.email,
    subject: t('auth.mail.exists.subject', params),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/** Sent in the background, like the code e-mails: the answer must not wait for the mail server. */
export function sendAccountExistsMail(platform: Platform, to: CodeMailTo, origin: string): void {
  platform.mailer
    .send(accountExistsMail(platform.config.appName, to, origin))
    .catch((error: unknown) => platform.logger.error('account-exists e-mail not sent', { error }));
}
