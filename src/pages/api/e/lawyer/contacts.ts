/**
 * GET /api/e/lawyer/contacts?page&perPage → {data: ContactRequest[], page, totalPages,
 * totalItems, perPage}: the contact requests sent to the signed-in user's lawyer profile,
 * newest first; an account without a profile has none. Reading them here marks nothing read.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { notSignedIn } from '~/server/auth/respond';
import { INBOX_PAGE_SIZE, listAccountContactRequests } from '~/server/lawyers/contact-inbox';
import { clampedPositive } from '~/server/page-params';

const inboxQuery = z.object({ page: clampedPositive(1, 100_000), perPage: clampedPositive(INBOX_PAGE_SIZE, 100) });

export const GET: APIRoute = async (context) => {
  const { user, platform } = context.locals;
  if (!user) return notSignedIn(context);
  const query = inboxQuery.parse(Object.fromEntries(context.url.searchParams));
  const page = await listAccountContactRequests(platform.database.db, user._id, query);
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
};
