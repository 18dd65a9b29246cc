/** Validation of personal-library bodies and queries; error messages are message keys. */
import { z } from 'zod';
import type { PersonalItemKind } from '../db/schema.ts';
import { positiveOr } from '../page-params.ts';

export const ITEM_KINDS = [
  'library',
  'upload',
  'generated',
  'search-export',
] as const satisfies readonly PersonalItemKind[];
export const NOTE_MAX = 2000;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;

/** Tags as an array or one comma-separated string (a form field); trimmed, deduplicated. */
const tags = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((list) => [...new Set(list.map((tag) => tag.trim().replace(/\s+/g, ' ')).filter(Boolean))])
  .pipe(
    z
      .array(z.string().max(TAG_MAX, 'personalLibrary.errors.tagTooLong'))
      .max(TAGS_MAX, 'personalLibrary.errors.tooManyTags'),
  );

const note = z.string().max(NOTE_MAX, 'personalLibrary.errors.noteTooLong');

export const editInput = z.object({ note: note.optional(), tags: tags.optional() });
export type EditInput = z.infer<typeof editInput>;

export const saveDocumentInput = z.object({
  kind: z.literal('library', 'personalLibrary.errors.invalid'),
  documentId: z
    .string()
    .min(1, 'personalLibrary.errors.documentRequired')
    .max(200, 'personalLibrary.errors.documentRequired'),
  note: note.optional(),
  tags: tags.optional(),
  redirect: z.string().optional(),
});

export const uploadFields = z.object({ note: note.optional(), tags: tags.optional() });

export const listQuery = z.object({
  q: z.string().trim().max(200).catch('').optional(),
  kind: z.enum(ITEM_KINDS).optional().catch(undefined),
  tag: z.string().trim().max(TAG_MAX).optional().catch(undefined),
  /** The item that keeps this library document, if any (a sheet asks whether it is saved). */
  documentId: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: positiveOr(1, 100_000).default(1),
  perPage: positiveOr(PER_PAGE_DEFAULT, PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
export type ListQuery = z.infer<typeof listQuery>;

export const EDIT_FIELDS = ['note', 'tags'] as const;
