import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  isOutboxQuestion,
  OUTBOX_DATABASE,
  OUTBOX_STORE,
  outboxQuestions,
  putInOutbox,
  takeFromOutbox,
} from './outbox.ts';

const question = {
  localId: 'l1',
  kind: 'chat',
  userId: 'u-awa',
  fields: { contentText: 'Bonjour' },
  askedAt: '2026-11-28T10:00:00.000Z',
} as const;

describe('the outbox', () => {
  it('keeps a question by its localId until it is taken out', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question);
    await putInOutbox(indexedDB, { ...question, fields: { contentText: 'Bonjour !' } });
    expect(await outboxQuestions(indexedDB)).toEqual([{ ...question, fields: { contentText: 'Bonjour !' } }]);
    await takeFromOutbox(indexedDB, 'l1');
    expect(await outboxQuestions(indexedDB)).toEqual([]);
  });

  it('skips what is not a question (another version of the page wrote it)', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question);
    const opening = indexedDB.open(OUTBOX_DATABASE, 1);
    await new Promise((resolve) => {
      opening.onsuccess = resolve;
    });
    const store = opening.result.transaction(OUTBOX_STORE, 'readwrite').objectStore(OUTBOX_STORE);
    await new Promise((resolve) => {
      store.put({ localId: 'odd', kind: 'fax' }).onsuccess = resolve;
    });
    opening.result.close();
    expect((await outboxQuestions(indexedDB)).map((kept) => kept.localId)).toEqual(['l1']);
    expect(isOutboxQuestion({ ...question, fields: { contentText: 3 } })).toBe(false);
  });
});
