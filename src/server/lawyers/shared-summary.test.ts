import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../db/client.ts';
import { testEngines } from '../db/test-databases.ts';
import { SHARED_SUMMARY_MAX_CHARS } from './lawyer-account.types.ts';
import {
  ANSWER_START_CHARS,
  conversationSummary,
  cut,
  plainAnswer,
  readSharedItem,
  SHAREABLE_LIMIT,
  type SummaryLabels,
  searchSummary,
  shareableItems,
} from './shared-summary.ts';

const labels: SummaryLabels = {
  question: 'Question :',
  answer: 'Réponse :',
  voiceQuestion: '(question orale)',
  noAnswer: '(pas de réponse)',
};
const length = (text: string) => Array.from(text).length;

describe('cutting a text', () => {
  it('leaves a text that fits unchanged', () => {
    expect(cut('Le bail est écrit.', 18)).toBe('Le bail est écrit.');
  });

  it('cuts at the end of a word within the limit and ends with an ellipsis', () => {
    expect(cut('Le bail doit être écrit et signé', 20)).toBe('Le bail doit être…');
    expect(cut('Le bail doit être écrit', 18)).toBe('Le bail doit être…');
    expect(cut('Le bail, signé, daté', 10)).toBe('Le bail…');
    expect(cut('Anticonstitutionnellement', 10)).toBe('Anticonst…');
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const text = '👩‍⚖️'.repeat(10);
    expect(length(cut(text, 7))).toBeLessThanOrEqual(7);
    expect(cut('🙂🙂🙂🙂', 3)).toBe('🙂🙂…');
  });
});

describe('an answer as plain text', () => {
  it('drops the Markdown, the link addresses and the citation markers', () => {
    const markdown =
      '## Ce que dit la loi\n\nLe bail **doit** être écrit [1]. Voir [la fiche](/library/documents/bail) [2, 3].\n\n- un état des lieux [1]\n- une caution';
    expect(plainAnswer(markdown)).toBe(
      'Ce que dit la loi. Le bail doit être écrit. Voir la fiche. un état des lieux. une caution.',
    );
  });
});

describe('a conversation summary', () => {
  it('gives the title, then each question and the start of its answer, oldest first', () => {
    const summary = conversationSummary(
      '  Mon   bail ',
      [
        { question: 'Puis-je récupérer ma caution ?', answer: 'Oui, sous **deux mois** [1].' },
        { question: '', answer: null },
      ],
      labels,
    );
    expect(summary).toBe(
      [
        'Mon bail',
        'Question : Puis-je récupérer ma caution ?\nRéponse : Oui, sous deux mois.',
        'Question : (question orale)\nRéponse : (pas de réponse)',
      ].join('\n\n'),
    );
  });

  it('keeps only the start of each answer, marked as cut', () => {
    const long = `${'Le bailleur doit restituer le dépôt. '.repeat(40)}[1]`;
    const summary = conversationSummary('Caution', [{ question: 'Caution ?', answer: long }], labels);
    const answer = summary.split('Réponse : ')[1] ?? '';
    expect(answer.endsWith('…')).toBe(true);
    expect(length(answer)).toBeLessThanOrEqual(ANSWER_START_CHARS);
    expect(answer).not.toContain('[1]');
  });

  it('stays within the maximum however long the conversation, ending with an ellipsis', () => {
    const exchanges = Array.from({ length: 30 }, (_, i) => ({
      question: `Question numéro ${i} sur mon bail d’habitation ?`,
      answer: 'Une réponse assez longue. '.repeat(30),
    }));
    const summary = conversationSummary('Bail', exchanges, labels);
    expect(length(summary)).toBeLessThanOrEqual(SHARED_SUMMARY_MAX_CHARS);
    expect(length(summary)).toBeGreaterThan(SHARED_SUMMARY_MAX_CHARS - 50);
    expect(summary.startsWith('Bail\n\nQuestion : Question numéro 0')).toBe(true);
    expect(summary.endsWith('…')).toBe(true);
  });
});

describe('a search summary', () => {
  it('gives the question and the start of its answer', () => {
    expect(
      searchSummary({ question: 'Délai de préavis\npour un bail ?', answer: '## Réponse\n\nTrois mois [1].' }, labels),
    ).toBe('Question : Délai de préavis pour un bail ?\nRéponse : Réponse. Trois mois.');
  });
});

describe.each(testEngines())('shared items read from the database on $name', (engine) => {
  let handle: DbHandle;
  let db: Db;
  const awa = 'u-awa';
  const kofi = 'u-kofi';
  let clock = Date.parse('2025-03-01T10:00:00Z');
  const tick = () => {
    clock += 60_000;
    return new Date(clock);
  };

  const conversation = async (
    userId: string,
    title: string,
    exchanges: { question: string; answer: string | null }[] = [],
  ) => {
    const id = randomUUID();
    await db
      .insertInto('discussions')
      .values({ id, user_id: userId, title, created_at: tick(), updated_at: tick() })
      .execute();
    for (const { question, answer } of exchanges) {
      const questionId = randomUUID();
      const message = {
        user_id: userId,
        discussion_id: id,
        local_id: null,
        audio_file: null,
        reply_to: null,
        think_mode: 'instant' as const,
        language: 'fr',
      };
      await db
        .insertInto('messages')
        .values({
          ...message,
          id: questionId,
          sender_type: 'user',
          content_text: question,
          answer_status: 'completed',
          created_at: tick(),
          updated_at: tick(),
        })
        .execute();
      if (answer !== null) {
        await db
          .insertInto('messages')
          .values({
            ...message,
            id: randomUUID(),
            sender_type: 'bot',
            content_text: answer,
            answer_status: 'completed',
            reply_to: questionId,
            created_at: tick(),
            updated_at: tick(),
          })
          .execute();
      }
    }
    return id;
  };
  const search = async (
    userId: string,
    question: string,
    status: 'pending' | 'completed' | 'failed' = 'completed',
    answer: string | null = 'Trois mois [1].',
  ) => {
    const id = randomUUID();
    await db
      .insertInto('legal_searches')
      .values({
        id,
        user_id: userId,
        local_id: null,
        question_text: question,
        question_audio: null,
        language: 'fr',
        think_mode: 'instant',
        answer_status: status,
        answer_text: answer,
        err: null,
        created_at: tick(),
        updated_at: tick(),
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    handle = await engine.open();
    db = handle.db;
    for (const [id, name] of [
      [awa, 'Awa'],
      [kofi, 'Kofi'],
    ] as const) {
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.bj`,
          first_name: name,
          last_name: 'Test',
          avatar_url: null,
          password_hash: null,
        })
        .execute();
    }
  });
  afterAll(() => handle.close());

  it("summarises the user's conversation, exchanges in the order asked", async () => {
    const id = await conversation(awa, 'Ma caution', [
      { question: 'Puis-je récupérer ma caution ?', answer: 'Oui [1].' },
      { question: 'Dans quel délai ?', answer: 'Deux **mois** [2].' },
      { question: 'Et sinon ?', answer: null },
    ]);
    expect(await readSharedItem(db, awa, { kind: 'conversation', id }, labels)).toEqual({
      kind: 'conversation',
      title: 'Ma caution',
      summary:
        'Ma caution\n\nQuestion : Puis-je récupérer ma caution ?\nRéponse : Oui.\n\nQuestion : Dans quel délai ?\nRéponse : Deux mois.\n\nQuestion : Et sinon ?\nRéponse : (pas de réponse)',
    });
  });

  it("summarises the user's answered search", async () => {
    const id = await search(awa, 'Préavis d’un bail ?');
    expect(await readSharedItem(db, awa, { kind: 'search', id }, labels)).toEqual({
      kind: 'search',
      title: 'Préavis d’un bail ?',
      summary: 'Question : Préavis d’un bail ?\nRéponse : Trois mois.',
    });
  });

  it("finds nothing in another user's items, deleted ones, unanswered searches or under the wrong kind", async () => {
    const theirs = await conversation(kofi, 'Conversation de Kofi', [{ question: 'Secret ?', answer: 'Oui.' }]);
    const theirSearch = await search(kofi, 'Recherche de Kofi');
    expect(await readSharedItem(db, awa, { kind: 'conversation', id: theirs }, labels)).toBeNull();
    expect(await readSharedItem(db, awa, { kind: 'search', id: theirSearch }, labels)).toBeNull();

    const deleted = await conversation(awa, 'Supprimée');
    await db.deleteFrom('discussions').where('id', '=', deleted).execute();
    expect(await readSharedItem(db, awa, { kind: 'conversation', id: deleted }, labels)).toBeNull();

    expect(
      await readSharedItem(db, awa, { kind: 'search', id: await search(awa, 'En cours', 'pending', null) }, labels),
    ).toBeNull();
    expect(
      await readSharedItem(db, awa, { kind: 'search', id: await search(awa, 'Échouée', 'failed', null) }, labels),
    ).toBeNull();
    const mine = await conversation(awa, 'À moi');
    expect(await readSharedItem(db, awa, { kind: 'search', id: mine }, labels)).toBeNull();
  });

  it('offers the user’s 20 most recent conversations and answered searches, newest first', async () => {
    const user = 'u-many';
    await db
      .insertInto('users')
      .values({
        id: user,
        email: 'many@example.bj',
        first_name: 'M',
        last_name: 'Any',
        avatar_url: null,
        password_hash: null,
      })
      .execute();
    for (let i = 0; i < SHAREABLE_LIMIT + 2; i++) {
      await conversation(user, `Conversation ${i}`);
      await search(user, `Recherche ${i}`);
    }
    await search(user, 'Pas encore répondue', 'pending', null);
    await conversation(kofi, 'Pas à lui');

    const items = await shareableItems(db, user);
    expect(items.conversations.map((c) => c.title)).toEqual(
      Array.from({ length: SHAREABLE_LIMIT }, (_, i) => `Conversation ${SHAREABLE_LIMIT + 1 - i}`),
    );
    expect(items.searches.map((s) => s.title)).toEqual(
      Array.from({ length: SHAREABLE_LIMIT }, (_, i) => `Recherche ${SHAREABLE_LIMIT + 1 - i}`),
    );
    expect(items.searches[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await shareableItems(db, 'u-nobody')).toEqual({ conversations: [], searches: [] });
  });
});
