import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_USER_URL, type OutboxQuestion, outboxQuestions, putInOutbox } from '../shared/outbox.ts';
import { sendOutbox } from './outbox.ts';

const question = (
  localId: string,
  kind: OutboxQuestion['kind'],
  fields: Record<string, string>,
  minute: number,
  userId = 'u-awa',
) => ({
  localId,
  kind,
  userId,
  fields: { localId, ...fields },
  askedAt: `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const fieldsOf = (init: RequestInit | undefined) =>
  Object.fromEntries(((init?.body ?? new FormData()) as FormData).entries());

/** A server where `reader` is signed in, answering each POST by `answer`; it records every request. */
function server(answer: (url: string, fields: Record<string, FormDataEntryValue>) => Response, reader = 'u-awa') {
  return vi.fn(async (url: string, init: RequestInit) => {
    if (url === OUTBOX_USER_URL)
      return reader
        ? Response.json({ user: { _id: reader } })
        : Response.json({ message: 'Non connecté' }, { status: 401 });
    return answer(url, fieldsOf(init));
  });
}

const posts = (fetch: ReturnType<typeof server>) => fetch.mock.calls.filter(([, init]) => init.method === 'POST');

const json = (body: unknown, status = 201) => Response.json(body, { status });

describe('the worker sending the outbox', () => {
  it('posts each question, oldest first, where the page would, and empties the outbox', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question('b', 'chat', { contentText: 'Et après ?', discussion: 'd1' }, 2));
    await putInOutbox(indexedDB, question('a', 'legal-search', { questionText: 'Mon bail ?', language: 'fr' }, 1));
    const fetch = server(() => json({ data: { discussion: 'd1' } }));
    await sendOutbox({ indexedDB, fetch });
    expect(posts(fetch).map(([url, init]) => [url, init.method, init.credentials, fieldsOf(init)])).toEqual([
      ['/api/e/legalsearch', 'POST', 'same-origin', { localId: 'a', questionText: 'Mon bail ?', language: 'fr' }],
      ['/api/e/message', 'POST', 'same-origin', { localId: 'b', contentText: 'Et après ?', discussion: 'd1' }],
    ]);
    expect(await outboxQuestions(indexedDB)).toEqual([]);
  });

  it('makes the next questions of a new conversation join the one the first started, in a later round too', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question('q1', 'chat', { contentText: 'Première' }, 1));
    await putInOutbox(indexedDB, question('q2', 'chat', { contentText: 'Deuxième' }, 2));
    // The connection goes again after the first.
    const fetch = server((_url, fields) => {
      if (fields['localId'] === 'q2') throw new TypeError('Failed to fetch');
      return json({ data: { discussion: 'd9' }, discussion: { _id: 'd9' } });
    });
    await expect(sendOutbox({ indexedDB, fetch })).rejects.toThrow('Failed to fetch');
    expect(await outboxQuestions(indexedDB)).toMatchObject([{ localId: 'q2', fields: { discussion: 'd9' } }]);

    const later = server(() => json({ data: { discussion: 'd9' } }));
    await sendOutbox({ indexedDB, fetch: later });
    expect(fieldsOf(posts(later)[0]?.[1])).toMatchObject({ localId: 'q2', discussion: 'd9' });
    expect(await outboxQuestions(indexedDB)).toEqual([]);
  });

  it('keeps a question the server could not take now for a later round, and drops one it refused', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question('refused', 'legal-search', { questionText: 'x' }, 1));
    await putInOutbox(indexedDB, question('busy', 'legal-search', { questionText: 'y' }, 2));
    const fetch = server((_url, fields) =>
      fields['localId'] === 'refused' ? json({ message: 'Forfait épuisé' }, 403) : json({}, 503),
    );
    await expect(sendOutbox({ indexedDB, fetch })).rejects.toThrow('503');
    expect((await outboxQuestions(indexedDB)).map((kept) => kept.localId)).toEqual(['busy']);
  });

  it('sends only the signed-in reader’s questions: another reader’s leave unsent, and nobody’s wait for their page', async () => {
    const indexedDB = new IDBFactory();
    await putInOutbox(indexedDB, question('mine', 'legal-search', { questionText: 'x' }, 1, 'u-awa'));
    await putInOutbox(indexedDB, question('theirs', 'legal-search', { questionText: 'y' }, 2, 'u-kofi'));
    const nobody = server(() => json({}), '');
    await sendOutbox({ indexedDB, fetch: nobody });
    expect(posts(nobody)).toEqual([]);
    expect(await outboxQuestions(indexedDB)).toHaveLength(2);

    const fetch = server(() => json({ data: {} }));
    await sendOutbox({ indexedDB, fetch });
    expect(posts(fetch).map(([, init]) => fieldsOf(init)['localId'])).toEqual(['mine']);
    expect(await outboxQuestions(indexedDB)).toEqual([]);
  });
});
