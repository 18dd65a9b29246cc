/**
 * The address of a lawyer's profile, /lawyers/{slug}: `prenom-nom-ville` in plain a-z, digits
 * and dashes, with `-2`, `-3`… when another lawyer already has it.
 */
import type { Db } from '../db/client.ts';
import { fold } from './specialty-words.ts';

/** Taken by pages under /lawyers/: a profile there would never be reached. */
const RESERVED = new Set(['dashboard']);
const MAX_LENGTH = 80;
/** When nothing of the name survives folding (a name in another script). */
const FALLBACK = 'avocat';

export function slugBase(firstName: string, lastName: string, city: string): string {
  const slug = fold(`${firstName} ${lastName} ${city}`)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK;
}

/** The first of `base`, `base-2`, `base-3`… that is neither taken nor reserved. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && !RESERVED.has(candidate)) return candidate;
  }
}

/** A slug no profile has yet; the caller still inserts under the unique index, as another may take it meanwhile. */
export async function freeSlug(db: Db, base: string): Promise<string> {
  // The base is only a-z, 0-9 and dashes: nothing a LIKE pattern would read as a wildcard.
  const rows = await db
    .selectFrom('lawyers')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}
