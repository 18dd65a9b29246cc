import { describe, expect, it } from 'vitest';
import { docx, jpeg, pdf, png, zip } from '../../../tests/unit/api/upload-fixtures.ts';
import { cleanFileName } from './file-name.ts';
import { sniffUpload } from './file-type.ts';

const ok = (mime: string) => ({ kind: 'ok', mime });

describe('sniffUpload', () => {
  it('recognises PDF, DOCX, PNG and JPEG by their bytes', () => {
    expect(sniffUpload(pdf())).toEqual(ok('application/pdf'));
    expect(sniffUpload(docx())).toEqual(ok('application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(sniffUpload(png())).toEqual(ok('image/png'));
    expect(sniffUpload(jpeg())).toEqual(ok('image/jpeg'));
  });

  it('tells a file cut short from a wrong type', () => {
    for (const file of [pdf(), docx(), png(), jpeg()])
      expect(sniffUpload(file.subarray(0, file.length - 8))).toEqual({ kind: 'truncated' });
    expect(sniffUpload(new TextEncoder().encode('<html><script>alert(1)</script>'))).toEqual({ kind: 'unsupported' });
    expect(sniffUpload(new TextEncoder().encode('MZ\x90\x00'))).toEqual({ kind: 'unsupported' });
    expect(sniffUpload(zip(['xl/workbook.xml']))).toEqual({ kind: 'unsupported' });
    expect(sniffUpload(new Uint8Array())).toEqual({ kind: 'unsupported' });
  });
});

describe('cleanFileName', () => {
  it('drops folders, control and direction characters, and sets the real extension', () => {
    expect(cleanFileName('C:\\Users\\awa\\Bail 2026.pdf', 'application/pdf')).toBe('Bail 2026.pdf');
    expect(cleanFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(cleanFileName('facture\u202Efdp.exe', 'application/pdf')).toBe('facturefdp.pdf');
    expect(
      cleanFileName('a\u0000b\nc.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('abc.docx');
    expect(cleanFileName('...', 'image/jpeg')).toBe('document.jpg');
    expect(cleanFileName('<script>.html', 'application/pdf')).toBe('_script_.pdf');
  });

  it('caps the length at 120 characters', () => {
    const name = cleanFileName(`${'é'.repeat(300)}.pdf`, 'application/pdf');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
