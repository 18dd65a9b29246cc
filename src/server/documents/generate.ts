/**
 * Generating a document (POST /api/documents/generate/{id}): the posted values are checked,
 * rendered, and written as PDF or DOCX; a signed-in user also gets a copy in the personal
 * library. Keeping that copy is a courtesy: when it fails, the user still gets the file, and
 * the failure is logged.
 */
import { renderDocument } from '../../documents/template-language.ts';
import type { DocumentFormat, DocumentTemplate, FieldProblem } from '../../documents/template.types.ts';
import { validateValues } from '../../documents/validate.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../storage/types.ts';
import { documentDocx } from './docx.ts';
import { generatedFileName } from './file-name.ts';
import { documentFingerprint } from './fingerprint.ts';
import { documentPdf } from './pdf.ts';
import { type GeneratedFile, saveGeneratedDocument } from './save-generated.ts';

export const FORMAT_MIME: Readonly<Record<DocumentFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface GenerateDeps {
  db: Db;
  /** Opened only to keep a signed-in user's copy: an anonymous generation never needs it. */
  storage: FileStorage;
  logger: Logger;
  appName: string;
  /**
   * Counts the generation against the plan (billing/quotas.ts), once the values are valid and
   * before any rendering, unless the same document (`fingerprint`) was counted already; throws
   * its DomainError (403) past the plan's documents of the month.
   */
  quota: (fingerprint: string) => Promise<void>;
}

export interface GenerateRequest {
  template: DocumentTemplate;
  /** The posted `values`, unchecked. */
  input: unknown;
  format: DocumentFormat;
  user: { id: string } | null;
  /** The day `{{today}}` and the file name carry. */
  today: Date;
}

export type GenerateResult =
  | { kind: 'invalid'; errors: Record<string, FieldProblem> }
  | { kind: 'file'; bytes: Buffer; mime: string; fileName: string; personalItemId: string | null };

export async function generateDocument(
  deps: GenerateDeps,
  { template, input, format, user, today }: GenerateRequest,
): Promise<GenerateResult> {
  const checked = validateValues(template, input);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
  const fingerprint = documentFingerprint(template._id, checked.values, today);
  await deps.quota(fingerprint);
  const rendered = renderDocument(template, checked.values, { today });
  const meta = { appName: deps.appName, language: template.language };
  const bytes = format === 'pdf' ? await documentPdf(rendered, meta) : await documentDocx(rendered, meta);
  const file = {
    title: template.title,
    bytes,
    mime: FORMAT_MIME[format],
    fileName: generatedFileName(template, today, format),
    // Kept once in each format: the PDF and the DOCX are two files the reader may come back for.
    fingerprint: `${fingerprint}.${format}`,
  };
  const personalItemId = user ? await keepCopy(deps, user.id, file) : null;
  return { kind: 'file', bytes, mime: file.mime, fileName: file.fileName, personalItemId };
}

async function keepCopy(deps: GenerateDeps, userId: string, file: GeneratedFile): Promise<string | null> {
  try {
    const row = await saveGeneratedDocument(deps.db, deps.storage, userId, file);
    return row.id;
  } catch (error) {
    deps.logger.error('generated document not kept in the personal library', {
      userId,
      fileName: file.fileName,
      error,
    });
    return null;
  }
}
