import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SPOKEN_CHARS, speakableText } from './speakable-text.ts';

const ANSWER = `## Divorce par consentement mutuel

Les époux qui s'accordent sur tout peuvent divorcer **sans juge** [1]. Chacun doit avoir son avocat [1][2].

Les étapes :
- Rédiger la convention avec les avocats
- Respecter le délai de réflexion de 15 jours ;
1. Signer la convention
2. La déposer chez un notaire [3]

Voir la fiche [Divorce à l'amiable](/library/documents/fiche-f3) et [le guide](/help/divorce).`;

describe('speakableText', () => {
  it('keeps the words of an answer and drops its markup, addresses and citations', () => {
    expect(speakableText(ANSWER)).toBe(
      'Divorce par consentement mutuel. ' +
        "Les époux qui s'accordent sur tout peuvent divorcer sans juge. Chacun doit avoir son avocat. " +
        'Les étapes : Rédiger la convention avec les avocats. Respecter le délai de réflexion de 15 jours. ' +
        'Signer la convention. La déposer chez un notaire. ' +
        "Voir la fiche Divorce à l'amiable et le guide.",
    );
  });

  it('ends headings and items as sentences, but keeps their own final punctuation', () => {
    expect(speakableText('## Qui paie ?\n- Le bailleur !\n- Le locataire…\n- Personne')).toBe(
      'Qui paie ? Le bailleur ! Le locataire… Personne.',
    );
  });

  it('joins the lines of a paragraph and collapses whitespace', () => {
    expect(speakableText('Le bail   est\nsigné\r\n\r\n\n\tpar les deux  parties')).toBe(
      'Le bail est signé. par les deux parties.',
    );
  });

  it('removes citation ranges and lists, and bare addresses', () => {
    expect(speakableText('Voir l’article 229 [1, 3] et [2-4] du code, https://www.legifrance.gouv.fr/x.')).toBe(
      'Voir l’article 229 et du code.',
    );
  });

  it('gives nothing to read for an answer without words', () => {
    expect(speakableText('')).toBe('');
    expect(speakableText('## \n- [1]\n\n**  **')).toBe('');
  });

  it('cuts a long answer after the last sentence that fits', () => {
    const text = 'Première phrase. Deuxième phrase un peu plus longue. Troisième.';
    expect(speakableText(text, 40)).toBe('Première phrase.');
    expect(speakableText(text, 52)).toBe('Première phrase. Deuxième phrase un peu plus longue.');
    expect(speakableText(text, 1000)).toBe(text);
  });

  it('cuts one very long sentence at a word, marked as cut', () => {
    expect(speakableText('Un deux trois quatre cinq six sept', 16)).toBe('Un deux trois…');
  });

  it('caps at 6000 characters by default', () => {
    const long = Array.from({ length: 400 }, (_, i) => `Phrase numéro ${i} du texte.`).join(' ');
    const spoken = speakableText(long);
    expect(spoken.length).toBeLessThanOrEqual(MAX_SPOKEN_CHARS);
    expect(spoken.length).toBeGreaterThan(MAX_SPOKEN_CHARS - 40);
    expect(spoken).toMatch(/du texte\.$/);
  });

  it('never exceeds the cap nor leaves markup behind', () => {
    const piece = fc.constantFrom(
      '## ',
      '- ',
      '1. ',
      '**',
      '[1]',
      '[lien](/a/b)',
      'mot',
      'Fin.',
      ' ',
      '\n',
      '\n\n',
      'é',
      '?',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.integer({ min: 1, max: 120 }), (pieces, max) => {
        const spoken = speakableText(pieces.join(''), max);
        expect(spoken.length).toBeLessThanOrEqual(max);
        expect(spoken).not.toMatch(/\*|\[|\]|\(\/|##|\s\s|\n/);
      }),
      { numRuns: 2000 },
    );
  });
});
