import { describe, expect, it } from 'vitest';
import type { AnswerSource } from '../../shared/events.ts';
import { composeAnswer, datedLine } from './compose.ts';
import { DEPTHS } from './depth.ts';
import { frameFor } from './frame.ts';
import type { RetrievedPassage } from './retriever.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const fr = frameFor('fr');
const en = frameFor('en');

const source = (n: number, over: Partial<AnswerSource> = {}): AnswerSource => ({
  documentId: `doc-${n}`,
  title: `Fiche ${n}`,
  url: `/library/documents/fiche-${n}`,
  excerpt: `Point essentiel de la fiche ${n}, qui répond à la question posée.`,
  jurisdiction: 'FR',
  date: '2026-03-12',
  ...over,
});

const retrieved = (n: number, extra: string[] = []): RetrievedPassage => {
  const s = source(n);
  return { source: s, passages: [s.excerpt, ...extra] };
};

const FOUND = [
  retrieved(1, [
    'Vous devez déposer la demande au greffe du tribunal.',
    'Le dépôt coûte 42,00 € chez le notaire.',
    'Un autre point [7] de **la** fiche 1.',
  ]),
  retrieved(2, ['Il faut ensuite signer la convention.']),
  retrieved(3),
  retrieved(4),
];

const markers = (text: string) => [...text.matchAll(/\[(\d+)\](?!\()/g)].map((m) => Number(m[1]));

describe('datedLine', () => {
  it('names the law and the date of a single recent sheet', () => {
    expect(datedLine([source(1)], fr, NOW)).toBe('Droit français, fiche à jour du 12/03/2026.');
    expect(datedLine([source(1)], en, NOW)).toBe('French law, sheet up to date as of 12 March 2026.');
  });

  it('gives the range of dates, every jurisdiction, and warns when a sheet is over a year old', () => {
    const sources = [
      source(1, { date: '2019-04-01' }),
      source(2, { jurisdiction: 'OHADA', date: '2020-10-27' }),
      source(3, { date: null }),
    ];
    expect(datedLine(sources, fr, NOW)).toBe(
      'Droit français et droit OHADA, fiches mises à jour entre le 01/04/2019 et le 27/10/2020. Le droit a pu évoluer depuis : vérifiez les textes en vigueur.',
    );
    expect(datedLine(sources, en, NOW)).toBe(
      'French law and OHADA law, sheets updated between 1 April 2019 and 27 October 2020. The law may have changed since: check the rules in force.',
    );
  });
});

describe('composeAnswer', () => {
  it('instant: a lead naming the sheets, one key point per sheet, no headings, then the date and the reminder', () => {
    const { text, sources } = composeAnswer(FOUND.slice(0, 3), DEPTHS.instant, fr, NOW, '/lawyers');
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe(
      'Voici ce que disent les fiches de la bibliothèque juridique sur **Fiche 1** [1], **Fiche 2** [2] et **Fiche 3** [3].',
    );
    expect(blocks[1]?.split('\n')).toEqual(
      [1, 2, 3].map((n) => `- Point essentiel de la fiche ${n}, qui répond à la question posée. [${n}]`),
    );
    expect(blocks.slice(2)).toEqual(['Droit français, fiches à jour du 12/03/2026.', fr.reminder('/lawyers')]);
    expect(text).not.toMatch(/^## /m);
    expect(sources.map((s) => s.documentId)).toEqual(['doc-1', 'doc-2', 'doc-3']);
  });

  it('think: key points and the steps to take under headings', () => {
    const { text } = composeAnswer(FOUND, DEPTHS.think, fr, NOW, '/lawyers');
    expect(text).toContain("## L'essentiel\n\n- Point essentiel de la fiche 1");
    expect(text).toContain(
      '## Les démarches\n\n- Vous devez déposer la demande au greffe du tribunal. [1]\n- Il faut ensuite signer la convention. [2]',
    );
    expect(text).toContain('et 1 autre fiche.');
  });

  it('deepThink: numbered steps and a part on costs, deadlines and offices', () => {
    const { text } = composeAnswer(FOUND, DEPTHS.deepThink, en, NOW, '/lawyers');
    expect(text).toContain(
      '## Step by step\n\n1. Vous devez déposer la demande au greffe du tribunal. [1]\n2. Il faut ensuite signer la convention. [2]',
    );
    expect(text).toContain('## Costs, deadlines and where to go\n\n- Le dépôt coûte 42,00 € chez le notaire. [1]');
    expect(text.endsWith(en.reminder('/lawyers'))).toBe(true);
  });

  it('cites every source, and only them, with quoted text unable to forge markers or bold', () => {
    for (const depth of Object.values(DEPTHS)) {
      const { text, sources } = composeAnswer(FOUND, depth, fr, NOW, '/lawyers');
      expect(new Set(markers(text))).toEqual(new Set(sources.map((_, i) => i + 1)));
    }
    expect(composeAnswer(FOUND, DEPTHS.deepThink, fr, NOW, '/lawyers').text).toContain(
      '- Un autre point (7) de la fiche 1. [1]',
    );
  });

  it('quotes a paragraph repeated by two sheets once, and drops a sheet with nothing of its own', () => {
    const [first, second] = FOUND as [RetrievedPassage, RetrievedPassage];
    const twin = {
      source: { ...second.source, excerpt: first.source.excerpt },
      passages: [first.source.excerpt, ...second.passages],
    };
    const copy = { source: { ...source(5), excerpt: first.source.excerpt }, passages: [first.source.excerpt] };
    const { text, sources } = composeAnswer([first, copy, twin], DEPTHS.think, fr, NOW, '/lawyers');
    expect(text.split('Point essentiel de la fiche 1').length).toBe(2);
    expect(sources.map((s) => s.documentId)).toEqual(['doc-1', 'doc-2']);
    expect(new Set(markers(text))).toEqual(new Set([1, 2]));
  });
});

describe('composeAnswer from the part of a sheet that answers', () => {
  const withSection = (passages: string[]): RetrievedPassage => ({
    ...retrieved(1, ['Vous devez envoyer une lettre recommandée avec avis de réception.']),
    section: { title: 'Restitution › État des lieux conforme', passages },
  });

  it('opens on that part, quoted whole and cited once, then one point of each other sheet, named', () => {
    const { text, sources } = composeAnswer(
      [
        withSection([
          'Le dépôt de garantie est restitué dans un délai maximal de 1 mois.',
          'Le délai court à partir de la remise des clés.',
        ]),
        retrieved(2),
      ],
      DEPTHS.instant,
      fr,
      NOW,
      '/lawyers',
    );
    expect(text).toMatch(
      /^D'après la fiche \*\*Fiche 1\*\* \[1\], partie « Restitution › État des lieux conforme » :\n\n- Le dépôt de garantie est restitué dans un délai maximal de 1 mois\.\n- Le délai court à partir de la remise des clés\.\n- \*\*Fiche 2\*\* : Point essentiel de la fiche 2/,
    );
    expect(sources.map((s) => s.documentId)).toEqual(['doc-1', 'doc-2']);
    expect(new Set(markers(text))).toEqual(new Set([1, 2]));
  });

  it('names the case of another part’s figure before it, outside the quotations’ budget', () => {
    const meuble = 'En meublé, le préavis du locataire est de 1 mois.';
    const budget = DEPTHS.instant.quoteChars;
    // The two passages fill the budget but for the case's name: named, they still both fit.
    const vide = `Le locataire donne un préavis de 3 mois${' et plus'.repeat(Math.floor((budget - meuble.length - 45) / 8))}.`;
    const { text } = composeAnswer(
      [
        {
          ...retrieved(1),
          section: {
            title: 'Logement vide › Délai de préavis',
            passages: [vide, meuble],
            cases: { [meuble]: 'Logement meublé' },
          },
        },
      ],
      DEPTHS.instant,
      fr,
      NOW,
      '/lawyers',
    );
    expect(vide.length + meuble.length).toBeLessThanOrEqual(budget);
    // Counted with its name, the second passage would not fit.
    expect(vide.length + meuble.length + 'Logement meublé : '.length).toBeGreaterThan(budget);
    expect(text).toContain(`- ${vide}\n- Logement meublé : ${meuble}`);
  });

  it('quotes no other sheet’s point that the answer already says, naming that sheet as further reading', () => {
    const { text } = composeAnswer(
      [
        withSection(['Le dépôt de garantie est restitué dans un délai maximal de 1 mois après la remise des clés.']),
        {
          source: source(2, { excerpt: 'Le dépôt de garantie est restitué dans un délai maximal de 1 mois.' }),
          passages: [],
        },
      ],
      DEPTHS.instant,
      fr,
      NOW,
      '/lawyers',
    );
    expect(text).not.toContain('**Fiche 2** : ');
    expect(text).toContain('**Fiche 2** [2]');
    expect(text.split('restitué dans un délai maximal').length).toBe(2);
  });

  it('keeps the answer within its length, naming the sheets it no longer quotes as further reading', () => {
    const long = Array.from(
      { length: 20 },
      (_, i) => `Passage ${i} de la partie qui répond, assez long pour compter dans la longueur de la réponse.`,
    );
    const { text, sources } = composeAnswer(
      [withSection(long), retrieved(2), retrieved(3)],
      DEPTHS.instant,
      fr,
      NOW,
      '/lawyers',
    );
    const quotedChars = text
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .reduce((sum, l) => sum + l.length, 0);
    expect(quotedChars).toBeLessThanOrEqual(DEPTHS.instant.quoteChars + 100);
    expect(text).toMatch(/\nÀ lire aussi : .*\*\*Fiche 3\*\* \[3\]\.\n/);
    expect(sources).toHaveLength(3);
    expect(new Set(markers(text))).toEqual(new Set([1, 2, 3]));
  });

  it('names the sheets past its key points as further reading: Instant quotes 3 and cites 4', () => {
    const { text, sources } = composeAnswer(
      [retrieved(1), retrieved(2), retrieved(3), retrieved(4)],
      DEPTHS.instant,
      fr,
      NOW,
      '/lawyers',
    );
    expect(DEPTHS.instant.keyPoints).toBe(3);
    expect(sources.map((s) => s.documentId)).toEqual(['doc-1', 'doc-2', 'doc-3', 'doc-4']);
    expect(text).toMatch(/\nÀ lire aussi : \*\*Fiche 4\*\* \[4\]\.\n/);
    expect(new Set(markers(text))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('says in English that the passages are quoted in French', () => {
    const { text } = composeAnswer([withSection(['Le délai est de 1 mois.'])], DEPTHS.instant, en, NOW, '/lawyers');
    expect(text).toMatch(
      /^According to the sheet \*\*Fiche 1\*\* \[1\] \(quoted in French\), part “Restitution › État des lieux conforme”:/,
    );
  });
});
