/**
 * The conversation so far, as the answer engine reads it (AnswerRequest.history), so a
 * follow-up question ("Et le délai ?") is understood in its context.
 */
import type { AnswerRequest } from '../ai/answer-engine.ts';
import type { Db } from '../db/client.ts';
import type { MessageRow } from './messages.ts';

/** Older turns add little to a follow-up and only lengthen what the engine reads. */
export const HISTORY_TURNS = 6;

export type History = NonNullable<AnswerRequest['history']>;

/**
 * The answered questions asked before `question` in its conversation, each followed by its
 * answer, oldest first: the last HISTORY_TURNS of them. Failed or pending questions are left
 * out: they have no answer to follow up on.
 */
export async function conversationHistory(
  db: Db,
  question: Pick<MessageRow, 'id' | 'discussion_id' | 'created_at'>,
): Promise<History> {
  const turns = await db
    .selectFrom('messages as q')
    .innerJoin('messages as a', (join) => join.onRef('a.reply_to', '=', 'q.id').on('a.sender_type', '=', 'bot'))
    .select(['q.content_text as asked', 'a.content_text as answered'])
    .where('q.discussion_id', '=', question.discussion_id)
    .where('q.sender_type', '=', 'user')
    .where('q.answer_status', '=', 'completed')
    .where('q.id', '!=', question.id)
    .where('q.created_at', '<', question.created_at)
    .orderBy('q.created_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(HISTORY_TURNS)
    .execute();
  return turns.reverse().flatMap(
    (turn): History => [
      { role: 'user', text: turn.asked },
      { role: 'assistant', text: turn.answered },
    ],
  );
}
