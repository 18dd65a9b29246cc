/**
 * The profile body: JSON, a form, or a multipart form carrying an `avatar` file, whose bytes
 * join the text fields as `avatar`. The size cap sits above the 2 MB picture limit, so a
 * slightly large picture gets the field error rather than a bare 413.
 */
import { type InputResult, readInput } from '../../http/request.ts';

const PROFILE_BODY_MAX = 8 * 1024 * 1024;

export async function readProfileBody(request: Request): Promise<InputResult> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return readInput(request);
  // readInput reads at most the cap; the copy is parsed only once the body proved small enough.
  const copy = request.clone();
  const input = await readInput(request, PROFILE_BODY_MAX);
  if (!input.ok) return input;
  const file = (await copy.formData().catch(() => null))?.get('avatar');
  // A form submitted without choosing a file sends an empty, nameless part.
  if (!(file instanceof File) || file.size === 0) return input;
  return { ok: true, data: { ...input.data, avatar: new Uint8Array(await file.arrayBuffer()) } };
}
