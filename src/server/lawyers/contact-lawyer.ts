/**
 * A signed-in user's message to a listed lawyer (POST /api/lawyers/{id}/contact, docs/ARCHITECTURE.md "API conventions"
 * "Lawyers"). Like the site's contact form, the request is stored first and e-mailed after:
 * if the mail fails it is still in lawyer_contacts (mailed_at null) and the lawyer reads it in
 * their space, so the sender's message is never lost and counts as sent. The lawyer's e-mail
 * address is used here only, never answered.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hit } from '../rate-limit.ts';
import { type ContactLawyerInput, LAWYER_CONTACT_RATE_LIMIT } from './lawyer-account.types.ts';
import type { Lawyer } from './lawyer.types.ts';
import { type DirectoryOptions, findLawyer } from './lawyers.ts';
import { readSharedItem, type SharedItem, type SummaryLabels } from './shared-summary.ts';

/** A listed lawyer with what contacting them needs and the directory never shows. */
export interface ContactTarget {
  lawyer: Lawyer;
  /** The lawyer's account; null for demo profiles. */
  userId: string | null;
  email: string | null;
}

/** A listed lawyer (verified; demo only in demo mode) by id or slug, or null. */
export async function findContactTarget(
  db: Db,
  idOrSlug: string,
  options: DirectoryOptions,
): Promise<ContactTarget | null> {
  const lawyer = await findLawyer(db, idOrSlug, options);
  return lawyer ? { lawyer, ...(await lawyerAccount(db, lawyer._id)) } : null;
}

/** The account and address behind a profile the caller has already found. */
export async function lawyerAccount(db: Db, lawyerId: string): Promise<Omit<ContactTarget, 'lawyer'>> {
  const row = await db
    .selectFrom('lawyers')
    .select(['user_id', 'email'])
    .where('id', '=', lawyerId)
    .executeTakeFirstOrThrow();
  return { userId: row.user_id, email: row.email };
}

/**
 * Why this sender cannot write to this lawyer: a fictitious profile, their own, or an address
 * not yet verified — the lawyer answers by e-mail, and must not be led to write to someone
 * who never asked.
 */
export type ContactRefusal = 'demo' | 'own-profile' | 'email-unverified';

export function contactRefusal(
  target: { lawyer: Pick<Lawyer, 'demo'>; userId: string | null },
  sender: { _id: string; emailVerified: boolean },
): ContactRefusal | null {
  if (target.lawyer.demo) return 'demo';
  if (target.userId !== null && target.userId === sender._id) return 'own-profile';
  if (!sender.emailVerified) return 'email-unverified';
  return null;
}

export interface ContactSender {
  id: string;
  firstName: string;
  lastName: string;
  /** The account's address: the lawyer answers there. */
  email: string;
}

export interface ContactLawyerDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appName: string;
  /** Absolute address of the lawyer's space, where they read every request. */
  dashboardUrl: string;
}

export interface ContactLawyerRequest {
  target: ContactTarget;
  sender: ContactSender;
  input: ContactLawyerInput;
  locale: string;
  /** The summary's labels, in the sender's language. */
  labels: SummaryLabels;
  now?: Date;
}

export type ContactLawyerResult =
  | { kind: 'sent'; id: string; createdAt: Date; mailed: boolean }
  /** The share is not one of the sender's conversations or answered searches. */
  | { kind: 'share-not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Sends a request the caller has validated and found allowed (contactRefusal). The share is
 * checked before the rate limit, so a mistake costs no try; nothing is stored past the limit.
 */
export async function contactLawyer(
  deps: ContactLawyerDeps,
  request: ContactLawyerRequest,
): Promise<ContactLawyerResult> {
  const { target, sender, input } = request;
  const now = request.now ?? new Date();
  const shared = input.share ? await readSharedItem(deps.db, sender.id, input.share, request.labels) : null;
  if (input.share && !shared) return { kind: 'share-not-found' };

  const limit = await hit(deps.db, `lawyer-contact:${sender.id}`, LAWYER_CONTACT_RATE_LIMIT, now);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };

  const id = randomUUID();
  await deps.db
    .insertInto('lawyer_contacts')
    .values({
      id,
      lawyer_id: target.lawyer._id,
      user_id: sender.id,
      subject: input.subject,
      message: input.message,
      shared_kind: shared?.kind ?? null,
      shared_id: input.share?.id ?? null,
      shared_title: shared?.title ?? null,
      shared_summary: shared?.summary ?? null,
      locale: request.locale,
      created_at: now,
    })
    .execute();

  const mailed = await mailLawyer(deps, { ...request, shared }, id);
  if (mailed)
    await deps.db.updateTable('lawyer_contacts').set({ mailed_at: new Date() }).where('id', '=', id).execute();
  return { kind: 'sent', id, createdAt: now, mailed };
}

async function mailLawyer(
  deps: ContactLawyerDeps,
  request: ContactLawyerRequest & { shared: SharedItem | null },
  id: string,
): Promise<boolean> {
  const { target, sender, input } = request;
  if (!target.email) {
    deps.logger.warn('lawyer contact request stored but the lawyer has no e-mail address', {
      lawyerContactId: id,
      lawyerId: target.lawyer._id,
    });
    return false;
  }
  try {
    await deps.mailer.send({
      to: target.email,
      replyTo: { name: senderName(sender), address: sender.email },
      subject: `[${deps.appName}] Demande de contact : ${input.subject}`,
      text: lawyerMailText(deps, sender, input, request.shared),
    });
    return true;
  } catch (error) {
    deps.logger.error('lawyer contact request stored but not mailed', {
      lawyerContactId: id,
      lawyerId: target.lawyer._id,
      error,
    });
    return false;
  }
}

const senderName = (sender: ContactSender) => `${sender.firstName} ${sender.lastName}`.trim();

const SHARED_LABELS = { conversation: 'une conversation', search: 'une recherche juridique' } as const;

/**
 * In French, the directory's language: the lawyer's own language is not known here. What the
 * sender typed and shared is quoted as it is.
 */
function lawyerMailText(
  deps: Pick<ContactLawyerDeps, 'appName' | 'dashboardUrl'>,
  sender: ContactSender,
  input: ContactLawyerInput,
  shared: SharedItem | null,
): string {
  const lines = [
    `${senderName(sender)} vous écrit par ${deps.appName}.`,
    `Son adresse e-mail : ${sender.email} (répondre à ce message lui écrit directement).`,
    '',
    `Objet : ${input.subject}`,
    '',
    input.message,
    '',
  ];
  if (shared) {
    lines.push(
      `Résumé d’${SHARED_LABELS[shared.kind]} partagé avec son accord : « ${shared.title} »`,
      '',
      shared.summary,
      '',
    );
  }
  lines.push('—', `Retrouvez cette demande et les précédentes dans votre espace avocat : ${deps.dashboardUrl}`, '');
  return lines.join('\n');
}
