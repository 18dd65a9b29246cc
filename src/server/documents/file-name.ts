/**
 * The name of a generated file: the template's slug and the day it was made,
 * `mise-en-demeure-de-payer-2026-11-23.pdf`. ASCII only (like the PDF exports'
 * names), so it survives every browser, mail client and file system unchanged.
 */
import { isoDay } from '../../documents/format.ts';
import type { DocumentFormat, DocumentTemplate } from '../../documents/template.types.ts';

function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `today` is read as the template language reads it: the day on the server's clock, as `{{today}}` writes it. */
export function generatedFileName(
  template: Pick<DocumentTemplate, 'slug'>,
  today: Date,
  format: DocumentFormat,
): string {
  return `${asciiSlug(template.slug) || 'document'}-${isoDay(today)}.${format}`;
}
