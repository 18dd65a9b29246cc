/**
 * Keeps a legal search in the personal library as its PDF (kind `search-export`, docs/ARCHITECTURE.md "API conventions"
 * "Library"): the file is stored first and its row written after, so a row never points at a
 * missing file; a failed row removes the file again.
 */
import type { LegalSearchRequest } from '../../shared/events.ts';
import { pdfFileName } from '../../shared/export-file-name.ts';
import type { Db } from '../db/client.ts';
import { insertItem, type Row } from '../personal-library/items.ts';
import { newUserFileKey } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';

/** Personal library titles are short; a long question is cut at a word. */
const TITLE_MAX = 160;

export function exportTitle(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_MAX) return text;
  const cut = text.slice(0, TITLE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_MAX / 2))}…`;
}

export async function saveSearchExport(
  db: Db,
  storage: FileStorage,
  userId: string,
  request: LegalSearchRequest,
  pdf: Uint8Array,
): Promise<Row> {
  const key = newUserFileKey(userId, 'personal');
  await storage.put(key, pdf, { contentType: 'application/pdf' });
  try {
    return await insertItem(db, userId, {
      kind: 'search-export',
      title: exportTitle(request.questionText),
      file: { key, name: pdfFileName(request), mime: 'application/pdf', size: pdf.byteLength },
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}
