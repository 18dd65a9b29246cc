/**
 * GET /api/files/{key}?expires&sig[&disposition]: a file of the local storage, for whoever
 * holds a valid signed URL (made by POST /api/s3/sign-url or an item's file link). Unsigned,
 * tampered or expired links get 403; with S3 storage this route serves nothing.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { isLocalStorage } from '~/server/storage/index';
import { servedFileHeaders } from '~/server/storage/served-headers';

export const GET: APIRoute = async ({ params, url, locals }) => {
  const storage = locals.platform.storage;
  if (!isLocalStorage(storage)) return apiError(404, 'Not found', { code: 'not_found' });
  const key = params.key ?? '';
  const check = storage.verify(key, url.searchParams);
  if (!check.ok) {
    const message = check.reason === 'expired' ? 'Ce lien a expiré.' : 'Lien invalide.';
    return apiError(403, message, { code: check.reason === 'expired' ? 'link_expired' : 'invalid_signature' });
  }
  const file = await storage.get(key);
  if (!file) return apiError(404, 'Fichier introuvable.', { code: 'not_found' });
  return new Response(file.body, { headers: servedFileHeaders(file.contentType, file.size, check.disposition) });
};
