/**
 * What the chat offers around sound: the page's player, answers read aloud (asked of the server
 * when not made yet) and recorded questions played back; and, in voice mode, the answer to a
 * question asked aloud read as soon as it arrives, whether by push or by re-reading.
 */
import type { ReadableAtom } from 'nanostores';
import type { SpeechTarget } from '~/shared/audio.ts';
import type { ChatMessage } from '~/shared/events.ts';
import type { AudioPlayerStore } from '../shared/audio/player.contract.ts';
import type { ChatEntry } from './chat.contract.ts';

export interface ChatAudio {
  player: AudioPlayerStore;
  /** Null when answers cannot be read aloud in this language on this platform. */
  readAnswer: ((answer: ChatMessage, title: string) => void) | null;
  playRecording(question: ChatMessage, title: string): void;
}

export interface ChatAudioDeps {
  player: AudioPlayerStore;
  /** The stored spoken answer, made first when needed (audio/speech-request.ts). */
  audioOf: (target: SpeechTarget, id: string) => Promise<string>;
  readAloud: boolean;
}

export function createChatAudio({ player, audioOf, readAloud }: ChatAudioDeps): ChatAudio {
  return {
    player,
    readAnswer: readAloud
      ? (answer, title) => {
          if (answer.audioFile) void player.play({ id: answer._id, title, url: answer.audioFile });
          else void player.waitFor({ id: answer._id, title, ready: audioOf('message', answer._id) });
        }
      : null,
    playRecording: (question, title) => void player.play({ id: question._id, title, url: question.audioFile }),
  };
}

/**
 * Reads aloud the answers to the questions `expect`ed (asked aloud in voice mode), once each,
 * as soon as their answer shows in the conversation. Returns the stop function from `start`.
 */
export function createAutoReadAloud(deps: {
  $entries: ReadableAtom<ChatEntry[]>;
  read: (answer: ChatMessage) => void;
}) {
  const awaited = new Set<string>();
  return {
    expect(key: string): void {
      awaited.add(key);
    },
    start(): () => void {
      return deps.$entries.subscribe((entries) => {
        if (awaited.size === 0) return;
        const askedAloud = new Map(
          entries.filter((e) => awaited.has(e.key) && e.message._id).map((e) => [e.message._id, e.key]),
        );
        for (const { message } of entries) {
          const key = message.replyTo === null ? undefined : askedAloud.get(message.replyTo);
          if (message.senderType !== 'bot' || key === undefined) continue;
          awaited.delete(key);
          deps.read(message);
        }
      });
    },
  };
}

/** The player's title for a message: its first words, without the Markdown marks. */
export function trackTitle(text: string, max = 60): string {
  const plain = text
    .replace(/\[(\d+)\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
