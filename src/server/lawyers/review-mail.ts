/**
 * The e-mail telling an applicant the admin's decision, in the account's language when the
 * platform writes e-mails in it (French or English), in French otherwise. A verified lawyer
 * gets the address of the public profile; a rejected or withdrawn one gets the admin's note and
 * the address of the lawyer's space, where the profile is corrected and sent back to review.
 */
import { createTranslator, type MessageKey } from '../../i18n/messages.ts';
import { localizePath } from '../../i18n/paths.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { LawyerStatus } from './lawyer-account.types.ts';

export interface ReviewMailInput {
  appName: string;
  /** Origin (or base URL) the links start from. */
  publicUrl: string;
  to: { email: string; firstName: string; language: string };
  slug: string;
  /** The status before the decision: a verified profile rejected is a withdrawal. */
  previousStatus: LawyerStatus;
  decision: { decision: 'verify' } | { decision: 'reject'; note: string };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function reviewMail(input: ReviewMailInput): MailMessage {
  const locale = input.to.language === 'en' ? 'en' : 'fr';
  const t = createTranslator(locale);
  const link = (path: string) => new URL(localizePath(path, locale), input.publicUrl).href;
  const params = { appName: input.appName, firstName: input.to.firstName };
  const greeting = t('auth.mail.greeting', params);
  const signature = t('admin.mail.signature', params);

  if (input.decision.decision === 'verify') {
    const url = link(`/lawyers/${input.slug}`);
    const paragraphs = [
      greeting,
      t('admin.mail.verified.intro', params),
      t('admin.mail.verified.link', { url }),
      t('admin.mail.verified.identity'),
      signature,
    ];
    return compose(input.to.email, t('admin.mail.verified.subject', params), paragraphs, url);
  }
  const withdrawn = input.previousStatus === 'verified';
  const subject: MessageKey = withdrawn ? 'admin.mail.withdrawn.subject' : 'admin.mail.rejected.subject';
  const intro: MessageKey = withdrawn ? 'admin.mail.withdrawn.intro' : 'admin.mail.rejected.intro';
  const url = link('/lawyers/dashboard');
  const paragraphs = [
    greeting,
    t(intro, params),
    input.decision.note,
    t('admin.mail.rejected.link', { url }),
    signature,
  ];
  return compose(input.to.email, t(subject, params), paragraphs, url);
}

function compose(to: string, subject: string, paragraphs: string[], url: string): MailMessage {
  const html = paragraphs
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replaceAll('\n', '<br>')
          .replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`)}</p>`,
    )
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}
