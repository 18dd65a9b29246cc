import { describe, expect, it } from 'vitest';
import { DEPTHS } from './depth.ts';
import { frameFor } from './frame.ts';
import { composeOverview, isOverview, summaryWithin } from './overview.ts';
import type { RetrievedPassage } from './retriever.ts';

const listed = (n: number, excerpt: string): RetrievedPassage => ({
  source: {
    documentId: `vdd-F${n}`,
    title: `Fiche ${n}`,
    url: `/library/documents/fiche-${n}`,
    excerpt,
    jurisdiction: 'FR',
    date: '2020-03-01',
  },
  passages: [],
  overview: true,
});

describe('summaryWithin', () => {
  it('keeps the first sentence whatever its length, and the next ones while they fit', () => {
    const summary = 'Il existe 2 types d’adoption. La plénière rompt les liens. La simple les garde.';
    expect(summaryWithin(summary, 10)).toBe('Il existe 2 types d’adoption.');
    expect(summaryWithin(summary, 60)).toBe('Il existe 2 types d’adoption. La plénière rompt les liens.');
    expect(summaryWithin(summary, 500)).toBe(summary);
    expect(summaryWithin('  ', 100)).toBe('');
  });
});

describe('composeOverview', () => {
  it('names each sheet with its summary within the mode’s budget, then the dates and the lawyers', () => {
    const long = `Première phrase. ${'Une phrase de plus. '.repeat(30).trim()}`;
    const found = [listed(1, long), listed(2, 'Résumé court.'), listed(3, '')];
    const { text, sources } = composeOverview(
      found,
      DEPTHS.instant,
      frameFor('fr'),
      new Date('2020-06-01'),
      '/lawyers',
    );
    const [opening, list, dated, reminder] = text.split('\n\n');
    expect(opening).toBe(frameFor('fr').overview);
    const lines = list?.split('\n') ?? [];
    // Instant's quotations are shared among the sheets listed: a third each here.
    expect(lines[0]?.length).toBeLessThanOrEqual(DEPTHS.instant.quoteChars / 3 + 30);
    expect(lines[0]).toMatch(/^- \*\*Fiche 1\*\* \[1\] : Première phrase\. Une phrase de plus\./);
    expect(lines[1]).toBe('- **Fiche 2** [2] : Résumé court.');
    // A sheet without a summary is named alone.
    expect(lines[2]).toBe('- **Fiche 3** [3]');
    expect(dated).toContain('Droit français');
    expect(reminder).toContain('(/lawyers)');
    expect(sources.map((s) => s.documentId)).toEqual(['vdd-F1', 'vdd-F2', 'vdd-F3']);
  });

  it('lists no more sheets than the mode cites', () => {
    const found = Array.from({ length: 9 }, (_, i) => listed(i + 1, 'Résumé.'));
    expect(composeOverview(found, DEPTHS.instant, frameFor('en'), new Date(), '/lawyers').sources).toHaveLength(
      DEPTHS.instant.sources,
    );
  });

  it('is chosen only when every source retrieved is listed so', () => {
    expect(isOverview([listed(1, 'a.'), listed(2, 'b.')])).toBe(true);
    const { overview: _, ...quoted } = listed(2, 'b.');
    expect(isOverview([listed(1, 'a.'), quoted])).toBe(false);
    expect(isOverview([])).toBe(false);
  });
});
