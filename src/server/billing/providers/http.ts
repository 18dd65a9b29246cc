/**
 * One request to a payment provider's REST API, bounded by the configured timeout. Every way it
 * can fail (network, timeout, non-2xx, a body that is not JSON or not the expected shape)
 * becomes a ProviderError whose message names the provider, the method, the path and the
 * status: never a header, so never a key.
 */
import type { z } from 'zod';
import { type PaymentMethod, ProviderError } from '../billing.types.ts';

export interface ProviderEndpoint {
  provider: PaymentMethod;
  /** e.g. https://api.stripe.com, without the version segment. */
  apiBase: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** From the root, e.g. `/v1/checkout/sessions`; ids in it already encoded. */
  path: string;
  headers?: Record<string, string>;
  /** The body: an object sent as JSON, a form (Stripe, OAuth), or JSON text already written. */
  json?: unknown;
  form?: URLSearchParams;
  jsonText?: string;
}

/** A non-2xx answer: the status and the provider's own error code let a caller handle a known refusal. */
export class ProviderHttpError extends ProviderError {
  override name = 'ProviderHttpError';
  readonly status: number;
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The machine code in the error bodies of Stripe (`error.code`), PayPal (`details[0].issue`, `name`) and FedaPay. */
function errorCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as {
    error?: { code?: unknown; type?: unknown };
    details?: { issue?: unknown }[];
    name?: unknown;
    message?: unknown;
  };
  const candidates = [record.error?.code, record.error?.type, record.details?.[0]?.issue, record.name];
  const code = candidates.find((value) => typeof value === 'string' && value.length > 0);
  return typeof code === 'string' ? code.slice(0, 80) : null;
}

function bodyOf(request: ProviderRequest): { body?: string; contentType?: string } {
  if (request.form) return { body: request.form.toString(), contentType: 'application/x-www-form-urlencoded' };
  if (request.jsonText !== undefined) return { body: request.jsonText, contentType: 'application/json' };
  if (request.json !== undefined) return { body: JSON.stringify(request.json), contentType: 'application/json' };
  return {};
}

/** The parsed JSON answer; throws ProviderError (ProviderHttpError for a non-2xx status). */
export async function providerRequest(endpoint: ProviderEndpoint, request: ProviderRequest): Promise<unknown> {
  const what = `${endpoint.provider}: ${request.method} ${request.path.split('?')[0]}`;
  const { body, contentType } = bodyOf(request);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (contentType) headers['content-type'] = contentType;
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  const url = `${endpoint.apiBase.replace(/\/+$/, '')}${request.path}`;
  let text: string;
  let status: number;
  try {
    const response = await endpoint.fetchImpl(url, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal,
    });
    status = response.status;
    // The body is read under the same time limit: a provider that stalls mid-answer times out too.
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new ProviderError(`${what}: no answer within ${endpoint.timeoutMs} ms`);
    throw new ProviderError(`${what}: request failed (${error instanceof Error ? error.message : 'unknown error'})`);
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (status < 200 || status > 299) {
    const code = errorCode(parsed);
    throw new ProviderHttpError(`${what}: HTTP ${status}${code ? ` (${code})` : ''}`, status, code);
  }
  if (parsed === undefined || parsed === null) throw new ProviderError(`${what}: the answer is not JSON`);
  return parsed;
}

/** The answer read through a schema; a shape the code does not expect is the provider's fault, not ours. */
export function readAnswer<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').slice(0, 3);
    throw new ProviderError(`${what}: unexpected answer (${where.join(', ')})`);
  }
  return parsed.data;
}

/** JSON text read, or undefined: a signed webhook body is parsed only once its signature held. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
