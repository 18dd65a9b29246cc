/**
 * GET /api/e/discussion?page&perPage&q (SPEC-COVERAGE §7): the user's conversations, most recently
 * updated first, 15 a page; `q` keeps those whose title or any message contains it.
 */
import type { APIRoute } from 'astro';
import { listDiscussions } from '~/server/chat/discussions';
import { discussionListQuery } from '~/server/chat/input';

export const GET: APIRoute = async ({ url, locals }) => {
  const query = discussionListQuery.parse(Object.fromEntries(url.searchParams));
  const page = await listDiscussions(locals.platform.database.db, locals.user?._id ?? '', query);
  return Response.json(page, { headers: { 'Cache-Control': 'no-store' } });
};
