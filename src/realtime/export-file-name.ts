/**
 * The file name of a legal search's PDF export, ASCII only: `jurisia-recherche-<UTC day>-<short
 * id>.pdf`. One function for both ends: the server sends it in Content-Disposition, and the
 * browser, which gets the blob without its headers, names the download with it too.
 */
import type { LegalSearchRequest } from './events.ts';

export function pdfFileName(request: Pick<LegalSearchRequest, '_id' | 'createdAt'>): string {
  const created = new Date(request.createdAt);
  const day = Number.isNaN(created.getTime()) ? '' : created.toISOString().slice(0, 10);
  const shortId = request._id.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8);
  return `${['jurisia-recherche', day, shortId].filter((part) => part !== '').join('-')}.pdf`;
}
