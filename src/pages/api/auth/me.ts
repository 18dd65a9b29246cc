/** GET /api/auth/me: the signed-in user, or 401. */
import type { APIRoute } from 'astro';
import { notSignedIn } from '~/server/auth/respond';

export const GET: APIRoute = (context) =>
  context.locals.user ? Response.json({ user: context.locals.user }) : notSignedIn(context);
