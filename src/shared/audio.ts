/**
 * Audio shared by the browser and the server (SPEC-COVERAGE §3 Track, §4 audio player, §9): recorded
 * questions and answers read aloud. Types and constants only.
 */

/** SPEC-COVERAGE §3 "Track": what the player plays. `duration` is in seconds, 0 until known. */
export interface Track {
  id: string;
  title: string;
  /** The storage URL the track was made from (`storage://…`). */
  originalUrl: string;
  /** The signed, expiring URL the audio element reads. */
  signedUrl: string;
  duration: number;
}

/** SPEC-COVERAGE §4: the player's states; it returns to zero (stopped) at the end of a track. */
export type PlayerStatus = 'loading' | 'playing' | 'paused' | 'stopped';

/** SPEC-COVERAGE §9: the player's time is updated every 100 ms while playing. */
export const AUDIO_TIME_UPDATE_MS = 100;

/** A spoken question is cut at two minutes: the recorder stops and sends it. */
export const RECORDING_MAX_MS = 120_000;

/** The largest recording the API accepts (413 past it). */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** What the recorder asks MediaRecorder for, best first (opus in webm, else what the browser has). */
export const RECORDING_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/webm',
  'audio/mp4',
] as const;

/** Where an answer read aloud comes from: a chat bot message or a legal search. */
export type SpeechTarget = 'message' | 'legalsearch';

/**
 * The read-aloud state of one answer: `none` (never asked), `pending` (being synthesised),
 * `ready` (audioFile set), `failed` (err says why; asking again starts over).
 */
export type SpeechStatus = 'none' | 'pending' | 'ready' | 'failed';

/**
 * GET/POST /api/e/message/{id}/speech and /api/e/legalsearch/{id}/speech answer
 * `{data: AnswerSpeech}`; the POST starts the synthesis when none is ready or under way
 * (200 when ready, 202 otherwise).
 */
export interface AnswerSpeech {
  target: SpeechTarget;
  /** The bot message's or the legal search's _id. */
  id: string;
  status: SpeechStatus;
  /** Storage URL of the spoken answer (audio/mpeg), to sign; null unless ready. */
  audioFile: string | null;
  /** Why the synthesis failed, in plain words; null unless failed. */
  err: string | null;
}

/** `answer_audio` push: the synthesis of an answer ended (ready or failed). */
export type AnswerAudioPush = AnswerSpeech & { status: 'ready' | 'failed' };
