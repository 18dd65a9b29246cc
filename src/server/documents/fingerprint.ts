/**
 * What a generated document is: its template, the values it was filled with and the day it
 * carries (`{{today}}`), whatever the format. Downloaded again the same day, in PDF or DOCX, it
 * is the same document: counted once against the plan, and kept once in each format in the
 * personal library (docs/ARCHITECTURE.md "Document generator").
 */
import { createHash } from 'node:crypto';
import type { TemplateValues } from '../../documents/template.types.ts';

export function documentFingerprint(templateId: string, values: TemplateValues, today: Date): string {
  const entries = Object.keys(values)
    .sort()
    .map((name) => [name, values[name]]);
  return createHash('sha256')
    .update(JSON.stringify([templateId, today.toISOString().slice(0, 10), entries]))
    .digest('hex');
}
