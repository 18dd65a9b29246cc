/**
 * GET /api/e/discussion/{id}/export-as-pdf: the conversation as a PDF download, each question
 * with its answer and sources, in the page's language. Another user's conversation → 404.
 */
import type { APIRoute } from 'astro';
import { conversationPdfFileName } from '~/shared/export-file-name';
import { renderConversationExport } from '~/server/chat/conversation-pdf';
import { ownDiscussionOr404 } from '~/server/chat/http';
import { allMessages } from '~/server/chat/messages';
import { dispositionHeader } from '~/server/storage/types';

export const GET: APIRoute = async (context) => {
  const { locals, url } = context;
  const discussion = await ownDiscussionOr404(context);
  if (discussion instanceof Response) return discussion;
  const messages = await allMessages(locals.platform.database.db, locals.user?._id ?? '', discussion._id);
  const bytes = await renderConversationExport(locals.platform.config, locals.locale, url.origin, discussion, messages);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': dispositionHeader('application/pdf', {
        type: 'attachment',
        fileName: conversationPdfFileName(discussion),
      }),
      'Cache-Control': 'private, no-store',
    },
  });
};
