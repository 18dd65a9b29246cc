/** GET /api/e/user/export: everything stored about the user, as a JSON download. */
import type { APIRoute } from 'astro';
import { exportUserData } from '~/server/auth/export';
import { notSignedIn } from '~/server/auth/respond';

export const GET: APIRoute = async (context) => {
  const { user, platform } = context.locals;
  const data = user ? await exportUserData(platform.database.db, user._id) : null;
  if (!data) return notSignedIn(context);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="jurisia-export-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  });
};
