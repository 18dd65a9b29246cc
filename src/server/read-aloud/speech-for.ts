/**
 * The platform's speech providers, made once per platform from its configuration, so the API
 * routes and the job runner share one eSpeak NG child process. Closed with the background work.
 */
import type { Platform } from '../platform.ts';
import { type SpeechProviders, speechProviders } from '../speech/providers.ts';

const made = new WeakMap<Platform, SpeechProviders>();

export function speechFor(platform: Platform): SpeechProviders {
  let providers = made.get(platform);
  if (!providers) {
    providers = speechProviders(platform.config.speech);
    made.set(platform, providers);
  }
  return providers;
}

/** Whether answers in this language can be read aloud on this platform. */
export function canReadAloud(platform: Platform, language: string): boolean {
  return speechFor(platform).synthesizer?.supports(language) ?? false;
}

/** What the chat and legal search islands offer by voice in this language (islands/shared/audio/sound.ts). */
export function soundConfig(platform: Platform, language: string): { voice: boolean; readAloud: boolean } {
  return { voice: platform.config.voiceLanguages.includes(language), readAloud: canReadAloud(platform, language) };
}
