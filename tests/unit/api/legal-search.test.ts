/**
 * The legal search API (SPEC-COVERAGE §7) through its routes, on PGlite and PostgreSQL: creation as a
 * pending record with its job, idempotent retries, validation, history with filter and pages,
 * scoping, deletion, the PDF export, and the answer job settling a search and pushing it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as exportRoute from '../../../src/pages/api/e/legalsearch/[id]/export-result-as-[format].ts';
import * as item from '../../../src/pages/api/e/legalsearch/[id].ts';
import * as save from '../../../src/pages/api/e/legalsearch/[id]/save-to-library.ts';
import * as collection from '../../../src/pages/api/e/legalsearch/index.ts';
import type { LegalSearchPush, LegalSearchRequest } from '../../../src/shared/events.ts';
import { type AnswerEngine, AnswerFailure } from '../../../src/server/ai/answer-engine.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import type { Platform } from '../../../src/server/platform.ts';
import { ANSWER_FAILED } from '../../../src/server/ai/answer-failed.ts';
import { legalSearchAnswerHandler } from '../../../src/server/search/answer-job.ts';
import { NO_TRANSCRIPTION } from '../../../src/server/speech/question-transcript.ts';
import { LEGAL_SEARCH_JOB } from '../../../src/server/search/legal-searches.ts';
import { onPaidPlan } from './plan-support.ts';
import { callRoute, insertTestUser, type RouteCall, testPlatformEngines } from './route-harness.ts';
import { webmRecording } from './audio-fixtures.ts';

const SOURCE = {
  documentId: 'vdd-F1',
  title: 'Divorce par consentement mutuel',
  url: '/library/documents/divorce',
  excerpt: 'e',
  jurisdiction: 'FR',
  date: '2026-01-01',
};

for (const engine of testPlatformEngines()) {
  describe(`legal search API (${engine.name})`, () => {
    let platform: Platform;
    let close: () => Promise<void>;
    let awa: PublicUser;
    let kofi: PublicUser;
    let wakes = 0;

    const makeUser = (first: string) => insertTestUser(platform, first);
    const call = (route: APIRoute, user: PublicUser | null, options: Omit<RouteCall, 'user'>) =>
      callRoute(route, platform, { user, headers: { accept: 'application/json' }, ...options });
    const form = (fields: Record<string, string | File>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return body;
    };
    const ask = async (user: PublicUser, fields: Record<string, string | File>) =>
      call(collection.POST, user, { path: '/api/e/legalsearch', body: form(fields) });
    const asked = async (user: PublicUser, questionText: string) => {
      const { response } = await ask(user, { questionText, localId: randomUUID(), language: 'fr' });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: LegalSearchRequest }).data;
    };
    const history = async (user: PublicUser, query = '') =>
      (await (
        await call(collection.GET, user, { path: `/api/e/legalsearch${query}`, method: 'GET' })
      ).response.json()) as {
        data: LegalSearchRequest[];
        page: number;
        totalPages: number;
        totalItems: number;
        perPage: number;
      };

    beforeAll(async () => {
      ({ platform, close } = await engine.open());
      platform.jobs.connect({ wake: () => wakes++ });
      // The suite asks more than the free plan's searches of a day; quotas are tested in quotas.test.ts.
      awa = await onPaidPlan(platform, await makeUser('Awa'));
      kofi = await onPaidPlan(platform, await makeUser('Kofi'));
    });
    afterAll(() => close());

    it('records a question as pending with its answer job, and wakes the runner', async () => {
      const before = wakes;
      const request = await asked(awa, '  Comment divorcer par consentement mutuel ?  ');
      expect(request).toMatchObject({
        questionText: 'Comment divorcer par consentement mutuel ?',
        answerStatus: 'pending',
        language: 'fr',
        thinkMode: 'instant',
        answerText: null,
        sources: [],
      });
      expect(wakes).toBe(before + 1);
      const jobs = await platform.database.db
        .selectFrom('jobs')
        .select(['kind', 'payload', 'state'])
        .where('kind', '=', LEGAL_SEARCH_JOB)
        .execute();
      // The typed question and its asker's country go with the job: it reads nothing back.
      expect(jobs.map((j) => j.payload)).toContainEqual({
        searchId: request._id,
        question: {
          text: 'Comment divorcer par consentement mutuel ?',
          language: 'fr',
          thinkMode: 'instant',
          country: awa.country,
        },
      });
    });

    it('a POST retried with the same localId gets the first record back, and no second job', async () => {
      const localId = randomUUID();
      const first = await ask(awa, { questionText: 'Héritage sans testament', localId });
      const again = await ask(awa, { questionText: 'Héritage sans testament', localId });
      expect(first.response.status).toBe(201);
      expect(again.response.status).toBe(200);
      const a = (await first.response.json()).data;
      expect((await again.response.json()).data._id).toBe(a._id);
      const jobs = await platform.database.db
        .selectFrom('jobs')
        .select('payload')
        .where('kind', '=', LEGAL_SEARCH_JOB)
        .execute();
      expect(jobs.filter((j) => (j.payload as { searchId: string }).searchId === a._id)).toHaveLength(1);
    });

    it('refuses an empty or too long question, and an audio file that is not audio', async () => {
      const empty = await ask(awa, { questionText: '   ' });
      expect(empty.response.status).toBe(400);
      expect(await empty.response.json()).toMatchObject({
        message: 'Écrivez votre question avant de lancer la recherche.',
        code: 'question_required',
      });
      const long = await ask(awa, { questionText: 'a'.repeat(10_001) });
      expect(long.response.status).toBe(400);
      expect((await long.response.json()).message).toBe('Question trop longue : 10 000 caractères au plus.');
      const notAudio = await ask(awa, { audioFile: new File(['%PDF-1.4'], 'q.pdf', { type: 'application/pdf' }) });
      expect(notAudio.response.status).toBe(415);
      const audioOnly = await ask(awa, { audioFile: webmRecording(), localId: randomUUID() });
      expect(audioOnly.response.status).toBe(201);
      expect((await audioOnly.response.json()).data.audioUrl).toMatch(/^storage:\/\/users\/.+\/search-audio\//);
    });

    it('lists the history newest first, 10 per page, filtered case-insensitively on the question', async () => {
      const user = await onPaidPlan(platform, await makeUser('Bio'));
      for (let i = 1; i <= 12; i++)
        await asked(user, i === 3 ? 'Loyer IMPAYÉ depuis trois mois' : `Question numéro ${i}`);
      const first = await history(user);
      expect(first).toMatchObject({ page: 1, perPage: 10, totalItems: 12, totalPages: 2 });
      expect(first.data[0]?.questionText).toBe('Question numéro 12');
      expect((await history(user, '?page=2')).data).toHaveLength(2);
      const filtered = await history(user, '?q=loyer%20impayé');
      expect(filtered.data.map((r) => r.questionText)).toEqual(['Loyer IMPAYÉ depuis trois mois']);
      // Accents ignored both ways, as a phone keyboard types them or not.
      expect((await history(user, '?q=IMPAYE')).data.map((r) => r.questionText)).toEqual([
        'Loyer IMPAYÉ depuis trois mois',
      ]);
      expect((await history(user, '?q=num%C3%A9ro%201')).totalItems).toBe(4);
      expect((await history(user, '?q=50%25')).totalItems).toBe(0);
    });

    it("another user's search is not found: read, delete and export answer 404", async () => {
      const mine = await asked(awa, 'Ma question privée');
      const params = { id: mine._id };
      expect(
        (await call(item.GET, kofi, { path: `/api/e/legalsearch/${mine._id}`, method: 'GET', params })).response.status,
      ).toBe(404);
      expect(
        (await call(item.DELETE, kofi, { path: `/api/e/legalsearch/${mine._id}`, method: 'DELETE', params })).response
          .status,
      ).toBe(404);
      const exported = await call(exportRoute.GET, kofi, {
        path: '/x',
        method: 'GET',
        params: { ...params, format: 'pdf' },
      });
      expect(exported.response.status).toBe(404);
      expect((await history(kofi)).totalItems).toBe(0);
      const read = await call(item.GET, awa, { path: `/api/e/legalsearch/${mine._id}`, method: 'GET', params });
      expect((await read.response.json()).data._id).toBe(mine._id);
      const deleted = await call(item.DELETE, awa, {
        path: `/api/e/legalsearch/${mine._id}`,
        method: 'DELETE',
        params,
      });
      expect(await deleted.response.json()).toEqual({ success: true });
      expect((await call(item.GET, awa, { path: '/x', method: 'GET', params })).response.status).toBe(404);
    });

    it('exports a search as a PDF file; any other format answers 400', async () => {
      const request = await asked(awa, 'Comment divorcer ?');
      const pdf = await call(exportRoute.GET, awa, {
        path: '/x',
        method: 'GET',
        params: { id: request._id, format: 'pdf' },
      });
      expect(pdf.response.status).toBe(200);
      expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"/);
      expect(new TextDecoder().decode((await pdf.response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const docx = await call(exportRoute.GET, awa, {
        path: '/x',
        method: 'GET',
        params: { id: request._id, format: 'docx' },
      });
      expect(docx.response.status).toBe(400);
      expect((await docx.response.json()).message).toBe(
        'Format d’export non pris en charge : « docx ». Seul le format pdf est disponible.',
      );
    });

    describe('the answer job', () => {
      const pushes: { userId: string; payload: LegalSearchPush }[] = [];
      const handler = (answer: AnswerEngine['answer']) =>
        legalSearchAnswerHandler({
          db: platform.database.db,
          engine: { answer },
          push: (userId, _event, payload) => pushes.push({ userId, payload }),
          logger: platform.logger,
          speech: { transcriber: null, storage: { get: async () => null } },
          readAloud: () => false,
        });
      const context = () => ({ jobId: 'j', attempt: 1, signal: new AbortController().signal });

      it('completes the search with the answer and its sources, pushes it to its owner once', async () => {
        const request = await asked(awa, 'Comment divorcer par consentement mutuel ?');
        const job = handler(async (q) => ({
          text: `Réponse à ${q.question} [1]`,
          sources: [SOURCE],
          found: true,
          engine: 'library',
        }));
        await job.run({ searchId: request._id }, context());
        await job.run({ searchId: request._id }, context());
        const mine = pushes.filter((p) => p.payload.request._id === request._id);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({
          userId: awa._id,
          payload: { status: 'completed', request: { answerStatus: 'completed', sources: [SOURCE] } },
        });
        const read = await call(item.GET, awa, { path: '/x', method: 'GET', params: { id: request._id } });
        expect((await read.response.json()).data).toMatchObject({
          answerStatus: 'completed',
          answerText: 'Réponse à Comment divorcer par consentement mutuel ? [1]',
        });
      });

      it("keeps an answered search in the personal library as its PDF; not a pending one, nor another user's", async () => {
        const request = await asked(awa, 'Comment divorcer par consentement mutuel ? Quelles étapes ?');
        const params = { id: request._id };
        const early = await call(save.POST, awa, { path: '/x', params });
        expect(early.response.status).toBe(409);
        await handler(async () => ({ text: 'Réponse [1]', sources: [SOURCE], found: true, engine: 'library' })).run(
          { searchId: request._id },
          context(),
        );
        expect((await call(save.POST, kofi, { path: '/x', params })).response.status).toBe(404);
        const saved = await call(save.POST, awa, { path: '/x', params });
        expect(saved.response.status).toBe(201);
        const { data } = await saved.response.json();
        expect(data).toMatchObject({
          kind: 'search-export',
          title: 'Comment divorcer par consentement mutuel ? Quelles étapes ?',
          mime: 'application/pdf',
        });
        expect(data.fileName).toMatch(/^jurisia-recherche-\d{4}-\d{2}-\d{2}-[a-z0-9]{8}\.pdf$/);
        const stored = await platform.storage.get(data.fileUrl.replace('storage://', ''));
        expect(stored?.contentType).toBe('application/pdf');
      });

      it("fails at once with the engine's own reason; other errors go back to the runner, then fail with a plain reason", async () => {
        const refused = await asked(awa, 'Question A');
        await handler(async () => {
          throw new AnswerFailure('Le service de réponse ne répond pas.');
        }).run({ searchId: refused._id }, context());
        expect(pushes.at(-1)?.payload).toMatchObject({
          status: 'failed',
          err: 'Le service de réponse ne répond pas.',
          request: { answerStatus: 'failed' },
        });

        const broken = await asked(awa, 'Question B');
        const job = handler(async () => {
          throw new Error('connection reset by peer');
        });
        await expect(job.run({ searchId: broken._id }, context())).rejects.toThrow('connection reset');
        await job.onFailed?.({ searchId: broken._id }, 'connection reset by peer');
        expect(pushes.at(-1)?.payload).toMatchObject({ status: 'failed', err: ANSWER_FAILED });
      });

      it('a spoken question without its transcript fails with a clear reason; a deleted search is skipped', async () => {
        const spoken = await ask(awa, { audioFile: webmRecording(), localId: randomUUID() });
        const { data } = (await spoken.response.json()) as { data: LegalSearchRequest };
        let asks = 0;
        const job = handler(async () => {
          asks++;
          return { text: 'x', sources: [], found: false, engine: 'library' };
        });
        await job.run({ searchId: data._id }, context());
        expect(pushes.at(-1)?.payload).toMatchObject({ status: 'failed', err: NO_TRANSCRIPTION });
        const gone = await asked(awa, 'Supprimée aussitôt');
        await call(item.DELETE, awa, { path: '/x', method: 'DELETE', params: { id: gone._id } });
        await job.run({ searchId: gone._id }, context());
        expect(asks).toBe(0);
      });
    });
  });
}
