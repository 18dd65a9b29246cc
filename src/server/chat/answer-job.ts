/**
 * The job that answers a chat question: asks the answer engine with the conversation so far,
 * settles the question, and pushes the outcome to the user's sockets (`chat_ai_response`,
 * SPEC §7). Failures are handled as the legal search's: the engine's own refusal fails the
 * question at once; anything else goes back to the runner, and only `onFailed` fails it then.
 */
import type { ChatPush } from '../../realtime/events.ts';
import { type AnswerEngine, AnswerFailure } from '../ai/answer-engine.ts';
import type { Db } from '../db/client.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import type { PushEvent } from '../realtime/push.ts';
import { ANSWER_FAILED, NO_TRANSCRIPTION } from '../search/answer-job.ts';
import { completeQuestion, failQuestion, pendingQuestion, type Settled } from './answers.ts';
import { conversationHistory } from './history.ts';
import type { ChatAnswerPayload } from './send-message.ts';

export interface ChatAnswerJobDeps {
  db: Db;
  engine: AnswerEngine;
  push: PushEvent<'chat_ai_response'>;
  logger: Logger;
}

export function chatAnswerHandler(deps: ChatAnswerJobDeps): JobHandler<ChatAnswerPayload> {
  function pushSettled(settled: Settled | null): void {
    // Null: deleted meanwhile, or settled by an earlier run.
    if (!settled) return;
    const { userId, question, answer } = settled;
    const push: ChatPush =
      answer === null
        ? { question, answer: null, status: 'failed', err: question.err ?? ANSWER_FAILED, type: 'answer' }
        : { question, answer, status: 'completed', type: 'answer' };
    deps.push(userId, 'chat_ai_response', push);
  }

  const fail = async (messageId: string, err: string) => pushSettled(await failQuestion(deps.db, messageId, err));

  return {
    timeoutMs: 90_000,
    async run({ messageId }, { signal }) {
      const question = await pendingQuestion(deps.db, messageId);
      // Deleted meanwhile, or settled by an earlier run that died before marking its job done.
      if (!question) return;
      if (!question.content_text.trim()) {
        await fail(messageId, NO_TRANSCRIPTION);
        return;
      }
      try {
        const history = await conversationHistory(deps.db, question);
        const answer = await deps.engine.answer({ question: question.content_text, language: question.language, thinkMode: question.think_mode, history, signal });
        pushSettled(await completeQuestion(deps.db, messageId, answer));
      } catch (error) {
        // As the legal search: a cancelled answer (the process is stopping) runs again.
        if (!(error instanceof AnswerFailure) || error.code === 'cancelled') throw error;
        await fail(messageId, error.message);
      }
    },
    async onFailed({ messageId }, error) {
      deps.logger.warn('chat answer failed', { messageId, error });
      await fail(messageId, ANSWER_FAILED);
    },
  };
}
