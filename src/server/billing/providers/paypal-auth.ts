/**
 * PayPal's REST calls carry an OAuth access token from the client-credentials grant. The token
 * lives for hours: it is fetched once, shared by concurrent callers, and fetched again shortly
 * before it expires or when PayPal stops accepting it (401).
 */
import { z } from 'zod';
import { type ProviderEndpoint, ProviderHttpError, providerRequest, readAnswer } from './http.ts';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** A call made with the bearer token's headers. */
export type AuthorizedCall = <T>(call: (headers: Record<string, string>) => Promise<T>) => Promise<T>;

export function paypalAuthorizer(
  endpoint: ProviderEndpoint,
  clientId: string,
  clientSecret: string,
  now: () => number,
): AuthorizedCall {
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const answer = await providerRequest(endpoint, {
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: { authorization: basic },
      form: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const { access_token, expires_in } = readAnswer(tokenAnswer, answer, 'paypal: access token');
    // Renewed a minute early (or halfway through a short lifetime) so no request carries a dying token.
    const margin = Math.min(60, expires_in / 2);
    cached = { token: access_token, renewAt: now() + (expires_in - margin) * 1000 };
    return access_token;
  }

  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return async (call) => {
    const headers = async () => ({ authorization: `Bearer ${await token()}` });
    const first = await headers();
    try {
      return await call(first);
    } catch (error) {
      if (!(error instanceof ProviderHttpError && error.status === 401)) throw error;
      cached = null;
      return call(await headers());
    }
  };
}
