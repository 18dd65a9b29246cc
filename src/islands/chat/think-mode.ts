/**
 * The think-mode selector (SPEC-COVERAGE §4): shown when the public config enables it, starting on the
 * configured default ('instant' when that is invalid); the user's choice is kept in the browser
 * only when the config asks to preserve it.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ThinkMode } from '~/shared/events.ts';
import type { ThinkModeState } from './chat.contract.ts';
import type { BrowserStorage } from './chat-memory.ts';

export const THINK_MODE_KEY = 'jurisia.chat.thinkMode';
export const THINK_MODES: readonly ThinkMode[] = ['instant', 'think', 'deepThink'];

export function isThinkMode(value: unknown): value is ThinkMode {
  return THINK_MODES.includes(value as ThinkMode);
}

/** The public config's fields about the chat (SPEC-COVERAGE §3 "Public config"). */
export interface ChatConfig {
  enableChatThinkMode: boolean;
  preserveChatThinkMode: boolean;
  defaultChatThinkMode: string;
}

export function createThinkMode(config: ChatConfig, storage: BrowserStorage | null) {
  const fallback: ThinkMode = isThinkMode(config.defaultChatThinkMode) ? config.defaultChatThinkMode : 'instant';
  const $thinkMode = atom<ThinkModeState>({ enabled: config.enableChatThinkMode, value: fallback });

  return {
    $thinkMode: $thinkMode as ReadableAtom<ThinkModeState>,
    value: (): ThinkMode => $thinkMode.get().value,
    /** After hydration: the choice kept by a previous visit, when choices are kept. */
    restore(): void {
      if (!config.preserveChatThinkMode) return;
      try {
        const saved = storage?.getItem(THINK_MODE_KEY);
        if (isThinkMode(saved)) $thinkMode.set({ ...$thinkMode.get(), value: saved });
      } catch {
        // Storage blocked: the configured default stays.
      }
    },
    set(mode: ThinkMode): void {
      if (!config.enableChatThinkMode || !isThinkMode(mode)) return;
      $thinkMode.set({ ...$thinkMode.get(), value: mode });
      if (!config.preserveChatThinkMode) return;
      try {
        storage?.setItem(THINK_MODE_KEY, mode);
      } catch {
        // Storage blocked or full: the choice lasts as long as the page.
      }
    },
  };
}

export type ThinkModeStore = ReturnType<typeof createThinkMode>;
