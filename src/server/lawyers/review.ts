/**
 * The admin's side of lawyer accounts (docs/ARCHITECTURE.md "Lawyer directory"): the applications by status, and
 * the decision on one. An application is a profile with an account behind it; demo profiles
 * are samples, never reviewed. The account's role follows the decision (syncLawyerRole).
 */
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { pageOf, readPage, type Page } from '../db/pages.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  LAWYER_STATUSES,
  type LawyerApplicationForReview,
  type LawyerStatus,
  type OwnLawyerProfile,
} from './lawyer-account.types.ts';
import { syncLawyerRole } from './lawyer-role.ts';
import { toOwnProfile } from './own-profile.ts';
import type { ApplicationQuery, ReviewInput } from './review-input.ts';
import { reviewMail } from './review-mail.ts';

function applications(db: Db) {
  return db.selectFrom('lawyers').innerJoin('users', 'users.id', 'lawyers.user_id').where('lawyers.demo', '=', false);
}

/**
 * One page of the applications in `status`: pending ones oldest submitted first (a queue),
 * decided ones most recently decided first.
 */
export async function listApplications(db: Db, query: ApplicationQuery): Promise<Page<LawyerApplicationForReview>> {
  const base = applications(db).where('lawyers.status', '=', query.status);
  const selected = base
    .selectAll('lawyers')
    .select([
      'users.first_name as account_first_name',
      'users.last_name as account_last_name',
      'users.email as account_email',
      'users.email_verified as account_email_verified',
    ]);
  const ordered =
    query.status === 'pending'
      ? selected.orderBy(sql`lawyers.submitted_at asc nulls last`).orderBy('lawyers.created_at')
      : selected.orderBy(sql`lawyers.reviewed_at desc nulls last`).orderBy('lawyers.updated_at', 'desc');
  const { rows, totalItems } = await readPage(base, ordered.orderBy('lawyers.id'), query);
  const data = rows.map((row) => ({
    profile: toOwnProfile(row),
    account: {
      _id: row.user_id ?? '',
      firstName: row.account_first_name,
      lastName: row.account_last_name,
      email: row.account_email,
      emailVerified: row.account_email_verified,
    },
  }));
  return pageOf(data, totalItems, query);
}

/** How many applications each status holds, for the admin screen's filters. */
export async function applicationCounts(db: Db): Promise<Record<LawyerStatus, number>> {
  const rows = await applications(db)
    .select(['lawyers.status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('lawyers.status')
    .execute();
  const counts = Object.fromEntries(LAWYER_STATUSES.map((status) => [status, 0])) as Record<LawyerStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export interface ReviewDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appName: string;
  /** Origin the links of the applicant's e-mail start from. */
  publicUrl: string;
}

export type ReviewRequest = ReviewInput & {
  lawyerId: string;
  now?: Date;
  /** The admin deciding, for the log. */
  reviewerId?: string;
};

/**
 * Verifies or rejects an application; a verified profile may be rejected later, which takes it
 * out of the directory. Null when there is no such application (unknown, demo, no account).
 * The applicant is then e-mailed; a mail that fails is logged and the decision stands. The
 * same decision twice (a double click) changes nothing and mails nothing.
 */
export async function reviewApplication(deps: ReviewDeps, request: ReviewRequest): Promise<OwnLawyerProfile | null> {
  const now = request.now ?? new Date();
  const status: LawyerStatus = request.decision === 'verify' ? 'verified' : 'rejected';
  const note = request.decision === 'reject' ? request.note : null;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const before = await applications(trx)
      .selectAll('lawyers')
      .select([
        'users.email as account_email',
        'users.first_name as account_first_name',
        'users.language as account_language',
      ])
      .where('lawyers.id', '=', request.lawyerId)
      .forUpdate('lawyers')
      .executeTakeFirst();
    if (!before?.user_id) return null;
    if (before.status === status && before.review_note === note) return { row: before, changed: false, before };
    const row = await trx
      .updateTable('lawyers')
      .set({ status, review_note: note, reviewed_at: now, updated_at: now })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncLawyerRole(trx, before.user_id);
    return { row, changed: true, before };
  });
  if (!outcome) return null;
  const { row, changed, before } = outcome;
  if (changed) {
    deps.logger.info('lawyer application reviewed', {
      lawyerId: row.id,
      decision: request.decision,
      from: before.status,
      reviewerId: request.reviewerId ?? null,
    });
    await mailApplicant(deps, {
      appName: deps.appName,
      publicUrl: deps.publicUrl,
      to: { email: before.account_email, firstName: before.account_first_name, language: before.account_language },
      slug: row.slug,
      previousStatus: before.status,
      decision: request,
    });
  }
  return toOwnProfile(row);
}

async function mailApplicant(deps: ReviewDeps, input: Parameters<typeof reviewMail>[0]): Promise<void> {
  try {
    await deps.mailer.send(reviewMail(input));
  } catch (error) {
    deps.logger.error('lawyer review decided but not mailed', {
      slug: input.slug,
      decision: input.decision.decision,
      error,
    });
  }
}
