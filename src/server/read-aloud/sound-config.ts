/**
 * Whether answers can be read aloud, and what the chat and legal search islands offer by voice,
 * from the platform's speech providers (made once with the platform, so the API routes and the
 * job runner share one eSpeak NG child process).
 */
import type { Platform } from '../platform.ts';

/** Whether answers in this language can be read aloud on this platform. */
export function canReadAloud({ speech }: Pick<Platform, 'speech'>, language: string): boolean {
  return speech.synthesizer?.supports(language) ?? false;
}

/** What the chat and legal search islands offer by voice in this language (islands/shared/audio/sound.ts). */
export function soundConfig(
  platform: Pick<Platform, 'config' | 'speech'>,
  language: string,
): { voice: boolean; readAloud: boolean } {
  return { voice: platform.config.voiceLanguages.includes(language), readAloud: canReadAloud(platform, language) };
}
