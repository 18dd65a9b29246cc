/**
 * OpenAI-compatible speech endpoints (OpenAI, Speaches, LocalAI, Kokoro-FastAPI, whisper.cpp
 * server…): `/audio/transcriptions` for spoken questions, `/audio/speech` for answers read
 * aloud. Every way a call can fail becomes a SpeechFailure whose message a user can read; the
 * provider's detail goes in its cause, for the logs.
 */
import { z } from 'zod';
import { type AudioType, checkAudio } from './audio-format.ts';
import { SpeechFailure, type SpokenAudio, type Synthesizer, type Transcriber } from './types.ts';

interface Endpoint {
  /** Up to the version segment, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface OpenAiSynthesizerOptions extends Endpoint {
  voice: string;
}

export type OpenAiTranscriberOptions = Endpoint;

interface Messages {
  failed: string;
  timeout: string;
  cancelled: string;
}

const SPEECH: Messages = {
  failed: 'La lecture à voix haute a échoué. Réessayez.',
  timeout: 'La lecture à voix haute a pris trop de temps.',
  cancelled: 'La lecture à voix haute a été annulée.',
};
const TRANSCRIPTION: Messages = {
  failed: 'La transcription a échoué. Réessayez ou écrivez votre question.',
  timeout: 'La transcription a pris trop de temps.',
  cancelled: 'La transcription a été annulée.',
};

/** The file name tells the endpoint the container (OpenAI reads the extension, not the type). */
const EXTENSIONS: Record<AudioType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
};

/**
 * Platform locales passed as the ISO 639-1 language of the recording. Fon has no code Whisper
 * knows and its Yoruba is weak: both are left to the model's own detection.
 */
const HINTED = new Set([
  'fr',
  'en',
  'es',
  'de',
  'pt',
  'pl',
  'ru',
  'zh',
  'ja',
  'ko',
  'tr',
  'id',
  'el',
  'fi',
  'cs',
  'ro',
]);

const transcript = z.object({ text: z.string() });

/** One POST with our time limit and the caller's signal; the reply when its status is 2xx. */
async function post(
  url: string,
  init: RequestInit,
  endpoint: Endpoint,
  signal: AbortSignal | undefined,
  messages: Messages,
) {
  if (signal?.aborted) throw new SpeechFailure('cancelled', messages.cancelled);
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  // Which signal fired decides the failure: our time limit, or the caller giving up.
  const stopped = (error: unknown) =>
    timeout.aborted
      ? new SpeechFailure('timeout', messages.timeout, { cause: error })
      : signal?.aborted
        ? new SpeechFailure('cancelled', messages.cancelled, { cause: error })
        : new SpeechFailure('provider', messages.failed, { cause: error });
  const headers = new Headers(init.headers);
  if (endpoint.apiKey) headers.set('authorization', `Bearer ${endpoint.apiKey}`);
  const request = endpoint.fetch ?? fetch;
  let response: Response;
  try {
    response = await request(url, { ...init, method: 'POST', headers, signal: both });
  } catch (error) {
    throw stopped(error);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new SpeechFailure('provider', messages.failed, {
      cause: `HTTP ${response.status} from ${url}: ${detail.slice(0, 300)}`,
    });
  }
  return {
    bytes: () => response.bytes().catch((error: unknown) => Promise.reject(stopped(error))),
    text: () => response.text().catch((error: unknown) => Promise.reject(stopped(error))),
  };
}

const endpointUrl = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

export function createOpenAiSynthesizer(options: OpenAiSynthesizerOptions): Synthesizer {
  const url = endpointUrl(options.baseUrl, '/audio/speech');
  return {
    name: 'openai',
    // The endpoint's voices speak whatever language they are given, some better than others.
    supports: () => true,
    async synthesize({ text, signal }): Promise<SpokenAudio> {
      const input = text.trim();
      if (!input) throw new SpeechFailure('empty', 'Il n’y a rien à lire à voix haute.');
      const body = JSON.stringify({ model: options.model, input, voice: options.voice, response_format: 'mp3' });
      const reply = await post(
        url,
        { headers: { 'content-type': 'application/json', accept: 'audio/mpeg' }, body },
        options,
        signal,
        SPEECH,
      );
      const bytes = await reply.bytes();
      // A 200 carrying an error page or JSON would be stored and served as an answer's audio.
      const format = checkAudio(bytes);
      if (!format.ok)
        throw new SpeechFailure('provider', SPEECH.failed, {
          cause: `${url} answered ${bytes.length} bytes that are not audio (${format.reason})`,
        });
      return { bytes, contentType: format.type, durationMs: 0 };
    },
    async close() {},
  };
}

export function createOpenAiTranscriber(options: OpenAiTranscriberOptions): Transcriber {
  const url = endpointUrl(options.baseUrl, '/audio/transcriptions');
  return {
    async transcribe({ audio, type, language, signal }) {
      const format = checkAudio(audio);
      const declared = type.split(';')[0]?.trim().toLowerCase() ?? '';
      const audioType = format.ok ? format.type : declared;
      const extension = EXTENSIONS[audioType as AudioType] ?? 'webm';
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(audio)], `question.${extension}`, { type: audioType || 'application/octet-stream' }),
      );
      form.set('model', options.model);
      if (HINTED.has(language)) form.set('language', language);
      form.set('response_format', 'json');
      const reply = await post(
        url,
        { headers: { accept: 'application/json' }, body: form },
        options,
        signal,
        TRANSCRIPTION,
      );
      const raw = await reply.text();
      let parsed: z.ZodSafeParseResult<{ text: string }>;
      try {
        parsed = transcript.safeParse(JSON.parse(raw));
      } catch (error) {
        throw new SpeechFailure('provider', TRANSCRIPTION.failed, { cause: error });
      }
      if (!parsed.success)
        throw new SpeechFailure('provider', TRANSCRIPTION.failed, { cause: z.prettifyError(parsed.error) });
      return parsed.data.text.trim();
    },
  };
}
