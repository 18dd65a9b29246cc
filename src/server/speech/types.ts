/**
 * The speech providers (docs/ARCHITECTURE.md "Providers"): speech-to-text for spoken questions, text-to-speech for
 * answers read aloud. Each is an interface with an embedded default and a real provider chosen
 * by configuration in providers.ts; the jobs only see these interfaces.
 */

export interface TranscribeInput {
  /** The recording as received (its format checked by audio-format.ts). */
  audio: Uint8Array;
  /** Its MIME type, e.g. 'audio/webm'. */
  type: string;
  /** The platform locale of the question ('fr', 'en', 'fon'…): a hint, not a constraint. */
  language: string;
  signal?: AbortSignal;
}

export interface Transcriber {
  /** The transcript, trimmed; '' when nothing was said. Throws SpeechFailure. */
  transcribe(input: TranscribeInput): Promise<string>;
}

export interface SynthesizeInput {
  /** Plain text to speak (see speakable-text.ts): no Markdown left. */
  text: string;
  language: string;
  signal?: AbortSignal;
}

export interface SpokenAudio {
  bytes: Uint8Array;
  /** 'audio/mpeg' for the embedded default. */
  contentType: string;
  /** Length of the speech in milliseconds (0 when the provider does not say). */
  durationMs: number;
}

export interface Synthesizer {
  /** 'espeak' or 'openai', for logs and the bench. */
  readonly name: string;
  /** Whether this provider has a voice for the platform locale. */
  supports(language: string): boolean;
  /** Throws SpeechFailure. */
  synthesize(input: SynthesizeInput): Promise<SpokenAudio>;
  /** Frees what it holds (a child process); later calls start it again. */
  close(): Promise<void>;
}

export type SpeechFailureCode = 'unsupported_language' | 'timeout' | 'provider' | 'cancelled' | 'empty';

/** A provider's refusal, with a reason a user can read in `message` (French, SPEC's language). */
export class SpeechFailure extends Error {
  override readonly name = 'SpeechFailure';
  readonly code: SpeechFailureCode;
  /** `options.cause`: the provider's own detail, for the logs only. */
  constructor(code: SpeechFailureCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
