/**
 * Google identities: an ID token checked against Google's keys (audience = our client id,
 * issuer Google), or an access token that Google's tokeninfo endpoint says was issued to our
 * client id (a token another app obtained is refused), with the profile from userinfo.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type GoogleConfig = Pick<
  Config,
  'googleClientId' | 'googleJwksUrl' | 'googleUserinfoUrl' | 'googleTokeninfoUrl'
>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
// One key set per URL: jose caches the keys and refetches on an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Only an address Google has verified may sign in to (or be linked with) an account. */
function toIdentity(claims: Record<string, unknown>): GoogleIdentity | null {
  const sub = str(claims.sub);
  const email = str(claims.email).trim().toLowerCase();
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!sub || !email || !verified) return null;
  const name = str(claims.name).trim();
  return {
    sub,
    email,
    firstName: (str(claims.given_name).trim() || name.split(' ')[0] || email.split('@')[0] || '').slice(0, 100),
    lastName: (str(claims.family_name).trim() || name.split(' ').slice(1).join(' ')).slice(0, 100),
  };
}

/** The identity of a valid ID token, or null (bad signature, audience, issuer, expiry…). */
export async function verifyIdToken(config: GoogleConfig, idToken: string): Promise<GoogleIdentity | null> {
  if (!config.googleClientId) return null;
  try {
    const { payload } = await jwtVerify(idToken, keySet(config.googleJwksUrl), {
      audience: config.googleClientId,
      issuer: ISSUERS,
      algorithms: ['RS256'],
    });
    return toIdentity(payload);
  } catch {
    return null;
  }
}

async function issuedToUs(config: GoogleConfig, accessToken: string): Promise<boolean> {
  const url = new URL(config.googleTokeninfoUrl);
  url.searchParams.set('access_token', accessToken);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return false;
  const info = (await response.json()) as Record<string, unknown>;
  return info.aud === config.googleClientId || info.azp === config.googleClientId;
}

/** The identity behind an access token issued to our client id; null when refused. */
export async function fetchUserinfo(config: GoogleConfig, accessToken: string): Promise<GoogleIdentity | null> {
  if (!config.googleClientId) return null;
  try {
    if (!(await issuedToUs(config, accessToken))) return null;
    const response = await fetch(config.googleUserinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? toIdentity(body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
