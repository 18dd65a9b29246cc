/**
 * A profile row as its owner and the admins see it (OwnLawyerProfile): unlike `toLawyer`, it
 * keeps what only they may read (bar number, contact e-mail, status and the admin's note).
 */
import type { Selectable } from 'kysely';
import { iso } from '../db/iso.ts';
import type { LawyersTable } from '../db/schema.ts';
import type { OwnLawyerProfile } from './lawyer-account.types.ts';
import { publicFields } from './lawyers.ts';

export function toOwnProfile(row: Selectable<LawyersTable>): OwnLawyerProfile {
  return {
    ...publicFields(row),
    status: row.status,
    barNumber: row.bar_number ?? '',
    email: row.email ?? '',
    reviewNote: row.review_note,
    submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
    reviewedAt: row.reviewed_at === null ? null : iso(row.reviewed_at),
  };
}
