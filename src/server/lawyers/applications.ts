/**
 * A signed-in user's lawyer profile (docs/ARCHITECTURE.md "Lawyer directory"): applying, then editing. The status
 * says whether the directory lists it; whatever the admin checked against the bar's roll
 * (IDENTITY_FIELDS) cannot change on a listed profile without a new review.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  IDENTITY_FIELDS,
  type LawyerApplication,
  type LawyerStatus,
  type OwnLawyerProfile,
} from './lawyer-account.types.ts';
import { syncLawyerRole } from './lawyer-role.ts';
import { freeSlug, slugBase } from './lawyer-slug.ts';
import { toOwnProfile } from './own-profile.ts';

export async function findOwnProfile(db: Db, userId: string): Promise<OwnLawyerProfile | null> {
  const row = await db.selectFrom('lawyers').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? toOwnProfile(row) : null;
}

export interface ApplicationDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  appName: string;
  /** Makes the link in the mail to support absolute; a path otherwise. */
  publicUrl?: string | undefined;
}

/** `submitted`: a first application; `resubmitted`: back to review; `saved`: the status is unchanged. */
export type SaveOutcome = 'submitted' | 'saved' | 'resubmitted';

export interface ApplicantAccount {
  _id: string;
  avatarUrl: string | null;
}

/** Whether a save sends the profile (back) to review, and in what status it ends. */
export function nextStatus(
  current: LawyerStatus,
  before: LawyerApplication,
  after: LawyerApplication,
): { status: LawyerStatus; outcome: SaveOutcome } {
  if (current === 'rejected') return { status: 'pending', outcome: 'resubmitted' };
  if (current === 'verified' && IDENTITY_FIELDS.some((field) => before[field] !== after[field]))
    return { status: 'pending', outcome: 'resubmitted' };
  return { status: current, outcome: 'saved' };
}

const columns = (input: LawyerApplication) => ({
  first_name: input.firstName,
  last_name: input.lastName,
  bar: input.bar,
  bar_number: input.barNumber,
  city: input.city,
  country: input.country,
  specialties: JSON.stringify(input.specialties),
  languages: JSON.stringify(input.languages),
  years_of_practice: input.yearsOfPractice,
  bio: input.bio,
  fees: input.fees,
  office: input.office,
  email: input.email,
});

/** Tries a few slugs: each insert can lose a race for its slug to another applicant. */
const SLUG_ATTEMPTS = 5;

/**
 * Creates the account's profile (pending, with a slug of its own) or updates it, moving it
 * back to review when `nextStatus` says so; the account's role follows. On a submission or
 * resubmission support is e-mailed; a mail failure is logged and the save stands.
 */
export async function saveApplication(
  deps: ApplicationDeps,
  account: ApplicantAccount,
  input: LawyerApplication,
  now: Date,
): Promise<{ profile: OwnLawyerProfile; outcome: SaveOutcome }> {
  const result = (await updateExisting(deps.db, account, input, now)) ?? (await create(deps.db, account, input, now));
  if (result.outcome !== 'saved') await notifySupport(deps, result.profile, result.outcome);
  return result;
}

async function updateExisting(db: Db, account: ApplicantAccount, input: LawyerApplication, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('lawyers')
      .selectAll()
      .where('user_id', '=', account._id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const { status, outcome } = nextStatus(row.status, toOwnProfile(row), input);
    const updated = await trx
      .updateTable('lawyers')
      .set({
        ...columns(input),
        status,
        // Kept when the account has no picture: the profile's may come from elsewhere.
        photo_url: account.avatarUrl ?? row.photo_url,
        updated_at: now,
        ...(outcome === 'resubmitted' ? { submitted_at: now } : {}),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (status !== row.status) await syncLawyerRole(trx, account._id);
    return { profile: toOwnProfile(updated), outcome };
  });
}

async function create(db: Db, account: ApplicantAccount, input: LawyerApplication, now: Date) {
  const base = slugBase(input.firstName, input.lastName, input.city);
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
    const row = await db
      .insertInto('lawyers')
      .values({
        id: randomUUID(),
        user_id: account._id,
        slug: await freeSlug(db, base),
        ...columns(input),
        photo_url: account.avatarUrl,
        status: 'pending',
        submitted_at: now,
        created_at: now,
        updated_at: now,
      })
      // Both unique keys: the slug (another applicant took it meanwhile) or the account (a
      // second request of the same user created the profile first).
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return { profile: toOwnProfile(row), outcome: 'submitted' as const };
    const existing = await updateExisting(db, account, input, now);
    if (existing) return existing;
  }
  throw new Error(`no free slug for ${base} after ${SLUG_ATTEMPTS} attempts`);
}

async function notifySupport(
  deps: ApplicationDeps,
  profile: OwnLawyerProfile,
  outcome: 'submitted' | 'resubmitted',
): Promise<void> {
  const reviewUrl = deps.publicUrl ? new URL('/admin/lawyers', deps.publicUrl).href : '/admin/lawyers';
  const name = `${profile.firstName} ${profile.lastName}`;
  const what = outcome === 'submitted' ? 'Nouvelle demande' : 'Profil à vérifier de nouveau';
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: { name, address: profile.email },
      subject: `[${deps.appName} · avocats] ${what} : ${name}`,
      text: [
        outcome === 'submitted'
          ? 'Une demande d’inscription dans l’annuaire des avocats attend votre vérification.'
          : 'Un profil d’avocat a été modifié ou corrigé et attend une nouvelle vérification ; il n’est plus listé en attendant.',
        '',
        `Nom : ${name}`,
        `Barreau : ${profile.bar}`,
        `Numéro d’inscription : ${profile.barNumber}`,
        `Ville : ${profile.city} (${profile.country})`,
        `E-mail de contact : ${profile.email}`,
        '',
        `Vérifier : ${reviewUrl}`,
        '',
      ].join('\n'),
    });
  } catch (error) {
    deps.logger.error('lawyer application saved but support not mailed', { lawyerId: profile._id, outcome, error });
  }
}
