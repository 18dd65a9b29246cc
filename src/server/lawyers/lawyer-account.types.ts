/**
 * The lawyer side of the directory (docs/ARCHITECTURE.md "Lawyer directory"): a signed-in user's application to
 * be listed, its review by an admin, and the contact requests users send to a listed lawyer.
 * Shared by the lawyer's space (/lawyers/dashboard), the admin screen (/admin/lawyers), the
 * profile page's contact form and their API routes.
 */
import type { Lawyer } from './lawyer.types.ts';

export const LAWYER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type LawyerStatus = (typeof LAWYER_STATUSES)[number];

/** What an applicant fills in (PUT /api/e/lawyer/profile); the same form edits it later. */
export interface LawyerApplication
  extends Pick<
    Lawyer,
    | 'firstName'
    | 'lastName'
    | 'bar'
    | 'city'
    | 'country'
    | 'specialties'
    | 'languages'
    | 'yearsOfPractice'
    | 'bio'
    | 'fees'
    | 'office'
  > {
  /** Registration number at that bar: checked by the admin, never shown. */
  barNumber: string;
  /** Where contact requests are e-mailed: never shown to users. */
  email: string;
}

/**
 * Changing any of these on a verified profile sends it back to review: they are what the
 * admin checked against the bar's roll. The rest (bio, fees, office…) is the lawyer's to edit.
 */
export const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'bar',
  'barNumber',
] as const satisfies readonly (keyof LawyerApplication)[];

/** The lawyer's own profile, as their space and the admin screen show it. */
export interface OwnLawyerProfile extends LawyerApplication {
  _id: string;
  slug: string;
  photoUrl: string | null;
  status: LawyerStatus;
  /** The admin's note on a rejection, for the applicant. */
  reviewNote: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

/** One application on the admin screen: the profile and the account behind it. */
export interface LawyerApplicationForReview {
  profile: OwnLawyerProfile;
  account: { _id: string; firstName: string; lastName: string; email: string; emailVerified: boolean };
}

export const REVIEW_DECISIONS = ['verify', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** POST /api/lawyers/{id}/contact. `share` goes along only with `consent: true`. */
export interface ContactLawyerInput {
  subject: string;
  message: string;
  share: { kind: SharedKind; id: string } | null;
  consent: boolean;
}

export const SHARED_KINDS = ['conversation', 'search'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** A contact request as the lawyer reads it in their space. */
export interface ContactRequest {
  _id: string;
  subject: string;
  message: string;
  /** The sender agreed that the lawyer sees their name and e-mail address, to answer them. */
  sender: { firstName: string; lastName: string; email: string };
  shared: { kind: SharedKind; title: string; summary: string } | null;
  createdAt: string;
  readAt: string | null;
}

/** Per sender, across lawyers: enough to reach a few lawyers in an hour, not to spam them. */
export const LAWYER_CONTACT_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

/** The summary of a shared conversation or search is cut at this length (characters). */
export const SHARED_SUMMARY_MAX_CHARS = 4000;
