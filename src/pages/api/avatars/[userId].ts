/**
 * GET /api/avatars/{userId}: the profile picture. The URL users carry has `?v=` with the
 * upload time, so browsers may keep it; the ETag answers a revalidation with a 304.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { loadAvatar } from '~/server/auth/avatars';

export const GET: APIRoute = async ({ params, request, locals }) => {
  const userId = params.userId ?? '';
  const avatar = userId.length <= 100 ? await loadAvatar(locals.platform.database.db, userId) : undefined;
  if (!avatar) return apiError(404, 'Not found', { code: 'not_found' });
  const etag = `"${new Date(avatar.updated_at).getTime().toString(36)}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': 'public, max-age=86400',
    // The type was checked on upload; never let a browser guess another one.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(avatar.bytes), {
    headers: { ...headers, 'Content-Type': avatar.mime, 'Content-Length': String(avatar.bytes.byteLength) },
  });
};
