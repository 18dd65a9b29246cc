import type { APIRoute } from 'astro';
import { ping } from '~/server/db/client';

/**
 * Liveness and readiness: 200 when the database answers, 503 otherwise. `warm` tells whether the
 * library's index is built and the process warmed up (server/warm-up.ts): it serves meanwhile, at
 * a first question's cost.
 */
export const GET: APIRoute = async ({ locals }) => {
  const { database, buildId, warm } = locals.platform;
  const ok = await ping(database.db);
  return Response.json(
    { status: ok ? 'ok' : 'unavailable', database: { engine: database.engine, ok }, buildId, warm },
    { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
};
