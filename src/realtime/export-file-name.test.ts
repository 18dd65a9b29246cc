import { describe, expect, it } from 'vitest';
import { pdfFileName } from './export-file-name.ts';

describe('pdfFileName', () => {
  it('names the export by its UTC day and short id, and leaves the day out when the date is unreadable', () => {
    expect(pdfFileName({ _id: '3F2A9C1E-77B0-4C1D', createdAt: '2024-12-31T23:00:00.000Z' })).toBe('jurisia-recherche-2024-12-31-3f2a9c1e.pdf');
    expect(pdfFileName({ _id: 'search-1', createdAt: 'not a date' })).toBe('jurisia-recherche-search1.pdf');
  });
});
