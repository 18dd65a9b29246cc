import { describe, expect, it } from 'vitest';
import { isLocalPath, parseAnswer, parseInline } from './answer-markdown.ts';

describe('answer Markdown subset', () => {
  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(parseAnswer('Première ligne\nsuite.\n\nDeuxième.', 0)).toEqual([
      { type: 'paragraph', inline: [{ type: 'text', text: 'Première ligne suite.' }] },
      { type: 'paragraph', inline: [{ type: 'text', text: 'Deuxième.' }] },
    ]);
  });

  it('reads ## headings, bullet lists and numbered lists with their first number', () => {
    const blocks = parseAnswer('## Démarches\n- Saisir le notaire\n- Signer\n\n3. Trois\n4. Quatre', 0);
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'list', 'list']);
    expect(blocks[1]).toMatchObject({ ordered: false, items: [[{ text: 'Saisir le notaire' }], [{ text: 'Signer' }]] });
    expect(blocks[2]).toMatchObject({ ordered: true, start: 3 });
  });

  it('ends a list at a plain line, and continues an item on an indented line', () => {
    const blocks = parseAnswer('- un\n  suite\nTexte', 0);
    expect(blocks).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[{ type: 'text', text: 'un suite' }]] },
      { type: 'paragraph', inline: [{ type: 'text', text: 'Texte' }] },
    ]);
  });

  it('starts a new list when bullets turn into numbers', () => {
    expect(parseAnswer('- a\n1. b', 0).map((block) => block.type === 'list' && block.ordered)).toEqual([false, true]);
  });

  it('reads bold, local links and citation markers within the number of sources', () => {
    expect(parseInline('Voir **la fiche [2]** et [le guide](/library/documents/vdd-F1) [1][3]', 2)).toEqual([
      { type: 'text', text: 'Voir ' },
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'la fiche ' },
          { type: 'cite', n: 2 },
        ],
      },
      { type: 'text', text: ' et ' },
      { type: 'link', text: 'le guide', path: '/library/documents/vdd-F1' },
      { type: 'text', text: ' ' },
      { type: 'cite', n: 1 },
      { type: 'text', text: '[3]' },
    ]);
  });

  it('keeps only the label of links that leave the site', () => {
    for (const href of ['https://evil.test/x', '//evil.test/x', 'javascript:void', 'mailto:a@b.test', '/\\evil.test']) {
      expect(parseInline(`[ici](${href})`, 0)).toEqual([{ type: 'text', text: 'ici' }]);
    }
  });

  it('treats HTML in the answer as text', () => {
    expect(parseAnswer('<img src=x onerror=alert(1)>', 0)).toEqual([
      { type: 'paragraph', inline: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('accepts only same-site absolute paths as local', () => {
    expect(isLocalPath('/lawyers')).toBe(true);
    expect(isLocalPath('lawyers')).toBe(false);
    expect(isLocalPath('//host/x')).toBe(false);
  });
});
