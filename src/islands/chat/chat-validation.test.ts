import { describe, expect, it } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { aQuestion, TEXTS } from './chat-store.fixtures.ts';
import { isRetryable, retryProblem, sendErrorText, sendProblem, tooBusy } from './chat-validation.ts';

const ok = { text: 'Bonjour', hasAudio: false, discussionId: 'd1', operations: 0 };

describe('chat validation', () => {
  it('needs text or audio', () => {
    expect(sendProblem({ ...ok, text: '' })).toBe('empty');
    expect(sendProblem({ ...ok, text: '', hasAudio: true })).toBeNull();
  });

  it('takes at most 10000 characters', () => {
    expect(sendProblem({ ...ok, text: 'a'.repeat(10_000) })).toBeNull();
    expect(sendProblem({ ...ok, text: 'a'.repeat(10_001) })).toBe('tooLong');
  });

  it("refuses the conversation ids '' and 'temp', and takes none for a new conversation", () => {
    expect(sendProblem({ ...ok, discussionId: 'temp' })).toBe('invalidDiscussion');
    expect(sendProblem({ ...ok, discussionId: '' })).toBe('invalidDiscussion');
    expect(sendProblem({ ...ok, discussionId: null })).toBeNull();
  });

  it('allows fewer than 5 operations at once', () => {
    expect(tooBusy(4)).toBe(false);
    expect(sendProblem({ ...ok, operations: 4 })).toBeNull();
    expect(sendProblem({ ...ok, operations: 5 })).toBe('tooManyOperations');
  });

  it('checks in the order of SPEC-COVERAGE §5', () => {
    expect(sendProblem({ text: '', hasAudio: false, discussionId: 'temp', operations: 9 })).toBe('empty');
    expect(sendProblem({ text: 'a'.repeat(10_001), hasAudio: false, discussionId: 'temp', operations: 9 })).toBe(
      'tooLong',
    );
    expect(sendProblem({ ...ok, discussionId: 'temp', operations: 9 })).toBe('invalidDiscussion');
  });

  it('retries only failed user messages, at most 3 times', () => {
    expect(isRetryable(aQuestion({ answerStatus: 'failed' }))).toBe(true);
    expect(isRetryable(aQuestion({ answerStatus: 'completed' }))).toBe(false);
    expect(isRetryable(aQuestion({ answerStatus: 'pending' }))).toBe(false);
    expect(isRetryable(aQuestion({ answerStatus: 'failed', senderType: 'bot' }))).toBe(false);
    expect(retryProblem(aQuestion({ answerStatus: 'failed', retryCount: 2 }), 0)).toBeNull();
    expect(retryProblem(aQuestion({ answerStatus: 'failed', retryCount: 3 }), 0)).toBe('maxRetries');
    expect(retryProblem(aQuestion({ answerStatus: 'failed' }), 5)).toBe('tooManyOperations');
  });

  it('tells a failed send by its cause', () => {
    expect(
      sendErrorText(new HttpError({ statusCode: 0, message: 'Failed to fetch', code: 'ERR_NETWORK' }), TEXTS),
    ).toBe(TEXTS.network);
    expect(sendErrorText(new HttpError({ statusCode: 413, message: 'Too large' }), TEXTS)).toBe(TEXTS.tooLarge);
    expect(sendErrorText(new HttpError({ statusCode: 429, message: 'Slow down' }), TEXTS)).toBe(TEXTS.rateLimited);
    expect(sendErrorText(new HttpError({ statusCode: 404, message: 'Conversation introuvable' }), TEXTS)).toBe(
      'Conversation introuvable',
    );
  });
});
