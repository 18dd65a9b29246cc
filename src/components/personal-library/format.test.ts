import { describe, expect, it } from 'vitest';
import { fileFormat } from './format.ts';

describe('fileFormat', () => {
  it('names the kept types as readers do, and nothing else', () => {
    expect(fileFormat('application/pdf')).toBe('PDF');
    expect(fileFormat('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('DOCX');
    expect(fileFormat('image/jpeg')).toBe('JPG');
    expect(fileFormat(null)).toBeNull();
    expect(fileFormat('text/html')).toBeNull();
    expect(fileFormat('toString')).toBeNull();
  });
});
