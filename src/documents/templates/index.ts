/**
 * Every template of the generator (docs/TEMPLATES.md), in catalogue order. A template is
 * found by its id or its slug.
 */
import type { DocumentTemplate, TemplateSummary } from '../template.types.ts';

export const TEMPLATES: readonly DocumentTemplate[] = [];

export function findTemplate(idOrSlug: string): DocumentTemplate | null {
  return TEMPLATES.find((t) => t._id === idOrSlug || t.slug === idOrSlug) ?? null;
}

export function templateSummary({ _id, slug, title, description, category, jurisdiction, language }: DocumentTemplate): TemplateSummary {
  return { _id, slug, title, description, category, jurisdiction, language };
}
