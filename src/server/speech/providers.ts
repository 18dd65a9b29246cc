/**
 * The speech providers a configuration asks for (SPEECH_*, STT_*, TTS_* in config.ts). Null
 * means off: the browser's own transcript is used, answers are not read aloud.
 */
import type { SpeechConfig } from '../config.ts';
import { createEspeakSynthesizer } from './espeak-synthesizer.ts';
import { createOpenAiSynthesizer, createOpenAiTranscriber } from './openai-speech.ts';
import type { Synthesizer, Transcriber } from './types.ts';

export interface SpeechProviders {
  transcriber: Transcriber | null;
  synthesizer: Synthesizer | null;
}

export function speechProviders({ timeoutMs, stt, tts }: SpeechConfig): SpeechProviders {
  const transcriber = stt ? createOpenAiTranscriber({ ...stt, timeoutMs }) : null;
  // Nothing starts here: the eSpeak NG child is forked on the first reading.
  const synthesizer =
    tts?.provider === 'openai'
      ? createOpenAiSynthesizer({
          baseUrl: tts.baseUrl,
          apiKey: tts.apiKey,
          model: tts.model,
          voice: tts.voice,
          timeoutMs,
        })
      : tts?.provider === 'espeak'
        ? createEspeakSynthesizer({ timeoutMs })
        : null;
  return { transcriber, synthesizer };
}
