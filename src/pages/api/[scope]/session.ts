/**
 * GET and DELETE /api/_auth/session (SPEC-COVERAGE §7). Astro never routes a folder whose name starts
 * with `_`, so the segment is a parameter and anything but `_auth` is not found.
 */
import type { APIRoute } from 'astro';
import { apiError } from '~/http/responses';
import { endSession } from '~/server/auth/session-cookie';

const notFound = () => apiError(404, 'Not found', { code: 'not_found' });

export const GET: APIRoute = ({ params, locals }) => {
  if (params.scope !== '_auth') return notFound();
  return Response.json(
    { user: locals.user, loggedIn: locals.user !== null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
};

/** Signing out, for scripts: always JSON. */
export const DELETE: APIRoute = async ({ params, cookies, locals, url }) => {
  if (params.scope !== '_auth') return notFound();
  const { database, config } = locals.platform;
  await endSession({ cookies, db: database.db, config, url });
  return Response.json({ success: true });
};
