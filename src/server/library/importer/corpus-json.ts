/**
 * The JSON corpus format for other collections (Beninese or OHADA texts…), described in
 * docs/CORPUS-FORMAT.md. The envelope must be valid; each document is checked on its own so
 * one bad document is reported without stopping the others.
 */
import { z } from 'zod';
import { documentSlug, type LibraryDocument, uniqueStrings } from './document.ts';
import { type HNode, toHtml, toText } from './html.ts';
import { paragraphs, sanitizeHtml } from './sanitize-html.ts';

const code = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes');
const webUrl = z.httpUrl();

export const corpusEnvelopeSchema = z.object({
  source: z.object({
    id: code.max(32),
    name: z.string().trim().min(1),
    url: webUrl,
    license: z.string().trim().min(1),
  }),
  jurisdiction: z.string().regex(/^[A-Z]{2,10}$/, 'an upper-case code such as BJ or OHADA'),
  language: z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'a language tag such as fr'),
  documents: z.array(z.unknown()),
});

export const corpusDocumentSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'letters, digits, dot, dash, underscore'),
    title: z.string().trim().min(1),
    summary: z.string().trim().default(''),
    bodyHtml: z.string().min(1).optional(),
    bodyText: z.string().min(1).optional(),
    category: z.string().trim().min(1),
    tags: z.array(z.string().trim().min(1)).default([]),
    url: webUrl.optional(),
    date: z.iso.date().optional(),
  })
  .refine((d) => (d.bodyHtml === undefined) !== (d.bodyText === undefined), {
    message: 'exactly one of bodyHtml or bodyText',
  });

export type CorpusEnvelope = z.infer<typeof corpusEnvelopeSchema>;

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

export function parseEnvelope(json: unknown): CorpusEnvelope {
  const parsed = corpusEnvelopeSchema.safeParse(json);
  if (!parsed.success) throw new Error(`invalid corpus file: ${issues(parsed.error)}`);
  return parsed.data;
}

export function convertCorpusDocument(envelope: CorpusEnvelope, raw: unknown): LibraryDocument {
  const parsed = corpusDocumentSchema.safeParse(raw);
  if (!parsed.success) throw new Error(issues(parsed.error));
  const doc = parsed.data;
  const content: HNode[] = doc.bodyHtml ? sanitizeHtml(doc.bodyHtml) : paragraphs(doc.bodyText ?? '');
  return {
    id: `${envelope.source.id}-${doc.id}`,
    slug: documentSlug(doc.title, `${envelope.source.id}-${doc.id}`),
    title: doc.title,
    summary: doc.summary,
    bodyHtml: toHtml(content),
    bodyText: toText(content),
    category: doc.category,
    tags: uniqueStrings(doc.tags),
    breadcrumb: [{ id: null, title: doc.category }],
    jurisdiction: envelope.jurisdiction,
    sourceName: envelope.source.name,
    sourceUrl: doc.url ?? envelope.source.url,
    license: envelope.source.license,
    language: envelope.language,
    audiences: [],
    sheetDate: doc.date ?? null,
  };
}
