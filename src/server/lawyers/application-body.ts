/**
 * Reads the body of an application: JSON as any API body, a form keeping every ticked box of
 * a checkbox group (readInput keeps one value per name, which would lose all but one).
 */
import { readFormBody } from '../../http/multipart.ts';
import { type InputResult, readInput } from '../../http/request.ts';
import { apiError } from '../../http/responses.ts';
import { applicationFormData } from './application-input.ts';

/** An application is a few kilobytes of text at most. */
const MAX_BYTES = 64 * 1024;

export async function readApplicationBody(request: Request): Promise<InputResult> {
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  if (!isForm) return readInput(request, MAX_BYTES);
  const body = await readFormBody(request, MAX_BYTES);
  if (body.ok) return { ok: true, data: applicationFormData(body.form) };
  if (body.reason === 'too-large')
    return { ok: false, response: apiError(413, 'Requête trop volumineuse.', { code: 'payload_too_large' }) };
  return { ok: false, response: apiError(400, 'Formulaire illisible.', { code: 'invalid_form' }) };
}
