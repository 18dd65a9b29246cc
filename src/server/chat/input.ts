/** Validation of the chat API's input (SPEC-COVERAGE §5); error messages are message keys. */
import { z } from 'zod';
import { isLocale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { AUDIO_MAX_BYTES } from '../../shared/audio.ts';
import { CHAT_PAGE_SIZE, isValidDiscussionId, MESSAGE_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../shared/chat-rules.ts';
import { THINK_MODES } from '../../shared/events.ts';
import { clampedPositive } from '../page-params.ts';

/** A recording and the text fields around it, with room for the multipart framing. */
export const MESSAGE_BODY_MAX_BYTES = AUDIO_MAX_BYTES + 64 * 1024;

const LOCAL_ID = /^[A-Za-z0-9_-]{1,100}$/;

const messageFields = z.object({
  localId: z.string({ error: 'chat.errors.invalidMessage' }).regex(LOCAL_ID, 'chat.errors.invalidMessage'),
  // Measured before trimming: a text past the limit is refused whatever it holds.
  contentText: z
    .string({ error: 'chat.errors.invalidMessage' })
    .max(MESSAGE_MAX_LENGTH, 'chat.errors.tooLong')
    .default('')
    .transform((text) => text.trim()),
  discussion: z.string({ error: 'chat.errors.invalidDiscussion' }).optional(),
  language: z.string().optional().catch(undefined),
  thinkMode: z.enum(THINK_MODES).optional().catch(undefined),
});

export type MessageFields = z.infer<typeof messageFields>;

export interface InputProblem {
  status: number;
  key: MessageKey;
  code: string;
  field: string;
}

const CODES: Partial<Record<string, string>> = {
  'chat.errors.invalidMessage': 'invalid_message',
  'chat.errors.tooLong': 'message_too_long',
  'chat.errors.invalidDiscussion': 'invalid_discussion_id',
};

/** Fields in the order their problems are reported (the API contract's order). */
const FIELD_ORDER = ['localId', 'contentText', 'discussion'] as const;

/**
 * The fields of a new message, or its first problem: localId, text length, nothing to send
 * (no text and no recording), then the conversation id ('' and 'temp' are refused).
 */
export function parseNewMessage(
  data: Record<string, unknown>,
  hasAudio: boolean,
): { ok: true; fields: MessageFields } | { ok: false; problem: InputProblem } {
  const parsed = messageFields.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const issue = FIELD_ORDER.flatMap((field) => issues.filter((i) => i.path[0] === field)).at(0) ?? issues[0];
    const key = (issue?.message ?? 'chat.errors.invalidMessage') as MessageKey;
    return {
      ok: false,
      problem: { status: 400, key, code: CODES[key] ?? 'invalid_message', field: String(issue?.path[0] ?? 'localId') },
    };
  }
  const fields = parsed.data;
  if (!fields.contentText && !hasAudio)
    return {
      ok: false,
      problem: { status: 400, key: 'chat.errors.empty', code: 'message_empty', field: 'contentText' },
    };
  if (fields.discussion !== undefined && !isValidDiscussionId(fields.discussion))
    return { ok: false, problem: invalidDiscussion('discussion') };
  return { ok: true, fields };
}

export const invalidDiscussion = (field: string): InputProblem => ({
  status: 400,
  key: 'chat.errors.invalidDiscussion',
  code: 'invalid_discussion_id',
  field,
});

/** The message's language: the one asked for when it is one of ours, else the page's. */
export const messageLanguage = (asked: string | undefined, pageLocale: string) =>
  asked && isLocale(asked) ? asked : pageLocale;

const pageFields = {
  page: clampedPositive(1, 100_000),
  perPage: clampedPositive(CHAT_PAGE_SIZE, 100),
};

export const discussionListQuery = z.object({
  ...pageFields,
  q: z.string().trim().max(200).optional().catch(undefined),
});

export const messageListQuery = z.object({
  ...pageFields,
  discussion: z.string().optional().catch(undefined),
});

export const renameBody = z.object({
  title: z
    .string({ error: 'chat.errors.emptyTitle' })
    .trim()
    .min(1, 'chat.errors.emptyTitle')
    .max(TITLE_MAX_LENGTH, 'chat.errors.titleTooLong'),
});

export const feedbackBody = z.object({
  value: z.enum(['up', 'down'], { error: 'chat.errors.invalidFeedback' }).nullable(),
});
