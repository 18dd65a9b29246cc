import { describe, expect, it } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import { languageName, sortedLanguages } from './format.ts';

describe('the languages a lawyer speaks, by name', () => {
  it('names the languages of Bénin and Togo Intl does not know, never by their code', () => {
    const t = createTranslator('fr');
    expect(languageName('ddn', 'fr', t)).toBe('Dendi');
    expect(languageName('fon', 'fr', t)).toBe('Fon');
    expect(languageName('de', 'fr', t)).toBe('Allemand');
    expect(sortedLanguages(['ddn', 'ee', 'fr'], 'fr', t).map((l) => l.name)).toEqual(['Dendi', 'Éwé', 'Français']);
  });
});
