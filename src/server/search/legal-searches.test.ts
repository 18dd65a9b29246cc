/** The Legal search request of SPEC-COVERAGE §3 as the API shows it (toRequest). */
import { describe, expect, it } from 'vitest';
import { toRequest } from './legal-searches.ts';

type Row = Parameters<typeof toRequest>[0];

const row = (overrides: Partial<Row> = {}): Row => ({
  id: 's1',
  user_id: 'u1',
  local_id: 'local-1',
  question_text: 'Comment divorcer ?',
  question_audio: 'users/u1/search-audio/q.webm',
  language: 'en',
  think_mode: 'instant',
  answer_status: 'completed',
  answer_text: 'Réponse',
  sources: [],
  err: null,
  answer_audio: null,
  speech_status: 'none',
  speech_err: null,
  created_at: new Date('2025-03-01T10:00:00.000Z'),
  updated_at: new Date('2025-03-01T10:00:05.000Z'),
  ...overrides,
});

describe('toRequest (SPEC-COVERAGE §3 Legal search request)', () => {
  it('gives _id, localId, questionText, questionAudio, audioUrl, language and answerStatus', () => {
    expect(toRequest(row())).toMatchObject({
      _id: 's1',
      localId: 'local-1',
      questionText: 'Comment divorcer ?',
      questionAudio: 'storage://users/u1/search-audio/q.webm',
      audioUrl: 'storage://users/u1/search-audio/q.webm',
      language: 'en',
      answerStatus: 'completed',
    });
  });

  it('gives null questionAudio and audioUrl for a typed question, and keeps a null localId', () => {
    expect(toRequest(row({ question_audio: null, local_id: null, answer_status: 'pending' }))).toMatchObject({
      localId: null,
      questionAudio: null,
      audioUrl: null,
      answerStatus: 'pending',
    });
  });
});
