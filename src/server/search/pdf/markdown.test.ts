import { describe, expect, it } from 'vitest';
import { answerBlocks } from './markdown.ts';

const ORIGIN = 'https://jurisia.example';
const text = (value: string, bold = false) => ({ text: value, bold, href: null });

describe('answerBlocks', () => {
  it('keeps headings and paragraphs, and flattens lists into items with their marker', () => {
    const markdown = '## Étapes\n\nUn paragraphe\nsur deux lignes.\n\n- premier\n- second\n\n3. trois\n4. quatre';
    expect(answerBlocks(markdown, 0, ORIGIN)).toEqual([
      { kind: 'heading', spans: [text('Étapes')] },
      { kind: 'paragraph', spans: [text('Un paragraphe sur deux lignes.')] },
      { kind: 'item', marker: '•', spans: [text('premier')] },
      { kind: 'item', marker: '•', spans: [text('second')] },
      { kind: 'item', marker: '3.', spans: [text('trois')] },
      { kind: 'item', marker: '4.', spans: [text('quatre')] },
    ]);
  });

  it('marks bold runs and keeps citation markers as [n] text', () => {
    expect(answerBlocks('Délai de **15 jours** [1][2].', 2, ORIGIN)).toEqual([
      {
        kind: 'paragraph',
        spans: [text('Délai de '), text('15 jours', true), text(' '), text('[1]'), text('[2]'), text('.')],
      },
    ]);
  });

  it('makes local links absolute, percent-encoded, and shows other links as plain text', () => {
    const [block] = answerBlocks(
      'Voir [la fiche](/library/documents/rôle), [ça](javascript:alert) ou [là](https://ailleurs.example/).',
      0,
      ORIGIN,
    );
    expect(block?.spans).toEqual([
      text('Voir '),
      { text: 'la fiche', bold: false, href: `${ORIGIN}/library/documents/r%C3%B4le` },
      text(', ça ou là.'),
    ]);
  });

  it('leaves out blocks without text', () => {
    expect(answerBlocks('\n\n- \n\n   \n', 0, ORIGIN)).toEqual([]);
  });
});
