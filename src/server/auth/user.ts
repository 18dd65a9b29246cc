/** The user as the API shows it (DESIGN §4). The password hash never leaves the server. */
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';

export interface PublicUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  avatarUrl: string | null;
  language: string;
  role: 'user' | 'lawyer' | 'admin';
  plan: string;
  subscription: { planId: string; status: string; currentPeriodEnd: string } | null;
  createdAt: string;
}

export function toPublicUser(row: Selectable<UsersTable>): PublicUser {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email_verified,
    avatarUrl: row.avatar_url,
    language: row.language,
    role: row.role,
    plan: row.plan,
    subscription: null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
