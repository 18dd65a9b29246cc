/**
 * Password hashing and the password rules (ASVS 5 §6.2): 8 to 128 characters, not among the
 * common passwords, not the user's own e-mail or name.
 */
import { hash, verify } from '@node-rs/argon2';
import type { MessageKey } from '../../i18n/messages.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The library's defaults are argon2id, 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, Google-only account)
 * it verifies against a dummy hash anyway, so the answer takes the same time either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash('dummy password that matches nothing');
  const target = stored ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && stored != null;
}

let common: Promise<Set<string>> | undefined;

/** The 49k common passwords, loaded on first use only (about 0.5 MB of JSON). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

/** The first rule the password breaks, as a message key, or null when it is acceptable. */
export async function passwordProblem(password: string, personal: readonly string[] = []): Promise<MessageKey | null> {
  const length = [...password].length;
  if (length === 0) return 'auth.errors.passwordRequired';
  if (length < PASSWORD_MIN) return 'auth.errors.passwordTooShort';
  if (length > PASSWORD_MAX) return 'auth.errors.passwordTooLong';
  const lower = password.toLowerCase();
  if ((await commonPasswords()).has(lower)) return 'auth.errors.passwordCommon';
  const own = personal.map((p) => p.trim().toLowerCase()).filter((p) => p.length > 0);
  if (own.some((p) => p === lower || p.split('@')[0] === lower)) return 'auth.errors.passwordPersonal';
  return null;
}
