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
import {
  type AnswerJobPayload,
  type AskedQuestion,
  type Outcome,
  pendingSearch,
  saveSearchTranscript,
  settleLegalSearch,
  toRequest,
} from './legal-searches.ts';
import { ANSWER_FAILED } from '../ai/answer-failed.ts';

export type { AnswerJobPayload } from './legal-searches.ts';

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

  /**
   * The question of a search still pending, its spoken words transcribed; null when there is
   * nothing to answer: deleted meanwhile, settled by an earlier run that died before marking its
   * job done, or a recording that could not be transcribed (the search then settled as failed).
   */
  async function readBack(
    searchId: string,
    signal: AbortSignal,
  ): Promise<(AskedQuestion & { spoken: boolean }) | null> {
    const row = await pendingSearch(deps.db, searchId);
    if (!row) return null;
    const asked = await questionText(
      { ...deps.speech, logger: deps.logger },
      { audioKey: row.question_audio, text: row.question_text, language: row.language, signal },
    );
    if (!asked.ok) {
      await settle(searchId, { status: 'failed', err: asked.err });
      return null;
    }
    if (asked.transcribed) await saveSearchTranscript(deps.db, searchId, asked.text);
    return {
      text: asked.text,
      language: row.language,
      thinkMode: row.think_mode,
      country: countryOf(row.owner_country, row.owner_language),
      spoken: row.question_audio !== null,
    };
  }

  return {
    timeoutMs: 90_000,
    async run({ searchId, question }, { signal }) {
      // A typed question comes with its job; a spoken one is read back and transcribed.
      const asked = question ? { ...question, spoken: false } : await readBack(searchId, signal);
      if (!asked) return;
      try {
        const answer = await deps.engine.answer({
          question: asked.text,
          language: asked.language,
          thinkMode: asked.thinkMode,
          country: asked.country,
          signal,
        });
        const readAloud = asked.spoken && deps.readAloud(asked.language);
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
