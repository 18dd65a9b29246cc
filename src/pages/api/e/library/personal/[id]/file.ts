/**
 * GET /api/e/library/personal/{id}/file[?download=1]: a redirect to a fresh signed URL of the
 * item's file, so the link works without JavaScript. Short-lived: it is used at once.
 */
import type { APIRoute } from 'astro';
import { notFound } from '~/server/personal-library/http';
import { findItem } from '~/server/personal-library/items';

const REDIRECT_URL_SECONDS = 300;

export const GET: APIRoute = async ({ params, locals, url }) => {
  const { platform } = locals;
  const row = await findItem(platform.database.db, locals.user?._id ?? '', params.id ?? '');
  if (!row?.file_key) return notFound();
  const storage = platform.storage;
  const type = url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
  const { signedUrl } = await storage.signedUrl(row.file_key, {
    method: 'GET',
    expiresIn: REDIRECT_URL_SECONDS,
    disposition: { type, ...(row.file_name ? { fileName: row.file_name } : {}) },
  });
  return new Response(null, {
    status: 302,
    headers: { Location: new URL(signedUrl, url).href, 'Cache-Control': 'no-store' },
  });
};
