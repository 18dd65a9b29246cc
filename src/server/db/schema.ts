/** Table types for the query layer (kysely). Column names are snake_case as in SQL. */
import type { ColumnType, Generated } from 'kysely';
import type { SpeechStatus } from '../../shared/audio.ts';

/** Inserts may omit it when the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Generated<boolean>;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  language: Generated<string>;
  /** ISO 3166 alpha-2 (auth/country.ts); null for accounts made before it. */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  role: Generated<'user' | 'lawyer' | 'admin'>;
  /** The plan of the last paid subscription ('free' when never paid); see subscription_*. */
  plan: Generated<string>;
  subscription_status: ColumnType<
    'active' | 'expired' | null,
    'active' | 'expired' | null | undefined,
    'active' | 'expired' | null
  >;
  /** The end of the paid period; past it the user is on the free plan whatever the status says. */
  subscription_period_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  password_hash: string | null;
  /** Access tokens issued before it are refused. */
  password_changed_at: Timestamp | null;
  /** The Google account's stable id once the user has signed in with Google. */
  google_sub: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  /** SHA-256 of the cookie value: a stolen database does not yield live sessions. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string;
  user_id: string | null;
  ip_address: string | null;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export type AuthCodePurpose = 'verify_email' | 'reset_password';

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: AuthCodePurpose;
  /** SHA-256 of the six digits and the user id. */
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface ResetTokensTable {
  /** SHA-256 of the temporaryToken handed to the client. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AvatarsTable {
  user_id: string;
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Uint8Array;
  updated_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  auth_codes: AuthCodesTable;
  reset_tokens: ResetTokensTable;
  avatars: AvatarsTable;
  app_secrets: AppSecretsTable;
  library_documents: LibraryDocumentsTable;
  library_imports: LibraryImportsTable;
  personal_items: PersonalItemsTable;
  jobs: JobsTable;
  legal_searches: LegalSearchesTable;
  discussions: DiscussionsTable;
  messages: MessagesTable;
  lawyers: LawyersTable;
  lawyer_contacts: LawyerContactsTable;
  document_drafts: DocumentDraftsTable;
  checkouts: CheckoutsTable;
  payment_events: PaymentEventsTable;
  usage_events: UsageEventsTable;
}

export interface BreadcrumbLevel {
  /** The level's id in its source (e.g. 'N19805'), when it has one. */
  id: string | null;
  title: string;
}

export interface LibraryDocumentsTable {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Sanitized: only the elements the importer emits (src/server/library/importer/html.ts). */
  body_html: string;
  body_text: string;
  category: string;
  tags: string[];
  /** Written as JSON text, read back as objects. */
  breadcrumb: ColumnType<BreadcrumbLevel[], string, string>;
  jurisdiction: string;
  source_name: string;
  source_url: string | null;
  license: string;
  language: string;
  audiences: string[];
  /** The date the document itself carries (a sheet's last modification). */
  sheet_date: ColumnType<Date | null, string | null, string | null>;
  content_hash: string;
  imported_at: Timestamp;
  updated_at: Timestamp;
  /** Generated from title (A), summary/category/tags (B) and body (C). */
  search: ColumnType<string, never, never>;
  /** Generated from title (A) and summary/category/tags (B): ranks every match cheaply. */
  search_head: ColumnType<string, never, never>;
  /** Generated: the body's first 1,500 characters, uncompressed in the row, for excerpts. */
  body_start: ColumnType<string, never, never>;
}

export type PersonalItemKind = 'library' | 'upload' | 'generated' | 'search-export';

export interface PersonalItemsTable {
  id: string;
  user_id: string;
  kind: PersonalItemKind;
  title: string;
  note: Generated<string>;
  tags: Generated<string[]>;
  /** For kind `library`: the saved document (null once the document left the library). */
  document_id: string | null;
  /** The file in the file storage (uploads, generated documents, exports). */
  file_key: string | null;
  /** Cleaned name shown and offered on download. */
  file_name: string | null;
  mime: string | null;
  size: number | null;
  /** For kind `generated`: what the document is (documents/fingerprint.ts), kept once. */
  fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LibraryImportsTable {
  id: Generated<number>;
  /** LIBRARY_SOURCE as it was when the import started. */
  source: string;
  started_at: Generated<Date>;
  /** Null while running, or after a process stopped during the import (resumed next start). */
  finished_at: Date | null;
  /** The importer's counts (JSON text in, object out). */
  summary: ColumnType<unknown, string | null, string | null>;
}

export interface LegalSearchesTable {
  id: string;
  user_id: string;
  local_id: string | null;
  question_text: string;
  /** Storage key of the recorded question. */
  question_audio: string | null;
  language: string;
  think_mode: 'instant' | 'think' | 'deepThink';
  answer_status: 'pending' | 'completed' | 'failed';
  answer_text: string | null;
  /** AnswerSource[] (src/shared/events.ts): JSON text in, objects out. */
  sources: ColumnType<unknown, string | undefined, string>;
  err: string | null;
  /** Storage key of the answer read aloud (audio/mpeg). */
  answer_audio: ColumnType<string | null, string | null | undefined, string | null>;
  speech_status: Generated<SpeechStatus>;
  speech_err: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A chat conversation (SPEC-COVERAGE §3 "Discussion"). */
export interface DiscussionsTable {
  id: string;
  user_id: string;
  title: string;
  created_at: Timestamp;
  /** Moved on by every question and answer: the conversation list is ordered by it. */
  updated_at: Timestamp;
}

/** A chat message (SPEC-COVERAGE §3 "Message"): a user's question, or the bot's answer to one. */
export interface MessagesTable {
  id: string;
  /** The owner of the conversation, for bot answers too. */
  user_id: string;
  discussion_id: string;
  local_id: string | null;
  sender_type: 'user' | 'bot';
  content_text: string;
  /** Storage key of the recorded question (user) or of the spoken answer (bot). */
  audio_file: string | null;
  is_audio_question: Generated<boolean>;
  answer_status: 'pending' | 'completed' | 'failed';
  /** Bot messages: the question answered. */
  reply_to: string | null;
  /** AnswerSource[] (src/shared/events.ts): JSON text in, objects out. */
  sources: ColumnType<unknown, string | undefined, string>;
  think_mode: 'instant' | 'think' | 'deepThink';
  language: string;
  retry_count: Generated<number>;
  feedback: ColumnType<'up' | 'down' | null, 'up' | 'down' | null | undefined, 'up' | 'down' | null>;
  err: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bot messages: whether the answer read aloud (audio_file) is ready, under way or failed. */
  speech_status: Generated<SpeechStatus>;
  speech_err: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Slow work as rows (src/server/jobs/): one process at a time holds a running row's lease. */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text in, the value out. */
  payload: ColumnType<unknown, string, never>;
  state: Generated<'queued' | 'running' | 'done' | 'failed'>;
  /** Attempts started so far: counted when a process claims the job. */
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** Not claimed before this time (first run, or the backoff after a failed attempt). */
  run_at: Timestamp;
  /** The worker holding a running job. */
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lease: a running job whose lease ended belongs to a process that died. */
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A lawyer's directory profile (docs/ARCHITECTURE.md "Lawyer directory"); listed only once verified. */
export interface LawyersTable {
  id: string;
  /** The lawyer's account, once linked; null for demo profiles. */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  slug: string;
  first_name: string;
  last_name: string;
  photo_url: ColumnType<string | null, string | null | undefined, string | null>;
  bar: string;
  /** For verification only: never shown. */
  bar_number: ColumnType<string | null, string | null | undefined, string | null>;
  city: string;
  country: string;
  /** Specialty ids (string[]): JSON text in, the array out. */
  specialties: ColumnType<unknown, string, string>;
  /** Language codes (string[]): JSON text in, the array out. */
  languages: ColumnType<unknown, string, string>;
  years_of_practice: number;
  bio: string;
  fees: ColumnType<string | null, string | null | undefined, string | null>;
  office: ColumnType<string | null, string | null | undefined, string | null>;
  /** For the team and contact requests only: never in any API answer. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  demo: Generated<boolean>;
  /** numeric: the driver gives a string. */
  rating: ColumnType<string | number | null, number | null | undefined, number | null>;
  reviews_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the applicant last submitted the profile for review (null for demo profiles). */
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The admin's word to the applicant on a rejection. */
  review_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentDraftsTable {
  user_id: string;
  template_id: string;
  /** TemplateValues (field → text): JSON text in, the object out. */
  values: ColumnType<unknown, string, string>;
  step: Generated<number>;
  updated_at: Timestamp;
}

export interface LawyerContactsTable {
  id: string;
  lawyer_id: string;
  user_id: string;
  subject: string;
  message: string;
  shared_kind: ColumnType<
    'conversation' | 'search' | null,
    'conversation' | 'search' | null | undefined,
    'conversation' | 'search' | null
  >;
  shared_id: ColumnType<string | null, string | null | undefined, string | null>;
  shared_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** The summary as the sender agreed to share it, copied at sending. */
  shared_summary: ColumnType<string | null, string | null | undefined, string | null>;
  locale: string;
  mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface CheckoutsTable {
  id: string;
  user_id: string;
  plan_id: string;
  plan_name: string;
  interval: 'month' | 'year' | 'once';
  duration_days: Nullable<number>;
  /** bigint: the driver gives a string. */
  amount: ColumnType<string | number, number, number>;
  currency: 'XOF' | 'EUR';
  payment_method: 'stripe' | 'paypal' | 'fedapay';
  provider: 'stripe' | 'paypal' | 'fedapay' | 'test';
  provider_ref: Nullable<string>;
  redirect_url: Nullable<string>;
  status: Generated<'pending' | 'paid' | 'failed' | 'canceled' | 'expired'>;
  locale: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  receipt_number: Nullable<string>;
}

export interface PaymentEventsTable {
  id: Generated<string>;
  provider: 'stripe' | 'paypal' | 'fedapay' | 'test';
  event_id: Nullable<string>;
  type: Nullable<string>;
  verified: boolean;
  checkout_id: Nullable<string>;
  /** `failed`: processing broke off (the provider retries; the event id was released). */
  outcome: 'applied' | 'ignored' | 'rejected' | 'unmatched' | 'failed';
  /** The raw body as received (at most 64 KB kept). */
  payload: string;
  received_at: Timestamp;
}

export interface UsageEventsTable {
  id: Generated<string>;
  user_id: string;
  kind: 'chat' | 'search' | 'document';
  /** What was consumed, when the same thing asked again is not counted again (a document's fingerprint). */
  fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}
