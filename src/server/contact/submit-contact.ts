/**
 * A contact message is stored first and e-mailed to support after: if the mail fails the
 * message is still in contact_messages (mailed_at null) for support to read or resend, so
 * the visitor's message is never lost and their submission counts as received.
 */
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { hit, type RateLimit } from '../rate-limit.ts';
import type { ContactInput } from './contact-input.ts';

/** Per client IP address: enough for a real correspondent, not for a flood. */
export const CONTACT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 };

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  appName: string;
}

export interface ContactMeta {
  locale: string;
  userId: string | null;
  ip: string | null;
  now?: Date;
}

export type ContactResult =
  | { kind: 'received'; id: number; mailed: boolean }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

export async function submitContact(deps: ContactDeps, input: ContactInput, meta: ContactMeta): Promise<ContactResult> {
  const now = meta.now ?? new Date();
  // Without an address (never the case behind server.mjs) every such request shares one counter.
  const limit = await hit(deps.db, `contact:${meta.ip ?? 'unknown'}`, CONTACT_RATE_LIMIT, now);
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };

  const { id } = await deps.db
    .insertInto('contact_messages')
    .values({ ...input, locale: meta.locale, user_id: meta.userId, ip_address: meta.ip, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rowId = Number(id);

  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: { name: input.name, address: input.email },
      subject: `[${deps.appName} · contact #${rowId}] ${input.subject}`,
      text: supportMailText(input, meta, rowId, now),
    });
  } catch (error) {
    deps.logger.error('contact message stored but not mailed', { contactMessageId: rowId, error });
    return { kind: 'received', id: rowId, mailed: false };
  }
  await deps.db.updateTable('contact_messages').set({ mailed_at: new Date() }).where('id', '=', rowId).execute();
  return { kind: 'received', id: rowId, mailed: true };
}

function supportMailText(input: ContactInput, meta: ContactMeta, id: number, now: Date): string {
  return [
    `Message n° ${id} reçu le ${now.toISOString()} par le formulaire de contact.`,
    '',
    `Nom : ${input.name}`,
    `E-mail : ${input.email} (répondre à ce message lui écrit directement)`,
    `Langue : ${meta.locale}`,
    `Compte : ${meta.userId ?? 'visiteur non connecté'}`,
    '',
    `Objet : ${input.subject}`,
    '',
    input.message,
    '',
  ].join('\n');
}
