/** GET /api/auth/token: a 15-minute access token (JWT) for the socket, or 401. */
import type { APIRoute } from 'astro';
import { signAccessToken } from '~/server/auth/access-tokens';
import { notSignedIn } from '~/server/auth/respond';

export const GET: APIRoute = async (context) => {
  const { user, platform } = context.locals;
  if (!user) return notSignedIn(context);
  return Response.json(await signAccessToken(platform, user._id), { headers: { 'Cache-Control': 'no-store' } });
};
