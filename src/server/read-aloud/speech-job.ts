/**
 * The job that reads an answer aloud: the answer's text made speakable, synthesised by the
 * text-to-speech provider, stored once under the owner's files, and announced by the
 * `answer_audio` push. A provider's own refusal (no voice, timeout) fails the request at once
 * with its reason; anything else goes back to the runner's retries.
 */
import type { AnswerAudioPush } from '../../shared/audio.ts';
import type { Db } from '../db/client.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import type { PushEvent } from '../realtime/push.ts';
import { speakableText } from '../speech/speakable-text.ts';
import { SpeechFailure, type Synthesizer } from '../speech/types.ts';
import { newUserFileKey } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';
import {
  type SpeechJobPayload,
  type SpeechOutcome,
  settleSpeech,
  findSpokenAnswer,
  toAnswerSpeech,
} from './spoken-answers.ts';

export const SPEECH_UNAVAILABLE = 'La lecture à voix haute n’est pas disponible.';
export const SPEECH_FAILED = 'La lecture à voix haute a échoué. Réessayez.';

export interface SpeechJobDeps {
  db: Db;
  synthesizer: Synthesizer | null;
  storage: Pick<FileStorage, 'put' | 'delete'>;
  push: PushEvent<'answer_audio'>;
  logger: Logger;
}

export function speechJobHandler(deps: SpeechJobDeps): JobHandler<SpeechJobPayload> {
  async function settle({ target, id }: SpeechJobPayload, outcome: SpeechOutcome): Promise<boolean> {
    const answer = await settleSpeech(deps.db, target, id, outcome);
    if (!answer) return false;
    deps.push(answer.userId, 'answer_audio', toAnswerSpeech(answer) as AnswerAudioPush);
    return true;
  }

  return {
    timeoutMs: 120_000,
    async run(payload, { signal }) {
      const answer = await findSpokenAnswer(deps.db, payload.target, payload.id, null);
      // Deleted meanwhile, or settled by an earlier run that died before marking its job done.
      if (answer?.status !== 'pending') return;
      if (!deps.synthesizer || answer.text === null) {
        await settle(payload, { status: 'failed', err: SPEECH_UNAVAILABLE });
        return;
      }
      let spoken: Awaited<ReturnType<Synthesizer['synthesize']>>;
      try {
        spoken = await deps.synthesizer.synthesize({
          text: speakableText(answer.text),
          language: answer.language,
          signal,
        });
      } catch (error) {
        if (!(error instanceof SpeechFailure) || error.code === 'cancelled') throw error;
        await settle(payload, { status: 'failed', err: error.message });
        return;
      }
      const key = newUserFileKey(answer.userId, 'answer-audio');
      await deps.storage.put(key, spoken.bytes, { contentType: spoken.contentType });
      // The answer went away while it was being spoken: its file would belong to nothing.
      if (!(await settle(payload, { status: 'ready', audioKey: key }))) await deps.storage.delete(key);
    },
    async onFailed(payload, error) {
      deps.logger.warn('speech synthesis failed', { ...payload, error });
      await settle(payload, { status: 'failed', err: SPEECH_FAILED });
    },
  };
}
