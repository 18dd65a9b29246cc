import { describe, expect, it } from 'vitest';
import type { TemplateSummary } from '~/documents/template.types.ts';
import {
  catalogueQueryString,
  filterTemplates,
  fold,
  groupByCategory,
  languageName,
  parseCatalogueQuery,
} from './catalogue.ts';

const summary = (
  slug: string,
  title: string,
  category: TemplateSummary['category'],
  description = '',
): TemplateSummary => ({
  _id: `tpl-${slug}`,
  slug,
  title,
  description,
  category,
  jurisdiction: 'BJ',
  language: 'fr',
});

const LETTER = summary('resiliation', 'Lettre de résiliation', 'contracts', 'Mettre fin à un abonnement.');
const DEBT = summary('reconnaissance', 'Reconnaissance de dette', 'money', 'Prouver un prêt entre particuliers.');
const LEASE = summary('bail', "Bail d'habitation", 'housing', 'Louer un logement vide.');
const NOTICE = summary('mise-en-demeure', 'Mise en demeure de payer', 'money', 'Réclamer une somme due.');
const searchable = [LETTER, DEBT, LEASE, NOTICE].map((template) => ({
  template,
  extra: [template.category === 'money' ? 'Argent et dettes' : ''],
}));

describe('the catalogue', () => {
  it('reads its query from the URL, ignoring unknown categories', () => {
    expect(parseCatalogueQuery(new URLSearchParams('q=%20bail%20&category=housing'))).toEqual({
      q: 'bail',
      category: 'housing',
    });
    expect(parseCatalogueQuery(new URLSearchParams('category=cuisine'))).toEqual({ q: '', category: '' });
    expect(parseCatalogueQuery(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('writes its query back, leaving out what is empty', () => {
    expect(catalogueQueryString({ q: 'mise en demeure', category: 'money' })).toBe('?q=mise+en+demeure&category=money');
    expect(catalogueQueryString({ q: '', category: '' })).toBe('');
  });

  it('finds templates having every word, whatever the accents and case', () => {
    expect(fold('Résiliation DÉJÀ')).toBe('resiliation deja');
    expect(filterTemplates(searchable, { q: 'RESILIATION', category: '' })).toEqual([LETTER]);
    expect(filterTemplates(searchable, { q: 'lettre abonnement', category: '' })).toEqual([LETTER]);
    expect(filterTemplates(searchable, { q: 'lettre bail', category: '' })).toEqual([]);
    expect(filterTemplates(searchable, { q: "l'habitation", category: '' })).toEqual([LEASE]);
    expect(filterTemplates(searchable, { q: 'dettes', category: '' })).toEqual([DEBT, NOTICE]);
  });

  it('keeps to the chosen category', () => {
    expect(filterTemplates(searchable, { q: '', category: 'money' })).toEqual([DEBT, NOTICE]);
    expect(filterTemplates(searchable, { q: 'payer', category: 'money' })).toEqual([NOTICE]);
    expect(filterTemplates(searchable, { q: 'payer', category: 'housing' })).toEqual([]);
  });

  it('groups templates by category in the catalogue order, leaving out empty ones', () => {
    expect(groupByCategory([LEASE, DEBT, LETTER, NOTICE])).toEqual([
      { category: 'money', templates: [DEBT, NOTICE] },
      { category: 'contracts', templates: [LETTER] },
      { category: 'housing', templates: [LEASE] },
    ]);
  });

  it('names a document’s language in the reader’s', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'fr')).toBe('français');
  });
});
