/**
 * POST /api/s3/sign-url {url, options: {method, expiresIn}} → {signedUrl, expiresIn} (SPEC-COVERAGE §7).
 * `url` is a storage URL the platform issued (`storage://<key>`), the unsigned
 * `/api/files/<key>` path or the key. Only the owner may sign: another user's file answers
 * 404, as if it did not exist. GET only; expiresIn at most 604800 s (the default).
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { readInput } from '~/http/request';
import { apiError } from '~/http/responses';
import { isOwnedBy, keyFromUrl } from '~/server/storage/keys';
import { MAX_SIGNED_URL_SECONDS } from '~/server/storage/types';

const body = z.object({
  url: z.string().min(1).max(2000),
  options: z
    .object({
      method: z.string().default('GET'),
      expiresIn: z.number().int().positive().default(MAX_SIGNED_URL_SECONDS),
    })
    .default({ method: 'GET', expiresIn: MAX_SIGNED_URL_SECONDS }),
});

export const POST: APIRoute = async ({ request, locals, url }) => {
  const userId = locals.user?._id;
  if (!userId) return apiError(401, 'Non authentifié', { code: 'unauthorized' });
  const input = await readInput(request);
  if (!input.ok) return input.response;
  const parsed = body.safeParse(input.data);
  if (!parsed.success)
    return apiError(400, 'Requête de signature invalide : url et options {method, expiresIn} attendus.', {
      code: 'validation_failed',
    });
  const { options } = parsed.data;
  if (options.method.toUpperCase() !== 'GET')
    return apiError(400, 'Seule la méthode GET peut être signée.', { code: 'method_not_allowed' });
  const key = keyFromUrl(parsed.data.url);
  if (!key || !isOwnedBy(key, userId)) return apiError(404, 'Fichier introuvable.', { code: 'not_found' });
  const storage = locals.platform.storage;
  const signed = await storage.signedUrl(key, {
    method: 'GET',
    expiresIn: Math.min(options.expiresIn, MAX_SIGNED_URL_SECONDS),
  });
  return Response.json(
    { signedUrl: new URL(signed.signedUrl, url).href, expiresIn: signed.expiresIn },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};
