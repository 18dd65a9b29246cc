/**
 * The job that answers a legal search: asks the answer engine, settles the record, and pushes
 * the outcome to the user's sockets (`legal_search_ai_response`, SPEC-COVERAGE §7). A failure is only
 * final once the runner gives up retrying (`onFailed`); the user then gets the failure push.
 */
import type { LegalSearchPush } from '../../shared/events.ts';
import { type AnswerEngine, AnswerFailure } from '../ai/answer-engine.ts';
import { countryOf } from '../auth/country.ts';
import type { Db } from '../db/client.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import type { PushEvent } from '../realtime/push.ts';
import { type QuestionTranscriptDeps, questionText } from '../speech/question-transcript.ts';
import { type Outcome, pendingSearch, saveSearchTranscript, settleLegalSearch, toRequest } from './legal-searches.ts';
import { ANSWER_FAILED } from '../ai/answer-failed.ts';

export interface AnswerJobPayload {
  searchId: string;
}

export type PushToUser = PushEvent<'legal_search_ai_response'>;

export interface AnswerJobDeps {
  db: Db;
  engine: AnswerEngine;
  push: PushToUser;
  logger: Logger;
  /** Turns a spoken question into text (src/server/speech/question-transcript.ts). */
  speech: Omit<QuestionTranscriptDeps, 'logger'>;
  /** Whether an answer in this language can be read aloud: a spoken question's answer then is, at once. */
  readAloud: (language: string) => boolean;
}

export function legalSearchAnswerHandler(deps: AnswerJobDeps): JobHandler<AnswerJobPayload> {
  async function settle(searchId: string, outcome: Outcome): Promise<void> {
    const row = await settleLegalSearch(deps.db, searchId, outcome);
    if (!row) return;
    const push: LegalSearchPush = { request: toRequest(row), status: outcome.status };
    if (outcome.status === 'failed') push.err = outcome.err;
    deps.push(row.user_id, 'legal_search_ai_response', push);
  }

  return {
    timeoutMs: 90_000,
    async run({ searchId }, { signal }) {
      const row = await pendingSearch(deps.db, searchId);
      // Deleted meanwhile, or settled by an earlier run that died before marking its job done.
      if (!row) return;
      const asked = await questionText(
        { ...deps.speech, logger: deps.logger },
        { audioKey: row.question_audio, text: row.question_text, language: row.language, signal },
      );
      if (!asked.ok) {
        await settle(searchId, { status: 'failed', err: asked.err });
        return;
      }
      if (asked.transcribed) await saveSearchTranscript(deps.db, searchId, asked.text);
      try {
        const country = countryOf(row.owner_country, row.owner_language);
        const answer = await deps.engine.answer({
          question: asked.text,
          language: row.language,
          thinkMode: row.think_mode,
          country,
          signal,
        });
        const readAloud = row.question_audio !== null && deps.readAloud(row.language);
        await settle(searchId, { status: 'completed', answerText: answer.text, sources: answer.sources, readAloud });
      } catch (error) {
        // The engine's own refusal (provider down, timeout) is already a clear, final answer;
        // anything else may be passing (a database hiccup) and goes back to the runner's retries.
        // A cancelled answer (the process is stopping) is no answer at all: the job runs again.
        if (!(error instanceof AnswerFailure) || error.code === 'cancelled') throw error;
        await settle(searchId, { status: 'failed', err: error.message });
      }
    },
    async onFailed({ searchId }, error) {
      deps.logger.warn('legal search answer failed', { searchId, error });
      await settle(searchId, { status: 'failed', err: ANSWER_FAILED });
    },
  };
}
