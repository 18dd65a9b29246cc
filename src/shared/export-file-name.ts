/**
 * The file names of the PDF exports, ASCII only: `jurisia-recherche-<UTC day>-<short id>.pdf`
 * for a legal search, `jurisia-conversation-…` for a conversation. One function for both ends:
 * the server sends it in Content-Disposition, and the browser, which gets the blob without its
 * headers, names the download with it too.
 */
import type { Discussion, LegalSearchRequest } from './events.ts';

function exportFileName(kind: string, record: { _id: string; createdAt: string }): string {
  const created = new Date(record.createdAt);
  const day = Number.isNaN(created.getTime()) ? '' : created.toISOString().slice(0, 10);
  const shortId = record._id
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  return `${[`jurisia-${kind}`, day, shortId].filter((part) => part !== '').join('-')}.pdf`;
}

export const pdfFileName = (request: Pick<LegalSearchRequest, '_id' | 'createdAt'>) =>
  exportFileName('recherche', request);

export const conversationPdfFileName = (discussion: Pick<Discussion, '_id' | 'createdAt'>) =>
  exportFileName('conversation', discussion);
