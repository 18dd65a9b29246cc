/** HTTP pieces shared by the documents routes: their refusals in the request's language, and the file answer. */
import type { FieldProblem } from '../../documents/template.types.ts';
import { apiError } from '../../http/responses.ts';
import type { MessageKey, Translate } from '../../i18n/messages.ts';
import { dispositionHeader } from '../storage/types.ts';

export const templateNotFound = (t: Translate): Response =>
  apiError(404, t('documents.errors.templateNotFound'), { code: 'not_found' });

/** Each field's problem as a sentence: the problems are `documents.errors.*` keys with their parameters. */
export function translateProblems(
  errors: Readonly<Record<string, FieldProblem>>,
  t: Translate,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [field, t(problem.key as MessageKey, problem.params)]),
  );
}

export interface GeneratedDownload {
  bytes: Uint8Array;
  mime: string;
  fileName: string;
  personalItemId: string | null;
}

/** The file as a download, never cached (it holds the user's data); X-Personal-Item-Id names the library copy. */
export function downloadResponse({ bytes, mime, fileName, personalItemId }: GeneratedDownload): Response {
  const headers = new Headers({
    'Content-Type': mime,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': dispositionHeader(mime, { type: 'attachment', fileName }),
    'Cache-Control': 'no-store',
  });
  if (personalItemId) headers.set('X-Personal-Item-Id', personalItemId);
  return new Response(new Uint8Array(bytes), { headers });
}
