/** The user as the API shows it (docs/ARCHITECTURE.md "API conventions"). The password hash never leaves the server. */
import type { Selectable } from 'kysely';
import { effectivePlanId, subscriptionOf } from '../billing/subscription.ts';
import type { UsersTable } from '../db/schema.ts';
import { countryOf } from './country.ts';

export interface PublicUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  avatarUrl: string | null;
  language: string;
  /** Where the user lives (auth/country.ts): the law their answers speak of. */
  country: string;
  role: 'user' | 'lawyer' | 'admin';
  /** The plan whose quotas apply now ('free' once a paid period has ended). */
  plan: string;
  /** The paid subscription, active or expired; null when the user never paid. */
  subscription: { planId: string; status: 'active' | 'expired'; currentPeriodEnd: string } | null;
  createdAt: string;
}

export function toPublicUser(row: Selectable<UsersTable>, now: Date = new Date()): PublicUser {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    emailVerified: row.email_verified,
    avatarUrl: row.avatar_url,
    language: row.language,
    country: countryOf(row.country, row.language),
    role: row.role,
    plan: effectivePlanId(row, now),
    subscription: subscriptionOf(row, now),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
