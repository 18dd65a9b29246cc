/** Test data shared by the chat's server and browser tests: a whole ChatMessage, overridable. */
import type { ChatMessage } from './events.ts';

/** A completed user question of conversation d1 unless told otherwise. */
export function aChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: 'm1',
    localId: 'local-1',
    contentText: 'Comment divorcer par consentement mutuel ?',
    sender: 'u1',
    senderType: 'user',
    discussion: 'd1',
    audioFile: null,
    isAudioQuestion: false,
    answerStatus: 'completed',
    replyTo: null,
    sources: [],
    thinkMode: 'instant',
    retryCount: 0,
    feedback: null,
    err: null,
    createdAt: '2025-03-20T09:00:00.000Z',
    updatedAt: '2025-03-20T09:00:00.000Z',
    ...overrides,
  };
}
