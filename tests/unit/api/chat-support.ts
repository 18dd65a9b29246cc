/**
 * What the chat API tests share: calls to the chat routes as a signed-in user, and the answer
 * job with a fake engine whose pushes are recorded.
 */
import { randomUUID } from 'node:crypto';
import type { APIRoute } from 'astro';
import { expect } from 'vitest';
import * as discussionItem from '../../../src/pages/api/e/discussion/[id].ts';
import * as discussionCollection from '../../../src/pages/api/e/discussion/index.ts';
import * as messageCollection from '../../../src/pages/api/e/message/index.ts';
import type { Page } from '../../../src/islands/chat/chat.contract.ts';
import type { ChatMessage, ChatPush, Discussion } from '../../../src/shared/events.ts';
import type { AnswerEngine, AnswerRequest } from '../../../src/server/ai/answer-engine.ts';
import type { PublicUser } from '../../../src/server/auth/user.ts';
import { chatAnswerHandler } from '../../../src/server/chat/answer-job.ts';
import type { Platform } from '../../../src/server/platform.ts';
import type { Transcriber } from '../../../src/server/speech/types.ts';
import type { FileStorage } from '../../../src/server/storage/types.ts';
import { callRoute, type RouteCall } from './route-harness.ts';

export const SOURCE = {
  documentId: 'vdd-F1',
  title: 'Divorce par consentement mutuel',
  url: '/library/documents/divorce',
  excerpt: 'e',
  jurisdiction: 'FR',
  date: '2026-01-01',
};

export interface SendResult {
  data: ChatMessage;
  discussion?: Discussion;
}

export function chatApi(platform: () => Platform) {
  const call = (route: APIRoute, user: PublicUser | null, options: Omit<RouteCall, 'user'>) =>
    callRoute(route, platform(), { user, headers: { accept: 'application/json' }, ...options });

  const form = (fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };

  /** POST /api/e/message as multipart. */
  const send = (user: PublicUser, fields: Record<string, string | File>) =>
    call(messageCollection.POST, user, { path: '/api/e/message', body: form(fields) });

  /** A question that must be accepted (201); `discussion` continues a conversation. */
  const ask = async (user: PublicUser, contentText: string, discussion?: string): Promise<SendResult> => {
    const { response } = await send(user, {
      contentText,
      localId: randomUUID(),
      language: 'fr',
      ...(discussion ? { discussion } : {}),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as SendResult;
  };

  const discussions = async (user: PublicUser, query = '') =>
    (await (
      await call(discussionCollection.GET, user, { path: `/api/e/discussion${query}`, method: 'GET' })
    ).response.json()) as Page<Discussion>;

  const messages = async (user: PublicUser, query: string) =>
    (await (
      await call(messageCollection.GET, user, { path: `/api/e/message${query}`, method: 'GET' })
    ).response.json()) as Page<ChatMessage>;

  const discussion = async (user: PublicUser, id: string) =>
    call(discussionItem.GET, user, { path: `/api/e/discussion/${id}`, method: 'GET', params: { id } });

  /** Marks every pending question of the user answered, as if the jobs had run (they hold the 5-at-once limit). */
  const settleAll = (user: PublicUser) =>
    platform()
      .database.db.updateTable('messages')
      .set({ answer_status: 'completed' })
      .where('user_id', '=', user._id)
      .where('answer_status', '=', 'pending')
      .execute();

  const jobsFor = async (messageId: string) => {
    const jobs = await platform()
      .database.db.selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'chat.answer')
      .execute();
    return jobs.filter((job) => (job.payload as { messageId: string }).messageId === messageId);
  };

  return { call, send, ask, discussions, messages, discussion, settleAll, jobsFor };
}

export interface AnswerJobOptions {
  /** The speech-to-text provider; none by default (the browser's transcript is used). */
  transcriber?: Transcriber | null;
  /** Whether answers to spoken questions are read aloud; no by default. */
  readAloud?: boolean;
}

/** The platform's file storage, reached lazily (the platform opens after the helpers are declared). */
export const lazyStorage = (platform: () => Platform): Pick<FileStorage, 'get' | 'put' | 'delete'> => ({
  get: (key) => platform().storage.get(key),
  put: (key, bytes, options) => platform().storage.put(key, bytes, options),
  delete: (key) => platform().storage.delete(key),
});

/** The chat answer job with `answer` as its engine; pushes and the engine's requests are recorded. Built at each use, so it may be declared before the platform opens. */
export function answerJob(platform: () => Platform, answer: AnswerEngine['answer'], options: AnswerJobOptions = {}) {
  const pushes: { userId: string; payload: ChatPush }[] = [];
  const requests: AnswerRequest[] = [];
  const handler = () =>
    chatAnswerHandler({
      db: platform().database.db,
      engine: {
        answer: (request) => {
          requests.push(request);
          return answer(request);
        },
      },
      push: (userId, _event, payload) => pushes.push({ userId, payload }),
      logger: platform().logger,
      speech: { transcriber: options.transcriber ?? null, storage: lazyStorage(platform) },
      readAloud: () => options.readAloud ?? false,
    });
  const context = () => ({ jobId: 'j', attempt: 1, signal: new AbortController().signal });
  const run = (messageId: string) => handler().run({ messageId }, context());
  const onFailed = (messageId: string, error: string) => handler().onFailed?.({ messageId }, error);
  return { run, onFailed, pushes, requests };
}

/** An engine that answers every question with a sourced text naming it. */
export const answering: AnswerEngine['answer'] = async (request) => ({
  text: `Réponse à ${request.question} [1]`,
  sources: [SOURCE],
  found: true,
  engine: 'library',
});
