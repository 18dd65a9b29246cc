import { describe, expect, it } from 'vitest';
import { conversationPdfFileName, pdfFileName } from './export-file-name.ts';

describe('pdfFileName', () => {
  it('names the export by its UTC day and short id, and leaves the day out when the date is unreadable', () => {
    expect(pdfFileName({ _id: '3F2A9C1E-77B0-4C1D', createdAt: '2024-12-31T23:00:00.000Z' })).toBe(
      'jurisia-recherche-2024-12-31-3f2a9c1e.pdf',
    );
    expect(pdfFileName({ _id: 'search-1', createdAt: 'not a date' })).toBe('jurisia-recherche-search1.pdf');
  });
});

describe('conversationPdfFileName', () => {
  it('names the export by the UTC day the conversation started and its short id', () => {
    expect(conversationPdfFileName({ _id: '3f2a9c1e-77b0', createdAt: '2026-11-23T08:00:00.000Z' })).toBe(
      'jurisia-conversation-2026-11-23-3f2a9c1e.pdf',
    );
    expect(conversationPdfFileName({ _id: 'Évé_ñ-42', createdAt: '2026-11-23T23:30:00.000-02:00' })).toBe(
      'jurisia-conversation-2026-11-24-v42.pdf',
    );
  });
});
