/**
 * The translated texts of the document generator island. The page renders them for its locale
 * and passes them as a prop, so the client bundles no message file.
 */
import type { FieldProblem } from '~/documents/template.types.ts';
import type { MessageKey, Translate } from '~/i18n/messages.ts';
import { format as fill } from '~/i18n/format.ts';

/** The checks' problems (`src/documents/validate.ts`), as `documents.errors.<name>`. */
export const FIELD_ERROR_KEYS = [
  'documents.errors.required',
  'documents.errors.tooLong',
  'documents.errors.date',
  'documents.errors.number',
  'documents.errors.min',
  'documents.errors.max',
  'documents.errors.email',
  'documents.errors.phone',
  'documents.errors.option',
  'documents.errors.invalid',
] as const satisfies readonly MessageKey[];

export const DOCUMENT_MESSAGE_KEYS = [
  ...FIELD_ERROR_KEYS,
  'documents.step.indicator',
  'documents.step.review',
  'documents.step.previous',
  'documents.step.next',
  'documents.form.requiredLegend',
  'documents.form.choose',
  'documents.form.counter',
  'documents.preview.title',
  'documents.view.label',
  'documents.view.form',
  'documents.preview.hint',
  'documents.review.lead',
  'documents.review.edit',
  'documents.review.empty',
  'documents.download.pdf',
  'documents.download.docx',
  'documents.download.busy',
  'documents.download.done',
  'documents.download.inLibrary',
  'documents.download.openLibrary',
  'documents.download.signInHint',
  'documents.download.signIn',
  'documents.download.fix',
  'documents.download.fixText',
  'documents.download.rateLimited',
  'documents.download.rateLimitedLater',
  'documents.download.offline',
  'documents.download.offlineText',
  'documents.download.failed',
  'documents.download.failedText',
  'documents.draft.kept',
  'documents.draft.keptAccount',
  'documents.draft.restored',
  'documents.draft.restart',
  'documents.draft.confirm',
  'documents.draft.confirmYes',
  'documents.draft.confirmNo',
  'documents.calendar.placeholder',
  'documents.calendar.format',
  'documents.calendar.open',
  'documents.calendar.title',
  'documents.calendar.previous',
  'documents.calendar.next',
] as const satisfies readonly MessageKey[];

export type DocumentMessageKey = (typeof DOCUMENT_MESSAGE_KEYS)[number];
export type DocumentMessages = Record<DocumentMessageKey, string>;

export function documentMessages(t: Translate): DocumentMessages {
  return Object.fromEntries(DOCUMENT_MESSAGE_KEYS.map((key) => [key, t(key)])) as DocumentMessages;
}

export { fill };

const isKnown = (messages: DocumentMessages, key: string): key is DocumentMessageKey => Object.hasOwn(messages, key);

/** A field's problem in words; an unknown key (a newer server) reads as « invalid ». */
export function problemText(messages: DocumentMessages, problem: FieldProblem): string {
  const template = isKnown(messages, problem.key) ? messages[problem.key] : messages['documents.errors.invalid'];
  return fill(template, problem.params);
}
