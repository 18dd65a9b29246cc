/**
 * What the admin screen sends and asks for: a decision on an application (a rejection needs a
 * note, which the applicant receives to know what to fix), and the list's query string, read
 * leniently because it is a link (a wrong status is the pending list, a wrong page the first).
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';
import { clampedPositive } from '../page-params.ts';
import { LAWYER_STATUSES, type LawyerStatus, REVIEW_DECISIONS } from './lawyer-account.types.ts';

export const REVIEW_NOTE_MIN = 10;
export const REVIEW_NOTE_MAX = 1000;
export const APPLICATIONS_PAGE_SIZE = 20;
/** The form id of a decision posted from the admin page, for the page re-rendered on a refusal. */
export const REVIEW_FORM = 'lawyerReview';

const key = (k: MessageKey) => ({ error: k });

export const reviewInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, key('admin.errors.decision')),
    note: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() : '')),
  })
  .transform((input, ctx) => {
    if (input.decision === 'verify') return { decision: 'verify' as const };
    const problem: MessageKey | null =
      input.note === ''
        ? 'admin.errors.noteRequired'
        : input.note.length < REVIEW_NOTE_MIN
          ? 'admin.errors.noteTooShort'
          : input.note.length > REVIEW_NOTE_MAX
            ? 'admin.errors.noteTooLong'
            : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: problem });
      return z.NEVER;
    }
    return { decision: 'reject' as const, note: input.note };
  });
export type ReviewInput = z.output<typeof reviewInput>;

const status = z.enum(LAWYER_STATUSES).catch('pending');

export interface ApplicationQuery {
  status: LawyerStatus;
  page: number;
  perPage: number;
}

const applicationQuerySchema = z.object({
  status,
  page: clampedPositive(1, 100_000),
  perPage: clampedPositive(APPLICATIONS_PAGE_SIZE, 100),
});

/** `?status&page&perPage` of the admin list (GET /api/e/admin/lawyers and /admin/lawyers). */
export function applicationQuery(params: URLSearchParams): ApplicationQuery {
  return applicationQuerySchema.parse(Object.fromEntries(params));
}

/** Where a form post goes back to: the list (and page) the admin was looking at. */
export const listPosition = z.object({ status, page: clampedPositive(1, 100_000) });
export type ListPosition = z.output<typeof listPosition>;

/** `?status=verified&page=2`, leaving out page 1. */
export function listSearch(position: ListPosition): string {
  return position.page > 1 ? `?status=${position.status}&page=${position.page}` : `?status=${position.status}`;
}
