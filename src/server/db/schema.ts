/** Table types for the query layer (kysely). Column names are snake_case as in SQL. */
import type { ColumnType, Generated } from 'kysely';

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
  role: Generated<'user' | 'lawyer' | 'admin'>;
  plan: Generated<string>;
  password_hash: string | null;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
}
