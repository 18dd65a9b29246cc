import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { listContactRequests, markContactRequestsRead, unreadCount } from './contact-inbox.ts';

describe.each(testEngines())("a lawyer's contact requests on $name", (engine) => {
  let handle: DbHandle;
  const lawyers = { mine: randomUUID(), other: randomUUID() };
  const sender = randomUUID();
  const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1, 8, minutes));

  const insertRequest = async (
    lawyerId: string,
    minutes: number,
    extra: { shared_kind?: 'conversation' | 'search'; shared_title?: string; shared_summary?: string } = {},
  ) => {
    const id = randomUUID();
    await handle.db
      .insertInto('lawyer_contacts')
      .values({
        id,
        lawyer_id: lawyerId,
        user_id: sender,
        subject: `Demande ${minutes}`,
        message: `Message ${minutes}`,
        locale: 'fr',
        created_at: at(minutes),
        ...extra,
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    handle = await engine.open();
    await handle.db
      .insertInto('users')
      .values({
        id: sender,
        email: 'kossi@example.bj',
        first_name: 'Kossi',
        last_name: 'Mensah',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
    for (const [name, id] of Object.entries(lawyers)) {
      await handle.db
        .insertInto('lawyers')
        .values({
          id,
          slug: `${name}-${id}`,
          first_name: 'A',
          last_name: name,
          bar: 'Barreau du Bénin',
          city: 'Cotonou',
          country: 'BJ',
          specialties: '["family"]',
          languages: '["fr"]',
          years_of_practice: 3,
          bio: '',
          status: 'verified',
        })
        .execute();
    }
  });
  afterAll(() => handle.close());

  it('lists only the lawyer’s requests, newest first, with the sender and the shared summary, in pages', async () => {
    const oldest = await insertRequest(lawyers.mine, 1);
    const shared = await insertRequest(lawyers.mine, 2, {
      shared_kind: 'search',
      shared_title: 'Expulsion',
      shared_summary: 'Question : puis-je être expulsé ?',
    });
    const newest = await insertRequest(lawyers.mine, 3);
    await insertRequest(lawyers.other, 4);

    const first = await listContactRequests(handle.db, lawyers.mine, { page: 1, perPage: 2 });
    expect(first).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(first.data.map((r) => r._id)).toEqual([newest, shared]);
    expect(first.data[0]).toEqual({
      _id: newest,
      subject: 'Demande 3',
      message: 'Message 3',
      sender: { firstName: 'Kossi', lastName: 'Mensah', email: 'kossi@example.bj' },
      shared: null,
      createdAt: at(3).toISOString(),
      readAt: null,
    });
    expect(first.data[1]?.shared).toEqual({
      kind: 'search',
      title: 'Expulsion',
      summary: 'Question : puis-je être expulsé ?',
    });
    const second = await listContactRequests(handle.db, lawyers.mine, { page: 2, perPage: 2 });
    expect(second.data.map((r) => r._id)).toEqual([oldest]);
    expect((await listContactRequests(handle.db, randomUUID(), { page: 1, perPage: 20 })).totalItems).toBe(0);
  });

  it('marks read only the lawyer’s own unread requests, keeping the first reading time', async () => {
    const own = await insertRequest(lawyers.other, 10);
    const foreign = await insertRequest(lawyers.mine, 11);
    const unread = await unreadCount(handle.db, lawyers.other);
    expect(await markContactRequestsRead(handle.db, lawyers.other, [own, foreign], at(20))).toBe(1);
    expect(await unreadCount(handle.db, lawyers.other)).toBe(unread - 1);
    expect(await markContactRequestsRead(handle.db, lawyers.other, [own], at(30))).toBe(0);
    expect(await markContactRequestsRead(handle.db, lawyers.other, [], at(30))).toBe(0);
    const page = await listContactRequests(handle.db, lawyers.other, { page: 1, perPage: 20 });
    expect(page.data.find((r) => r._id === own)?.readAt).toBe(at(20).toISOString());
    const foreignPage = await listContactRequests(handle.db, lawyers.mine, { page: 1, perPage: 20 });
    expect(foreignPage.data.find((r) => r._id === foreign)?.readAt).toBeNull();
  });
});
