/**
 * Reading API requests that come from both scripts (JSON) and plain HTML forms (no
 * JavaScript): one input shape for the handler, and which kind of answer the caller wants.
 */
import type { APIContext } from 'astro';
import { badText, hasNul } from './bad-text.ts';
import { apiError } from './responses.ts';

/** Whether a locale-free path is the API's (`/api` and what is under it). */
export const isApi = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/** JSON when the body is JSON or the caller asks for it; otherwise a browser form post. */
export function wantsJson(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return type.includes('application/json') || accept.includes('application/json');
}

/**
 * A browser's own form post, which asks for a page (`Accept: text/html`) and not JSON: an API
 * route that also serves a plain form answers it with a redirect, and every other caller (the
 * islands, scripts, other clients) with JSON.
 */
export function wantsPage(request: Request): boolean {
  return !wantsJson(request) && (request.headers.get('accept') ?? '').includes('text/html');
}

export type InputResult = { ok: true; data: Record<string, unknown> } | { ok: false; response: Response };

/** Public form endpoints take small bodies; the server's own limit is far larger (uploads). */
const MAX_INPUT_BYTES = 64 * 1024;

/** The body's bytes, or null past `max` (read no further than that, whatever Content-Length says). */
export async function readLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    // Released rather than cancelled past the limit: the rest is simply never read, and the
    // refusal (413) still reaches the client.
    const reader = request.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > max) {
        reader.releaseLock();
        return null;
      }
      chunks.push(part.value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The body as a flat object: a JSON object, or the text fields of a form (files are ignored).
 * Text holding a NUL throws the 400 `badText()` refusal (http/bad-text.ts).
 */
export async function readInput(request: Request, maxBytes = MAX_INPUT_BYTES): Promise<InputResult> {
  const type = request.headers.get('content-type') ?? '';
  const isJson = type.includes('application/json');
  if (!isJson && !type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) {
    return {
      ok: false,
      response: apiError(415, 'Type de contenu non pris en charge : envoyez du JSON ou un formulaire.', {
        code: 'unsupported_media_type',
      }),
    };
  }
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return { ok: false, response: apiError(413, 'Requête trop volumineuse.', { code: 'payload_too_large' }) };
  if (isJson) {
    let data: unknown;
    try {
      data = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      data = undefined;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return { ok: false, response: apiError(400, 'Corps de requête JSON invalide.', { code: 'invalid_json' }) };
    }
    if (hasNul(data)) throw badText();
    return { ok: true, data: data as Record<string, unknown> };
  }
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => undefined);
  if (!form) return { ok: false, response: apiError(400, 'Formulaire illisible.', { code: 'invalid_form' }) };
  const data: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') data[name] = value;
  if (hasNul(data)) throw badText();
  return { ok: true, data };
}

/**
 * The client's address, or null. Behind `trustedProxies` reverse proxies (config TRUSTED_PROXIES)
 * it is the X-Forwarded-For entry the outermost of them appended: each proxy appends the address
 * it was reached from, so the entries before are whatever the client chose to send, and the
 * first one (which Astro would read) may be forged to dodge a rate limit or to pin another's.
 * Without proxies it is the connection's own address (docs/ARCHITECTURE.md "Pages and forms",
 * client address).
 */
export function clientIp(context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>): string | null {
  let connection: string | null;
  try {
    connection = context.clientAddress || null;
  } catch {
    connection = null;
  }
  const hops = context.locals.platform?.config.trustedProxies ?? 0;
  if (hops === 0) return connection;
  const forwarded = (context.request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const addresses = connection ? [...forwarded, connection] : forwarded;
  // The last `hops` addresses are the proxies themselves; fewer entries than proxies: the nearest.
  return addresses[Math.max(0, addresses.length - 1 - hops)] ?? connection;
}
