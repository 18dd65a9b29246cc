/**
 * What the browser's own speech recognition hears while a question is recorded, shown live under
 * the recording and sent along with it. It is a hint only: the audio is what gets sent, so any
 * failure of the recognition is swallowed and the text just stays what it was.
 */

/** The parts of the Web Speech API's SpeechRecognition the recorder uses. */
export interface RecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionEventLike) => void) | null;
  onerror: ((event: { readonly error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export interface RecognitionEventLike {
  /** Every result of the current recognition session, earlier ones included. */
  readonly results: ArrayLike<RecognitionResultLike>;
}

export interface RecognitionResultLike extends ArrayLike<{ readonly transcript: string }> {
  readonly isFinal: boolean;
}

/**
 * Chrome ends a "continuous" recognition after a silence or about a minute; it is restarted while
 * the recording goes on, at most this many times so a recognition that ends at once cannot spin.
 */
export const RECOGNITION_MAX_RESTARTS = 20;

/** Errors after which starting again would fail the same way (no permission, no service, no language). */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'language-not-supported',
  'audio-capture',
  'network',
]);

export interface Transcriber {
  start(): void;
  /** Stops listening for good and returns what was heard; later results are ignored. */
  stop(): string;
}

export function joinWords(...parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}

export function createTranscriber(
  createRecognition: (() => RecognitionLike) | null,
  language: string,
  onChange: (text: string) => void,
): Transcriber {
  /** Text of the recognition sessions that already ended. */
  let earlier = '';
  let finals = '';
  let interim = '';
  let current: RecognitionLike | null = null;
  let listening = false;
  let restarts = 0;
  const text = () => joinWords(earlier, finals, interim);

  const detach = (recognition: RecognitionLike) => {
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
  };

  const begin = () => {
    if (!createRecognition || !listening) return;
    let recognition: RecognitionLike;
    try {
      recognition = createRecognition();
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = language;
    } catch {
      return;
    }
    recognition.onresult = (event) => {
      const heard: string[] = [];
      const guessed: string[] = [];
      for (let index = 0; index < event.results.length; index += 1) {
        const result = event.results[index];
        const words = result?.[0]?.transcript ?? '';
        (result?.isFinal ? heard : guessed).push(words);
      }
      finals = joinWords(...heard);
      interim = joinWords(...guessed);
      onChange(text());
    };
    recognition.onerror = (event) => {
      if (FATAL_ERRORS.has(event.error ?? '')) restarts = RECOGNITION_MAX_RESTARTS;
    };
    recognition.onend = () => {
      if (current !== recognition) return;
      // A new session starts with an empty result list: keep what this one heard, words still
      // interim included (they will not be finalised any more).
      earlier = text();
      finals = '';
      interim = '';
      current = null;
      if (listening && restarts < RECOGNITION_MAX_RESTARTS) {
        restarts += 1;
        begin();
      }
    };
    current = recognition;
    try {
      recognition.start();
    } catch {
      detach(recognition);
      current = null;
    }
  };

  return {
    start() {
      listening = true;
      begin();
    },
    stop() {
      listening = false;
      const recognition = current;
      current = null;
      if (recognition) {
        detach(recognition);
        try {
          // abort rather than stop: no result is awaited, and the browser frees its microphone at once.
          recognition.abort();
        } catch {
          // Already ended.
        }
      }
      return text();
    },
  };
}
