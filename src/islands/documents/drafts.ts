/**
 * Drafts of the guided form (SPEC-COVERAGE §8: nothing typed is lost): kept in localStorage under
 * `document-draft:<templateId>` and, for a signed-in user, on the server; on load the newer
 * one wins. Everything read back is checked, since storage and old versions may hold anything.
 */
import type { DocumentDraft, DocumentTemplate, TemplateValues } from '~/documents/template.types.ts';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (templateId: string): string => `document-draft:${templateId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A draft for `template` from untrusted data, or null: only the template's fields with text
 * values are kept, the step must be a whole number within the template, the date a real one.
 */
export function readDraft(template: DocumentTemplate, raw: unknown): DocumentDraft | null {
  if (!isRecord(raw) || !isRecord(raw['values'])) return null;
  const { step, updatedAt } = raw;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > template.steps.length) return null;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) return null;
  const posted = raw['values'];
  const values: TemplateValues = {};
  for (const field of template.fields) {
    const value = posted[field.name];
    if (typeof value === 'string') values[field.name] = value;
  }
  return { templateId: template._id, values, step, updatedAt };
}

/** The draft kept in this browser, or null (none, unreadable, or storage blocked). */
export function loadLocalDraft(storage: DraftStorage, template: DocumentTemplate): DocumentDraft | null {
  try {
    const text = storage.getItem(draftKey(template._id));
    return text === null ? null : readDraft(template, JSON.parse(text));
  } catch {
    return null;
  }
}

/** False when the browser refused (private mode, full storage): the server copy, if any, still holds it. */
export function saveLocalDraft(storage: DraftStorage, draft: DocumentDraft): boolean {
  try {
    storage.setItem(draftKey(draft.templateId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(storage: DraftStorage, templateId: string): void {
  try {
    storage.removeItem(draftKey(templateId));
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** The newer of two drafts by `updatedAt`; on a tie the local one, which is what this screen last showed. */
export function newerDraft(local: DocumentDraft | null, server: DocumentDraft | null): DocumentDraft | null {
  if (!local || !server) return local ?? server;
  return Date.parse(server.updatedAt) > Date.parse(local.updatedAt) ? server : local;
}

/** Whether anything was typed: a draft left empty (after « Recommencer ») restores nothing. */
export function hasAnswers(values: TemplateValues): boolean {
  return Object.values(values).some((value) => value.trim() !== '');
}
