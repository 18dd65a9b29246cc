/**
 * The text of a spoken question (docs/ARCHITECTURE.md "Providers" speech-to-text): the configured transcriber's
 * transcript of the stored recording, else the transcript the browser sent along, else a
 * failure the user can read. The recording is never removed here, so a failed question can be
 * asked again once transcription works.
 */
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../storage/types.ts';
import { SpeechFailure, type Transcriber } from './types.ts';

/** No transcriber and no browser transcript (docs/ARCHITECTURE.md "Providers": "a clear transcription unavailable failure"). */
export const NO_TRANSCRIPTION = 'La transcription de la question vocale n’est pas disponible. Écrivez votre question.';
export const NOTHING_HEARD =
  'Aucune parole n’a été reconnue dans l’enregistrement. Réessayez ou écrivez votre question.';

export interface QuestionTranscriptDeps {
  transcriber: Transcriber | null;
  storage: Pick<FileStorage, 'get'>;
  logger: Pick<Logger, 'warn'>;
}

export interface SpokenQuestion {
  /** Storage key of the recording; null for a typed question. */
  audioKey: string | null;
  /** What the question holds so far: typed, or the browser's transcript. */
  text: string;
  language: string;
  signal?: AbortSignal;
}

export type QuestionText = { ok: true; text: string; transcribed: boolean } | { ok: false; err: string };

/** Throws only what should go back to the job runner (a cancelled run, a storage failure). */
export async function questionText(deps: QuestionTranscriptDeps, question: SpokenQuestion): Promise<QuestionText> {
  const typed = question.text.trim();
  if (question.audioKey === null || deps.transcriber === null)
    return typed ? { ok: true, text: typed, transcribed: false } : { ok: false, err: NO_TRANSCRIPTION };
  const file = await deps.storage.get(question.audioKey);
  if (!file) return typed ? { ok: true, text: typed, transcribed: false } : { ok: false, err: NO_TRANSCRIPTION };
  const audio = new Uint8Array(await new Response(file.body).arrayBuffer());
  try {
    const transcript = await deps.transcriber.transcribe({
      audio,
      type: file.contentType,
      language: question.language,
      ...(question.signal ? { signal: question.signal } : {}),
    });
    if (transcript) return { ok: true, text: transcript, transcribed: true };
    return typed ? { ok: true, text: typed, transcribed: false } : { ok: false, err: NOTHING_HEARD };
  } catch (error) {
    if (!(error instanceof SpeechFailure) || error.code === 'cancelled') throw error;
    deps.logger.warn('transcription failed', { code: error.code, error: error.message });
    // The browser's transcript is a good enough second opinion.
    return typed ? { ok: true, text: typed, transcribed: false } : { ok: false, err: error.message };
  }
}
