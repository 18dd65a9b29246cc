/** The Message of SPEC-COVERAGE §3 as the API shows it: every field read from its row (toMessage). */
import { describe, expect, it } from 'vitest';
import { type MessageRow, toMessage } from './messages.ts';

const row = (overrides: Partial<MessageRow> = {}): MessageRow => ({
  id: 'm1',
  user_id: 'u1',
  discussion_id: 'd1',
  local_id: 'local-1',
  sender_type: 'user',
  content_text: 'Comment créer une SARL ?',
  audio_file: 'users/u1/chat-audio/q.webm',
  is_audio_question: true,
  answer_status: 'pending',
  reply_to: null,
  sources: [],
  think_mode: 'instant',
  language: 'fr',
  retry_count: 0,
  feedback: null,
  err: null,
  speech_status: 'none',
  speech_err: null,
  created_at: new Date('2025-03-20T09:00:00.000Z'),
  updated_at: new Date('2025-03-20T09:00:05.000Z'),
  ...overrides,
});

describe('toMessage (SPEC-COVERAGE §3 Message)', () => {
  it('gives a question _id, localId, contentText, sender, senderType, discussion, audioFile, isAudioQuestion, answerStatus, createdAt and updatedAt', () => {
    expect(toMessage(row())).toMatchObject({
      _id: 'm1',
      localId: 'local-1',
      contentText: 'Comment créer une SARL ?',
      sender: 'u1',
      senderType: 'user',
      discussion: 'd1',
      audioFile: 'storage://users/u1/chat-audio/q.webm',
      isAudioQuestion: true,
      answerStatus: 'pending',
      createdAt: '2025-03-20T09:00:00.000Z',
      updatedAt: '2025-03-20T09:00:05.000Z',
    });
  });

  it('gives a bot answer senderType bot, no sender, and no audioFile until one is stored', () => {
    const answer = toMessage(
      row({
        id: 'a1',
        local_id: null,
        sender_type: 'bot',
        audio_file: null,
        is_audio_question: false,
        answer_status: 'completed',
        reply_to: 'm1',
      }),
    );
    expect(answer).toMatchObject({
      _id: 'a1',
      localId: null,
      sender: null,
      senderType: 'bot',
      audioFile: null,
      isAudioQuestion: false,
      answerStatus: 'completed',
      replyTo: 'm1',
    });
  });
});
