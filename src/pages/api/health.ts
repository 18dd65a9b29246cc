import type { APIRoute } from 'astro';
import { ping } from '~/server/db/client';

/** Liveness and readiness: 200 when the database answers, 503 otherwise. */
export const GET: APIRoute = async ({ locals }) => {
  const { database, buildId } = locals.platform;
  const ok = await ping(database.db);
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: { engine: database.engine, ok }, buildId },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
};
