/**
 * HTTP pieces shared by the personal-library routes: reading an upload, and answering a
 * failure as JSON or, for a form without JavaScript, by re-rendering its page.
 */
import type { APIContext } from 'astro';
import { renderFormPage } from '../../http/form-page.ts';
import { fileField, readFormBody, textFields } from '../../http/multipart.ts';
import { type InputResult, wantsJson } from '../../http/request.ts';
import { apiError, type FieldErrors, translateFields } from '../../http/responses.ts';
import { createTranslator, type MessageKey } from '../../i18n/messages.ts';
import { PersonalLibraryError, UPLOAD_MAX_BYTES } from './actions.ts';

/** Room for the form's other fields and the multipart framing around a 10 MB file. */
const UPLOAD_BODY_MAX = UPLOAD_MAX_BYTES + 256 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  name: string;
}

/**
 * A multipart body read once: its text fields, and its `file` part as `data.file` (an
 * UploadedFile). Too large a body throws the upload's 413, so a form gets its page back.
 */
export async function readUploadBody(request: Request): Promise<InputResult> {
  const body = await readFormBody(request, UPLOAD_BODY_MAX);
  if (!body.ok && body.reason === 'too-large')
    throw new PersonalLibraryError(413, 'personalLibrary.errors.tooLarge', 'file_too_large');
  if (!body.ok) return { ok: false, response: apiError(400, 'Formulaire illisible.', { code: 'invalid_form' }) };
  const data = textFields(body.form);
  const file = await fileField(body.form, 'file');
  if (file) data['file'] = { bytes: file.bytes, name: file.name } satisfies UploadedFile;
  return { ok: true, data };
}

export interface FormTarget {
  page: string;
  form: string;
  values: Record<string, string>;
}

export function failure(
  context: APIContext,
  status: number,
  key: MessageKey,
  code: string,
  target: FormTarget,
  fields: FieldErrors = {},
): Response | Promise<Response> {
  if (wantsJson(context.request)) {
    const t = createTranslator(context.locals.locale);
    const translated = translateFields(fields, t);
    return apiError(status, t(key), { code, ...(Object.keys(translated).length > 0 ? { fields: translated } : {}) });
  }
  return renderFormPage(context, target.page, {
    form: target.form,
    status,
    values: target.values,
    errors: fields,
    formError: { key },
  });
}

export function actionFailure(context: APIContext, error: unknown, target: FormTarget): Response | Promise<Response> {
  if (!(error instanceof PersonalLibraryError)) throw error;
  return failure(context, error.status, error.key, error.code, target);
}

export const notFound = () => apiError(404, 'Élément introuvable.', { code: 'not_found' });
