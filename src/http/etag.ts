/**
 * Validators for public, cacheable responses: a strong ETag of the bytes sent, and 304 Not
 * Modified when the client already holds them. Private or uncached responses are left alone.
 */
import { createHash } from 'node:crypto';

export function strongEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match uses the weak comparison: W/ prefixes are ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
  );
}

export async function withEtag(request: Request, response: Response): Promise<Response> {
  if (!isCacheable(response) || (request.method !== 'GET' && request.method !== 'HEAD')) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const etag = strongEtag(bytes);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  if (etagMatches(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    headers.delete('content-length');
    return new Response(null, { status: 304, headers });
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
}
