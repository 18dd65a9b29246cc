/**
 * The /documents catalogue from its URL: the words searched and the category chosen, the
 * templates that match (every word, accents and case aside, in the title, description,
 * category or jurisdiction), grouped by category in the catalogue's order.
 */
import { TEMPLATE_CATEGORIES, type TemplateCategory, type TemplateSummary } from '~/documents/template.types.ts';
import { foldAccents } from '~/shared/text-fold.ts';

export const MAX_QUERY_LENGTH = 100;

export interface CatalogueQuery {
  q: string;
  /** '' for every category. */
  category: TemplateCategory | '';
}

const isCategory = (value: string): value is TemplateCategory =>
  (TEMPLATE_CATEGORIES as readonly string[]).includes(value);

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const category = params.get('category') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    category: isCategory(category) ? category : '',
  };
}

/** `?q=…&category=…`, leaving out what is empty ('' for the bare catalogue). */
export function catalogueQueryString({ q = '', category = '' }: Partial<CatalogueQuery>): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Lower case without accents, so « resiliation » finds « Résiliation » (shared/text-fold.ts). */
export const fold = foldAccents;

/** The words of a search; apostrophes split them (« l’huissier » → « l », « huissier »). */
const wordsOf = (text: string): string[] =>
  fold(text)
    .split(/[\s'’,;.!?()«»"-]+/)
    .filter(Boolean);

export interface SearchableTemplate {
  template: TemplateSummary;
  /** Texts of the reader's language that describe it too: the category's name, the jurisdiction's. */
  extra: string[];
}

export function filterTemplates(templates: SearchableTemplate[], query: CatalogueQuery): TemplateSummary[] {
  const words = wordsOf(query.q);
  return templates
    .filter(({ template }) => !query.category || template.category === query.category)
    .filter(({ template, extra }) => {
      const haystack = fold([template.title, template.description, template.jurisdiction, ...extra].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .map(({ template }) => template);
}

export interface CategoryGroup {
  category: TemplateCategory;
  templates: TemplateSummary[];
}

/** Categories in TEMPLATE_CATEGORIES order, only those holding a template; templates keep their order. */
export function groupByCategory(templates: TemplateSummary[]): CategoryGroup[] {
  return TEMPLATE_CATEGORIES.map((category) => ({
    category,
    templates: templates.filter((template) => template.category === category),
  })).filter((group) => group.templates.length > 0);
}

/** The language a template is written in, named in the reader's (« français », « French »). */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale, 'fr'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
