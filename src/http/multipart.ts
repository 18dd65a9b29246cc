/**
 * Reading a multipart (or urlencoded) body with a hard size limit: the body is read no further
 * than `maxBytes`, whatever Content-Length claims, so a huge upload costs at most that much.
 */
import { badText, hasNul } from './bad-text.ts';
import { readLimited } from './request.ts';

export type FormBody = { ok: true; form: FormData } | { ok: false; reason: 'too-large' | 'unreadable' };

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const bytes = await readLimited(request, maxBytes);
  if (!bytes) return { ok: false, reason: 'too-large' };
  const type = request.headers.get('content-type') ?? '';
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => null);
  if (!form) return { ok: false, reason: 'unreadable' };
  // A text field or a file's name holding a NUL: the 400 refusal (http/bad-text.ts).
  for (const [name, value] of form)
    if (hasNul(name) || hasNul(typeof value === 'string' ? value : value.name)) throw badText();
  return { ok: true, form };
}

/** The text fields of a form as a flat object (files left out). */
export function textFields(form: FormData): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of form) if (typeof value === 'string') data[name] = value;
  return data;
}

/** A chosen file, or null (a form sent without choosing one has an empty, nameless part). */
export async function fileField(
  form: FormData,
  name: string,
): Promise<{ bytes: Uint8Array; name: string; type: string } | null> {
  const file = form.get(name);
  if (!(file instanceof File) || file.size === 0) return null;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, type: file.type };
}
