/**
 * The voice recorder's texts, translated by the page (the French is in locales/fr.json under
 * voice.ui.* and voice.errors.*) and passed to the island, so it bundles no message file.
 */
import type { MessageKey } from '~/i18n/messages.ts';
import type { VoiceError } from './recorder.contract.ts';

export const VOICE_MESSAGE_KEYS = [
  'voice.ui.start',
  'voice.ui.send',
  'voice.ui.cancel',
  'voice.ui.recording',
  'voice.ui.level',
  'voice.ui.elapsed',
  'voice.ui.capped',
  'voice.ui.mode',
  'voice.ui.modeHint',
  'voice.errors.denied',
  'voice.errors.noDevice',
  'voice.errors.failed',
  'voice.errors.tooShort',
] as const satisfies readonly MessageKey[];

export type VoiceMessageKey = (typeof VOICE_MESSAGE_KEYS)[number];

export interface VoiceTexts {
  /** 'Poser la question à voix haute' (the microphone button) */
  start: string;
  /** 'Envoyer l’enregistrement' */
  send: string;
  /** 'Annuler l’enregistrement' */
  cancel: string;
  /** 'Enregistrement en cours' (announced when recording starts) */
  recording: string;
  /** 'Niveau du micro' */
  level: string;
  /** '{elapsed} sur {max}' */
  elapsed: string;
  /** 'Durée maximale atteinte : l’enregistrement est envoyé.' */
  capped: string;
  /** 'Mode vocal' */
  mode: string;
  /** What the voice mode does, the switch's description. */
  modeHint: string;
  /** One message per VoiceError. */
  errors: Record<VoiceError, string>;
}

/** The texts from the page's messages; a missing key shows itself rather than an unnamed button. */
export function voiceTexts(messages: Readonly<Record<string, string>>): VoiceTexts {
  const text = (key: VoiceMessageKey) => messages[key] ?? key;
  return {
    start: text('voice.ui.start'),
    send: text('voice.ui.send'),
    cancel: text('voice.ui.cancel'),
    recording: text('voice.ui.recording'),
    level: text('voice.ui.level'),
    elapsed: text('voice.ui.elapsed'),
    capped: text('voice.ui.capped'),
    mode: text('voice.ui.mode'),
    modeHint: text('voice.ui.modeHint'),
    errors: {
      denied: text('voice.errors.denied'),
      noDevice: text('voice.errors.noDevice'),
      failed: text('voice.errors.failed'),
      tooShort: text('voice.errors.tooShort'),
    },
  };
}
