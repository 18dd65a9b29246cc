/**
 * The job that answers a chat question: asks the answer engine with the conversation so far,
 * settles the question, and pushes the outcome to the user's sockets (`chat_ai_response`,
 * SPEC-COVERAGE §7). Failures are handled as the legal search's: the engine's own refusal fails the
 * question at once; anything else goes back to the runner, and only `onFailed` fails it then.
 */
import type { ChatPush } from '../../shared/events.ts';
import { type AnswerEngine, AnswerFailure } from '../ai/answer-engine.ts';
import { countryOf } from '../auth/country.ts';
import type { Db } from '../db/client.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import type { PushEvent } from '../realtime/push.ts';
import { ANSWER_FAILED } from '../ai/answer-failed.ts';
import { type QuestionTranscriptDeps, questionText } from '../speech/question-transcript.ts';
import { completeQuestion, failQuestion, pendingQuestion, saveQuestionTranscript, type Settled } from './answers.ts';
import { conversationHistory } from './history.ts';
import type { ChatAnswerPayload } from './send-message.ts';

export interface ChatAnswerJobDeps {
  db: Db;
  engine: AnswerEngine;
  push: PushEvent<'chat_ai_response'>;
  logger: Logger;
  /** Turns a spoken question into text (src/server/speech/question-transcript.ts). */
  speech: Omit<QuestionTranscriptDeps, 'logger'>;
  /** Whether an answer in this language can be read aloud: a spoken question's answer then is, at once. */
  readAloud: (language: string) => boolean;
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
      const asked = await questionText(
        { ...deps.speech, logger: deps.logger },
        { audioKey: question.audio_file, text: question.content_text, language: question.language, signal },
      );
      if (!asked.ok) {
        await fail(messageId, asked.err);
        return;
      }
      if (asked.transcribed) await saveQuestionTranscript(deps.db, question, asked.text);
      try {
        const history = await conversationHistory(deps.db, question);
        const country = countryOf(question.owner_country, question.owner_language);
        const answer = await deps.engine.answer({
          question: asked.text,
          language: question.language,
          thinkMode: question.think_mode,
          country,
          history,
          signal,
        });
        const readAloud = question.is_audio_question && deps.readAloud(question.language);
        pushSettled(await completeQuestion(deps.db, messageId, { ...answer, readAloud }));
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
