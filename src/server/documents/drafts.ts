/**
 * A signed-in user's drafts of the generator (docs/ARCHITECTURE.md "Document generator"), one per user and
 * template, so what they typed survives another device or a cleared browser. A draft holds
 * only the template's fields, each at most its maximum length, and at most 64 KB of JSON;
 * drafts of another user are never read or written.
 */
import { findTemplate } from '../../documents/templates/index.ts';
import type { DocumentDraft, DocumentTemplate, TemplateValues } from '../../documents/template.types.ts';
import { maxLengthOf } from '../../documents/validate.ts';
import type { Db } from '../db/client.ts';
import { iso } from '../db/iso.ts';
import { DomainError } from '../errors.ts';

export const DRAFT_MAX_BYTES = 64 * 1024;

export class DraftError extends DomainError {
  override name = 'DraftError';
}

export interface DraftInput {
  values: Record<string, unknown>;
  step: number;
}

/** `text` cut to `max` UTF-16 units (as the form counts), never inside a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/** The template's fields among `values` (text only), each cut to the field's maximum length. */
function draftValues(template: DocumentTemplate, values: unknown): TemplateValues {
  const given = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const kept: TemplateValues = {};
  for (const field of template.fields) {
    const value = Object.hasOwn(given, field.name) ? given[field.name] : undefined;
    if (typeof value === 'string') kept[field.name] = cut(value, maxLengthOf(field));
  }
  return kept;
}

/**
 * What a draft keeps of `input`: the template's fields (see draftValues) and a step within the
 * template's steps (one past the last allows a final review screen).
 * @throws DraftError 413 past DRAFT_MAX_BYTES of JSON.
 */
export function draftContent(template: DocumentTemplate, input: DraftInput): { values: TemplateValues; step: number } {
  const values = draftValues(template, input.values);
  if (Buffer.byteLength(JSON.stringify(values), 'utf8') > DRAFT_MAX_BYTES)
    throw new DraftError(413, 'documents.errors.draftTooLarge', 'draft_too_large');
  return { values, step: Math.min(Math.max(0, Math.trunc(input.step)), template.steps.length) };
}

function templateOrThrow(templateId: string): DocumentTemplate {
  const template = findTemplate(templateId);
  if (!template) throw new DraftError(404, 'documents.errors.templateNotFound', 'not_found');
  return template;
}

/** The user's draft of a template (by id or slug), or null (none, or no such template). */
export async function readDraft(db: Db, userId: string, templateId: string): Promise<DocumentDraft | null> {
  const template = findTemplate(templateId);
  if (!template) return null;
  const row = await db
    .selectFrom('document_drafts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('template_id', '=', template._id)
    .executeTakeFirst();
  // Filtered again on the way out: the template may have lost or shortened a field since.
  return row
    ? {
        templateId: template._id,
        values: draftValues(template, row.values),
        step: row.step,
        updatedAt: iso(row.updated_at),
      }
    : null;
}

/**
 * Creates or replaces the user's draft of a template (by id or slug) with what draftContent keeps.
 * @throws DraftError 404 for an unknown template, 413 past DRAFT_MAX_BYTES.
 */
export async function saveDraft(
  db: Db,
  userId: string,
  templateId: string,
  input: DraftInput,
  now = new Date(),
): Promise<DocumentDraft> {
  const template = templateOrThrow(templateId);
  const { values, step } = draftContent(template, input);
  const json = JSON.stringify(values);
  await db
    .insertInto('document_drafts')
    .values({ user_id: userId, template_id: template._id, values: json, step, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doUpdateSet({ values: json, step, updated_at: now }))
    .execute();
  return { templateId: template._id, values, step, updatedAt: now.toISOString() };
}

/** Whether the user had a draft of that template. */
export async function deleteDraft(db: Db, userId: string, templateId: string): Promise<boolean> {
  const template = findTemplate(templateId);
  if (!template) return false;
  const result = await db
    .deleteFrom('document_drafts')
    .where('user_id', '=', userId)
    .where('template_id', '=', template._id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
