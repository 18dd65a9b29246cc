/**
 * The template catalogue's query (GET /api/documents/templates?q&category): a public, linkable
 * search over the few templates in the code. A value that does not make sense is no filter.
 */
import { z } from 'zod';
import { TEMPLATES, templateSummary } from '../../documents/templates/index.ts';
import { TEMPLATE_CATEGORIES, type TemplateCategory, type TemplateSummary } from '../../documents/template.types.ts';

export interface CatalogueQuery {
  q?: string | undefined;
  category?: TemplateCategory | undefined;
}

const catalogueQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .transform((s) => s || undefined)
    .optional()
    .catch(undefined),
  category: z.enum(TEMPLATE_CATEGORIES).optional().catch(undefined),
});

/** The query of a URL's search params (the first value of each). */
export function catalogueQuery(params: URLSearchParams): CatalogueQuery {
  return catalogueQuerySchema.parse(Object.fromEntries(params));
}

/** Lower case without accents, ligatures or typographic apostrophes: « Œuvre d’art » and "oeuvre d'art" match. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘ʼ]/g, "'");
}

/** The templates, in catalogue order, whose title or description holds every word of `q`, in `category`. */
export function listTemplates({ q, category }: CatalogueQuery): TemplateSummary[] {
  const words = q ? fold(q).split(/\s+/).filter(Boolean) : [];
  return TEMPLATES.filter((template) => {
    if (category && template.category !== category) return false;
    const haystack = fold(`${template.title} ${template.description}`);
    return words.every((word) => haystack.includes(word));
  }).map(templateSummary);
}
