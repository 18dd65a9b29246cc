import { describe, expect, it } from 'vitest';
import type { LegalSearchRequest } from '../../shared/events.ts';
import { pdfFileName } from '../../shared/export-file-name.ts';
import { FRENCH_PDF_LABELS, type PdfExportInput, renderLegalSearchPdf } from './export-pdf.ts';
import { type ReadPage, readPdf } from './pdf/testing/read-pdf.ts';

const QUESTION = 'Comment divorcer par consentement mutuel ? Quelles sont les étapes à suivre… « délai » l’époux';
const ORIGIN = 'https://jurisia.example';
const ANSWER = [
  '## Les étapes du divorce',
  'Le divorce par **consentement mutuel** passe par une [convention](/library/documents/convention-divorce) [1].',
  '- Chaque époux a son propre avocat [2].',
  '- Un délai de réflexion de **15 jours** est obligatoire.',
  '1. Rédaction de la convention',
  '2. Dépôt chez le notaire',
  'Ne cliquez pas [ici](javascript:alert) ni [là](https://ailleurs.example/).',
].join('\n\n');

function searchRequest(overrides: Partial<LegalSearchRequest> = {}): LegalSearchRequest {
  return {
    _id: '3F2A9C1E-7b44-4d1a-9e0f-5c6d7e8f9a0b',
    localId: null,
    questionText: QUESTION,
    questionAudio: null,
    audioUrl: null,
    language: 'fr',
    answerAudio: null,
    answerStatus: 'completed',
    answerText: ANSWER,
    sources: [
      {
        documentId: 'd1',
        title: 'Divorce par consentement mutuel',
        url: '/library/documents/divorce-consentement-mutuel',
        excerpt: '…',
        jurisdiction: 'FR',
        date: '2025-03-12',
      },
      {
        documentId: 'd2',
        title: 'Code des personnes et de la famille',
        url: '/library/documents/code-personnes-famille',
        excerpt: '…',
        jurisdiction: 'BJ',
        date: null,
      },
    ],
    thinkMode: 'instant',
    err: null,
    createdAt: '2026-11-23T10:15:00.000Z',
    updatedAt: '2026-11-23T10:15:30.000Z',
    ...overrides,
  };
}

function exportInput(overrides: Partial<LegalSearchRequest> = {}, locale = 'fr'): PdfExportInput {
  return { appName: 'Jurisia', request: searchRequest(overrides), origin: ORIGIN, labels: FRENCH_PDF_LABELS, locale };
}

const fontOf = (page: ReadPage | undefined, text: string) => page?.runs.find((run) => run.text.includes(text))?.font;

describe('renderLegalSearchPdf', () => {
  it('shows the product name, the day of the search and the question exactly, in bold', async () => {
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput()));
    const first = pages[0];
    expect(first?.text.startsWith(`Jurisia Date 23 novembre 2026 Question ${QUESTION} Réponse`)).toBe(true);
    expect(fontOf(first, 'Jurisia')).toBe('Helvetica-Bold');
    expect(fontOf(first, 'Comment divorcer')).toBe('Helvetica-Bold');
  });

  it('renders the answer: headings, bullets and numbered items as text, bold spans bold, citation markers kept', async () => {
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput()));
    const first = pages[0];
    expect(first?.text).toContain(
      'Les étapes du divorce Le divorce par consentement mutuel passe par une convention [1].',
    );
    expect(first?.text).toContain(
      '• Chaque époux a son propre avocat [2]. • Un délai de réflexion de 15 jours est obligatoire.',
    );
    expect(first?.text).toContain('1. Rédaction de la convention 2. Dépôt chez le notaire');
    expect(first?.text).not.toMatch(/\*\*|##|\]\(/);
    expect(fontOf(first, 'Les étapes du divorce')).toBe('Helvetica-Bold');
    expect(fontOf(first, 'consentement mutuel')).toBe('Helvetica-Bold');
    expect(fontOf(first, 'Chaque époux')).toBe('Helvetica');
  });

  it('makes local Markdown links absolute and clickable, and never links any other href', async () => {
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput()));
    expect(pages[0]?.links).toContain(`${ORIGIN}/library/documents/convention-divorce`);
    expect(pages[0]?.text).toContain('Ne cliquez pas ici ni là.');
    expect(pages.flatMap((page) => page.links).every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
  });

  it('lists each numbered source with its title, jurisdiction, day and clickable absolute URL', async () => {
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput()));
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain(
      `Sources [1] Divorce par consentement mutuel FR · 12 mars 2025 ${ORIGIN}/library/documents/divorce-consentement-mutuel [2] Code des personnes et de la famille BJ ${ORIGIN}/library/documents/code-personnes-famille`,
    );
    const links = pages.flatMap((page) => page.links);
    expect(links).toContain(`${ORIGIN}/library/documents/divorce-consentement-mutuel`);
    expect(links).toContain(`${ORIGIN}/library/documents/code-personnes-famille`);
  });

  it('ends with the notice and signs and numbers a one-page export', async () => {
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput()));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain(`${FRENCH_PDF_LABELS.notice} Généré par Jurisia Page 1 / 1`);
  });

  it('spreads a long answer over several pages, each signed and numbered "Page n / total"', async () => {
    const paragraph =
      'Le juge vérifie que la convention préserve les intérêts de chacun des époux et des enfants [1]. '.repeat(5);
    const answerText = Array.from(
      { length: 15 },
      (_, index) => `## Partie ${index + 1}\n\n${paragraph}\n\n- Point ${index + 1}`,
    ).join('\n\n');
    const { pages } = await readPdf(await renderLegalSearchPdf(exportInput({ answerText })));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Généré par Jurisia Page ${index + 1} / ${pages.length}`);
    });
    expect(pages.at(-1)?.text).toContain('Partie 15');
    expect(pages.at(-1)?.links).toContain(`${ORIGIN}/library/documents/code-personnes-famille`);
  });

  it.each(['pending', 'failed'] as const)(
    'shows the question and the no-answer line for a %s search',
    async (answerStatus) => {
      const input = exportInput({
        answerStatus,
        answerText: null,
        sources: [],
        err: answerStatus === 'failed' ? 'Service indisponible' : null,
      });
      const { pages } = await readPdf(await renderLegalSearchPdf(input));
      expect(pages[0]?.text).toContain(`${QUESTION} Réponse ${FRENCH_PDF_LABELS.noAnswer}`);
      expect(pages[0]?.text).not.toContain('Sources');
    },
  );

  it('prints a question outside WinAnsi without failing, with readable approximations', async () => {
    const questionText = 'Báwo ni mo ṣe lè kọ ọkọ mi sílẹ̀? Nɛ̌ un ka gbɔ́ asi ce? 如何离婚 😀';
    const { pages, info } = await readPdf(await renderLegalSearchPdf(exportInput({ questionText }, 'yo')));
    expect(pages[0]?.text).toContain('Báwo ni mo se lè ko oko mi sílè? Ne un ka gbó asi ce? ???? ?');
    expect(pages[0]?.text).toContain('23 Osù Bélú 2026');
    expect(info['Title']).toBe(questionText);
  });

  it('uses the labels it is given and the dates of the locale', async () => {
    const labels = {
      ...FRENCH_PDF_LABELS,
      question: 'Question asked',
      answer: 'Answer',
      date: 'Searched on',
      generatedBy: 'Made with {appName}',
      page: 'p. {n} of {total}',
    };
    const { pages } = await readPdf(await renderLegalSearchPdf({ ...exportInput({}, 'en'), labels }));
    expect(pages[0]?.text).toContain('Searched on November 23, 2026 Question asked');
    expect(pages[0]?.text).toContain(`${QUESTION} Answer`);
    expect(pages[0]?.text).toContain('Made with Jurisia p. 1 of 1');
  });

  it('fills the metadata from the search, the title cut to 100 characters', async () => {
    const short = await readPdf(await renderLegalSearchPdf(exportInput()));
    expect(short.info).toMatchObject({
      Title: QUESTION,
      Author: 'Jurisia',
      Creator: 'Jurisia',
      CreationDate: 'D:20261123101500Z',
      Language: 'fr',
    });
    const long = await readPdf(await renderLegalSearchPdf(exportInput({ questionText: `${'é'.repeat(150)}\nfin` })));
    expect(long.info['Title']).toBe(`${'é'.repeat(99)}…`);
  });

  it('produces the same bytes for the same search', async () => {
    const first = await renderLegalSearchPdf(exportInput());
    const second = await renderLegalSearchPdf(exportInput());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    expect(new TextDecoder('latin1').decode(first.subarray(0, 5))).toBe('%PDF-');
  });
});

describe('pdfFileName', () => {
  it('names the file after the UTC day and the start of the id', () => {
    expect(pdfFileName(searchRequest())).toBe('jurisia-recherche-2026-11-23-3f2a9c1e.pdf');
    expect(pdfFileName(searchRequest({ createdAt: '2026-11-23T23:30:00.000-02:00' }))).toBe(
      'jurisia-recherche-2026-11-24-3f2a9c1e.pdf',
    );
  });

  it('stays ASCII and stable whatever the id holds', () => {
    const request = searchRequest({ _id: 'Évé_ñ-42/ß:9Zz', questionText: '离婚' });
    expect(pdfFileName(request)).toBe('jurisia-recherche-2026-11-23-v429zz.pdf');
    expect(pdfFileName(request)).toBe(pdfFileName({ ...request }));
    expect(pdfFileName(request)).toMatch(/^[\x20-\x7e]+$/);
  });
});
