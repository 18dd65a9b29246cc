/**
 * Model-based test of the chat store: random sequences of sends, pushes, retries, renames and
 * deletions, against a fake server, compared after every step with a plain model of the entries
 * (order, status, retries) and of the conversation titles (see chat-model.fixtures.ts). Every
 * status change seen on the way is checked too: pending → completed | failed, failed → pending
 * by a retry only.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerStatus } from '~/shared/events.ts';
import { type Model, OtherPush, Push, Remove, Rename, Retry, Send } from './chat-model.fixtures.ts';
import { fakeChatServer } from './chat-server.fixtures.ts';
import { fakeSocket, memoryStorage, openOn, storeOnFakes } from './chat-store.fixtures.ts';

const text = fc.oneof(fc.constantFrom('Bail ?', 'Divorce ?', '  ', 'Héritage ?'), fc.string({ maxLength: 12 }));
const commands = fc.commands(
  [
    fc.tuple(text, fc.boolean()).map(([value, fails]) => new Send(value, fails)),
    fc
      .tuple(fc.nat(), fc.constantFrom('completed' as const, 'failed' as const, 'no-answer' as const))
      .map(([pick, outcome]) => new Push(pick, outcome)),
    fc.constantFrom('heartbeat' as const, 'other-conversation' as const).map((kind) => new OtherPush(kind)),
    fc.tuple(fc.nat(), fc.boolean()).map(([pick, fails]) => new Retry(pick, fails)),
    fc
      .tuple(
        fc.oneof(fc.constantFrom('Nouveau titre', '   ', ' Bail commercial '), fc.string({ maxLength: 8 })),
        fc.boolean(),
      )
      .map(([title, fails]) => new Rename(title, fails)),
    fc.boolean().map((fails) => new Remove(fails)),
  ],
  { maxCommands: 40, size: 'max' },
);

describe('chat store model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the model through any sequence of sends, pushes, retries, renames and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const server = fakeChatServer();
        const socket = fakeSocket('connected');
        const { store } = storeOnFakes({ http: server.http, socket, storage: memoryStorage(), initial: openOn() });
        const retrying = { key: null as string | null };
        const seen = new Map<string, AnswerStatus>();
        const violations: string[] = [];
        const offTransitions = store.$entries.subscribe((entries) => {
          for (const { key, message } of entries) {
            const previous = seen.get(key);
            const allowed =
              previous === undefined ||
              previous === message.answerStatus ||
              (previous === 'pending' && message.answerStatus !== 'pending') ||
              (previous === 'failed' && message.answerStatus === 'pending' && retrying.key === key);
            if (!allowed) violations.push(`${key}: ${previous} → ${message.answerStatus}`);
            seen.set(key, message.answerStatus);
          }
        });
        const stop = store.start();
        try {
          const model: Model = { entries: [], titles: new Map([['d1', 'Divorce amiable']]), open: 'd1', orphans: 0 };
          await fc.asyncModelRun(() => ({ model, real: { store, server, socket, retrying } }), sequence);
          expect(violations).toEqual([]);
        } finally {
          stop();
          offTransitions();
        }
      }),
      { numRuns: 150 },
    );
  });
});
