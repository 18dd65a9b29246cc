/**
 * Asking the server for the finished document (`POST /api/documents/generate/{id}`). Plain
 * fetch rather than the shared HTTP client: the answer's headers matter here (the file name,
 * the personal library item, when to retry), and a POST that files a document in the
 * library is never retried behind the user's back.
 */
import type { DocumentFormat, DocumentTemplate, TemplateValues } from '~/documents/template.types.ts';

export type DownloadResult =
  | { kind: 'file'; blob: Blob; fileName: string; personalItemId: string | null }
  /** 400: the server's message for each field it refused. */
  | { kind: 'invalid'; fields: Record<string, string>; message: string | null }
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  | { kind: 'offline' }
  /** 403: a quota of the plan is spent (`code` subscription_required, docs/ARCHITECTURE.md "Pricing, checkout and quotas"). */
  | { kind: 'forbidden'; message: string | null; code: string | null }
  | { kind: 'failed'; message: string | null };

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export async function requestDocument(
  fetch: Fetch,
  template: DocumentTemplate,
  values: TemplateValues,
  format: DocumentFormat,
  now: Date,
): Promise<DownloadResult> {
  let response: Response;
  try {
    response = await fetch(`/api/documents/generate/${encodeURIComponent(template._id)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ values, format }),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (response.ok) {
    try {
      const blob = await response.blob();
      const fileName = fileNameOf(response.headers.get('Content-Disposition'), `${template.slug}.${format}`);
      return { kind: 'file', blob, fileName, personalItemId: response.headers.get('X-Personal-Item-Id') || null };
    } catch {
      // The connection dropped while the file was coming.
      return { kind: 'offline' };
    }
  }
  const body = await errorBody(response);
  const message = typeof body['message'] === 'string' && body['message'] ? body['message'] : null;
  switch (response.status) {
    case 400:
      return { kind: 'invalid', fields: textFields(body['fields']), message };
    case 429:
      return { kind: 'rateLimited', retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After'), now) };
    case 403:
      return { kind: 'forbidden', message, code: typeof body['code'] === 'string' ? body['code'] : null };
    case 0:
    case 502:
    case 503:
    case 504:
      return { kind: 'offline' };
    default:
      return { kind: 'failed', message };
  }
}

async function errorBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function textFields(fields: unknown): Record<string, string> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8, for accents)
 * first, then `filename`; `fallback` when there is none. Folders are stripped.
 */
export function fileNameOf(header: string | null, fallback: string): string {
  const encoded = header ? /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header) : null;
  let name: string | null = null;
  if (encoded?.[2]) {
    try {
      name = decodeURIComponent(encoded[2].trim());
    } catch {
      name = null;
    }
  }
  if (!name && header) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base || fallback;
}

/** Retry-After in seconds (a number of seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
