/** GET /api/auth/verify: checks the Bearer access token, or else the session → {valid, reason}. */
import type { APIRoute } from 'astro';
import { verifyAccessToken } from '~/server/auth/access-tokens';

export const GET: APIRoute = async ({ request, locals }) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) {
    const { valid, reason } = await verifyAccessToken(locals.platform, bearer);
    return Response.json({ valid, reason });
  }
  return Response.json(locals.user ? { valid: true, reason: 'ok' } : { valid: false, reason: 'missing' });
};
