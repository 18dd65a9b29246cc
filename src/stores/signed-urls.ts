/**
 * Signed access to stored files (SPEC-COVERAGE §7–§9): URLs are signed by POST /api/s3/sign-url with
 * method GET for 604800 s, kept and reused until half their lifetime has passed (so a reused
 * URL always has days left), and a document opens 1 s after its URL is ready.
 */
export const SIGNED_URL_EXPIRES_IN = 604_800;
export const OPEN_DOCUMENT_DELAY_MS = 1000;
export const SIGN_FAILED_MESSAGE = 'Failed to sign URL';
export const OPEN_FAILED_TITLE = 'Erreur de signature';
export const OPEN_FAILED_DESCRIPTION = 'Impossible de générer un accès au document';

export interface SignedUrlResponse {
  signedUrl: string;
  expiresIn: number;
}

export interface SignOptions {
  method: 'GET';
  expiresIn: number;
}

export class SignUrlError extends Error {
  override readonly name = 'SignUrlError';
}

export interface SignedUrlDeps {
  /** The POST to /api/s3/sign-url; a rejection's message is the server's, when it gave one. */
  sign: (url: string, options: SignOptions) => Promise<SignedUrlResponse>;
  now?: () => number;
}

export interface SignedUrls {
  get(url: string): Promise<string>;
  clear(): void;
}

export function createSignedUrls({ sign, now = Date.now }: SignedUrlDeps): SignedUrls {
  const cache = new Map<string, { signedUrl: string; reuseUntil: number }>();
  // One request per URL at a time, however many clicks.
  const pending = new Map<string, Promise<string>>();

  async function fetchSigned(url: string): Promise<string> {
    const requestedAt = now();
    let response: SignedUrlResponse;
    try {
      response = await sign(url, { method: 'GET', expiresIn: SIGNED_URL_EXPIRES_IN });
    } catch (error) {
      throw new SignUrlError(error instanceof Error && error.message ? error.message : SIGN_FAILED_MESSAGE);
    }
    if (typeof response?.signedUrl !== 'string' || !response.signedUrl) throw new SignUrlError(SIGN_FAILED_MESSAGE);
    const lifetime = Number.isFinite(response.expiresIn) ? response.expiresIn : SIGNED_URL_EXPIRES_IN;
    // Counted from the request, not the answer: the server's clock started no later.
    cache.set(url, { signedUrl: response.signedUrl, reuseUntil: requestedAt + (lifetime * 1000) / 2 });
    return response.signedUrl;
  }

  return {
    get(url) {
      const cached = cache.get(url);
      if (cached && now() < cached.reuseUntil) return Promise.resolve(cached.signedUrl);
      cache.delete(url);
      let request = pending.get(url);
      if (!request) {
        request = fetchSigned(url).finally(() => pending.delete(url));
        pending.set(url, request);
      }
      return request;
    },
    clear() {
      cache.clear();
    },
  };
}

export interface OpenDocumentDeps {
  signedUrls: Pick<SignedUrls, 'get'>;
  open: (signedUrl: string) => void;
  notify: (toast: { title: string; description: string; variant: 'destructive' }) => void;
  sleep?: (ms: number) => Promise<void>;
  logError?: (message: string, error: unknown) => void;
  /** Translated texts; French by default (SPEC-COVERAGE §8). */
  texts?: { title: string; description: string };
}

/** Signs `url`, waits 1 s, opens it; on failure, the destructive toast. True when opened. */
export async function openDocument(url: string, deps: OpenDocumentDeps): Promise<boolean> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const texts = deps.texts ?? { title: OPEN_FAILED_TITLE, description: OPEN_FAILED_DESCRIPTION };
  let signedUrl: string;
  try {
    signedUrl = await deps.signedUrls.get(url);
  } catch (error) {
    deps.logError?.('document signing failed', error);
    deps.notify({ ...texts, variant: 'destructive' });
    return false;
  }
  await sleep(OPEN_DOCUMENT_DELAY_MS);
  deps.open(signedUrl);
  return true;
}
