import { describe, expect, it } from 'vitest';
import { questionKeywords, retrievalQuery } from './keywords.ts';

describe('questionKeywords', () => {
  it('keeps the content words of a question, without accents, each once', () => {
    expect(questionKeywords("Comment divorcer à l'amiable ?")).toEqual(['divorcer', 'amiable']);
    expect(questionKeywords('Mon locataire a un loyer impayé, que faire ?')).toEqual(['locataire', 'loyer', 'impaye']);
    expect(questionKeywords('Quels sont mes droits si mon patron me vire ? Mon patron...')).toEqual(['patron', 'vire']);
  });

  it('keeps the words of lay phrases the synonyms know ("ne paie plus")', () => {
    expect(questionKeywords('Mon locataire ne paie plus')).toEqual(['locataire', 'ne', 'paie', 'plus']);
  });

  it('splits hyphenated question forms and drops search operators', () => {
    expect(questionKeywords('Peut-on "divorcer" -vite ?')).toEqual(['divorcer', 'vite']);
  });

  it('gives nothing for a question made only of filler', () => {
    expect(questionKeywords('Que dois-je faire ?')).toEqual([]);
  });
});

describe('retrievalQuery', () => {
  const history = [
    { role: 'user' as const, text: 'Je veux divorcer par consentement mutuel' },
    { role: 'assistant' as const, text: 'Voici ce que disent les fiches…' },
  ];

  it('searches a short follow-up with the previous question', () => {
    expect(retrievalQuery('Et combien ça coûte ?', history)).toBe(
      'Je veux divorcer par consentement mutuel\nEt combien ça coûte ?',
    );
  });

  it('searches a complete question as it is', () => {
    const question = 'Mon locataire a un loyer impayé, que faire ?';
    expect(retrievalQuery(question, history)).toBe(question);
    expect(retrievalQuery('Et combien ça coûte ?')).toBe('Et combien ça coûte ?');
  });
});
