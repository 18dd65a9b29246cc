/**
 * What the platform and the eSpeak NG child (espeak-process.ts) say to each other. Types and
 * plain data only: the platform imports this file, never the child's.
 */

/**
 * eSpeak NG voice of each platform locale that has one in the package's embedded data. Fon and
 * Yoruba have none. Japanese is left out: its voice reads kana only and says "Chinese letter"
 * for every kanji, which is worse than no reading. Mandarin reads hanzi (as 'cmn').
 */
export const ESPEAK_VOICES: Readonly<Record<string, string>> = {
  fr: 'fr',
  en: 'en',
  es: 'es',
  de: 'de',
  pt: 'pt',
  pl: 'pl',
  ru: 'ru',
  zh: 'cmn',
  ko: 'ko',
  tr: 'tr',
  id: 'id',
  el: 'el',
  fi: 'fi',
  cs: 'cs',
  ro: 'ro',
};

export function espeakVoice(language: string): string | null {
  return Object.hasOwn(ESPEAK_VOICES, language) ? (ESPEAK_VOICES[language] ?? null) : null;
}

export interface EspeakRequest {
  id: number;
  text: string;
  voice: string;
  /** Words per minute (eSpeak's default is 175). */
  rate?: number;
}

export type EspeakReply =
  | {
      id: number;
      ok: true;
      mp3: Uint8Array;
      durationMs: number;
      /** CPU the child spent on this job (synthesis and encoding), for the bench. */
      cpuMs: number;
      /** Of which the MP3 encoding. */
      encodeCpuMs: number;
    }
  | { id: number; ok: false; error: string };
