/**
 * The "voice mode" switch: questions asked aloud and answers read aloud. The choice is kept in
 * the browser (localStorage) across reloads. Like the think mode, it is read back by restore()
 * once the island is hydrated, so the server's HTML and the first client render agree.
 */
import { atom, type ReadableAtom } from 'nanostores';

/** The localStorage key the islands use (the store takes any, so tests need no cleanup). */
export const VOICE_MODE_KEY = 'jurisia.voice.mode';

export type VoiceModeStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface VoiceModeStore {
  $enabled: ReadableAtom<boolean>;
  /** Reads the choice kept by a previous visit (call once hydrated). */
  restore(): void;
  set(on: boolean): void;
  toggle(): void;
}

const ON = '1';
const OFF = '0';

export function createVoiceMode({ storage, key }: { storage: VoiceModeStorage | null; key: string }): VoiceModeStore {
  const $enabled = atom(false);
  const set = (on: boolean) => {
    $enabled.set(on);
    try {
      storage?.setItem(key, on ? ON : OFF);
    } catch {
      // Storage blocked or full: the choice lasts as long as the page.
    }
  };
  return {
    $enabled,
    restore() {
      try {
        const saved = storage?.getItem(key);
        if (saved === ON || saved === OFF) $enabled.set(saved === ON);
      } catch {
        // Storage blocked: voice mode stays off.
      }
    },
    set,
    toggle: () => set(!$enabled.get()),
  };
}

/**
 * Whether the page's language has a voice mode (SPEC-COVERAGE §3 Language `hasVocalMode`: the public
 * config's voiceLanguages includes its code). 'fr-FR' counts as 'fr'.
 */
export function voiceAvailable(language: string, voiceLanguages: readonly string[]): boolean {
  const code = language.toLowerCase();
  const base = code.split('-')[0] ?? code;
  return voiceLanguages.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted === code || wanted === base;
  });
}
