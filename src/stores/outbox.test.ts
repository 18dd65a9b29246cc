import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG, outboxQuestions } from '~/shared/outbox.ts';
import { createOutbox } from './outbox.ts';

const question = {
  localId: 'l1',
  kind: 'legal-search',
  fields: { questionText: 'Mon bail' },
  askedAt: '2026-11-28T10:00:00.000Z',
} as const;

describe('the page’s outbox', () => {
  it('files a question, then asks Background Sync to wake the worker; takes it out once answered', async () => {
    const indexedDB = new IDBFactory();
    const register = vi.fn(async () => undefined);
    const outbox = createOutbox({
      indexedDB,
      userId: () => 'u-awa',
      ready: async () => ({ sync: { register } }),
      logError: vi.fn(),
    });
    outbox.keep(question);
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
    expect(await outboxQuestions(indexedDB)).toEqual([{ ...question, userId: 'u-awa' }]);
    outbox.take('l1');
    await vi.waitFor(async () => expect(await outboxQuestions(indexedDB)).toEqual([]));
  });

  it('files nothing where the browser has no Background Sync: the page alone sends it', async () => {
    const indexedDB = new IDBFactory();
    const outbox = createOutbox({ indexedDB, userId: () => 'u-awa', ready: undefined, logError: vi.fn() });
    outbox.keep(question);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outboxQuestions(indexedDB)).toEqual([]);
  });

  it('says so when it cannot file, and the page goes on', async () => {
    const logError = vi.fn();
    const broken = {
      open: () => {
        throw new Error('blocked');
      },
    } as unknown as IDBFactory;
    createOutbox({ indexedDB: broken, userId: () => 'u-awa', ready: async () => ({}), logError }).keep(question);
    await vi.waitFor(() => expect(logError).toHaveBeenCalled());
  });

  it('files nothing for a visitor: only a signed-in reader’s question can be sent for them', async () => {
    const indexedDB = new IDBFactory();
    const register = vi.fn(async () => undefined);
    createOutbox({
      indexedDB,
      userId: () => null,
      ready: async () => ({ sync: { register } }),
      logError: vi.fn(),
    }).keep(question);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outboxQuestions(indexedDB)).toEqual([]);
    expect(register).not.toHaveBeenCalled();
  });
});
