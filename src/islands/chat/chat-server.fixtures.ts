/**
 * An in-memory chat server for the model-based test: conversations and messages as the API of
 * SPEC-COVERAGE §7 keeps them, answering through a fake HttpClient, with failures switched on per call.
 */
import { HttpError } from '~/stores/http.ts';
import type { ChatMessage, ChatPush, Discussion } from '~/shared/events.ts';
import { aDiscussion, aPage, aQuestion, anAnswer, fakeHttp, formOf } from './chat-store.fixtures.ts';

const network = () => Promise.reject(new HttpError({ statusCode: 0, message: 'Failed to fetch', code: 'ERR_NETWORK' }));
const notFound = () => Promise.reject(new HttpError({ statusCode: 404, message: 'Introuvable' }));

export function fakeChatServer() {
  const discussions = new Map<string, Discussion>([['d1', aDiscussion()]]);
  const messages: ChatMessage[] = [];
  let created = 0;
  /** The next state-changing call fails as if the network dropped. */
  let failNext = false;

  const failing = () => {
    const fail = failNext;
    failNext = false;
    return fail;
  };
  const idOf = (path: string) => decodeURIComponent(path.split('/')[4] ?? '');
  const update = (message: ChatMessage) =>
    messages.splice(
      messages.findIndex((item) => item._id === message._id),
      1,
      message,
    );

  function post(body: unknown) {
    if (failing()) return network();
    const form = formOf(body);
    const localId = String(form['localId']);
    const known = messages.find((message) => message.localId === localId);
    if (known)
      return {
        data: known,
        ...(form['discussion'] === undefined ? { discussion: discussions.get(known.discussion) } : {}),
      };
    let discussion = form['discussion'] === undefined ? undefined : discussions.get(String(form['discussion']));
    const creating = form['discussion'] === undefined;
    if (creating) {
      created += 1;
      discussion = aDiscussion({ _id: `new-${created}`, title: String(form['contentText']) });
      discussions.set(discussion._id, discussion);
    }
    if (!discussion) return notFound();
    const message = aQuestion({
      _id: `m-${localId}`,
      localId,
      contentText: String(form['contentText']),
      discussion: discussion._id,
      answerStatus: 'pending',
    });
    messages.push(message);
    return { data: message, ...(creating ? { discussion } : {}) };
  }

  const http = fakeHttp({
    'POST /api/e/message': (_path, { body }) => post(body),
    'POST /api/e/message/[^/]+/regenerate-answer': (path) => {
      if (failing()) return network();
      const message = messages.find((item) => item._id === idOf(path));
      if (!message) return notFound();
      if (message.answerStatus !== 'failed')
        return Promise.reject(new HttpError({ statusCode: 409, message: 'Non renvoyable' }));
      const again = { ...message, answerStatus: 'pending' as const, err: null, retryCount: message.retryCount + 1 };
      update(again);
      return { data: again };
    },
    'GET /api/e/message/[^/]+': (path) => {
      const message = messages.find((item) => item._id === idOf(path));
      return message ? { data: message } : notFound();
    },
    'GET /api/e/message': (_path, { query }) =>
      aPage(messages.filter((message) => message.discussion === query?.discussion)),
    'GET /api/e/discussion/[^/]+': (path) => {
      const discussion = discussions.get(idOf(path));
      return discussion ? { data: discussion } : notFound();
    },
    'PUT /api/e/discussion/[^/]+': (path, { body }) => {
      if (failing()) return network();
      const discussion = discussions.get(idOf(path));
      if (!discussion) return notFound();
      const renamed = { ...discussion, title: (body as { title: string }).title };
      discussions.set(renamed._id, renamed);
      return { data: renamed };
    },
    'DELETE /api/e/discussion/[^/]+': (path) => {
      if (failing()) return network();
      const id = idOf(path);
      if (!discussions.delete(id)) return notFound();
      for (const message of messages.filter((item) => item.discussion === id))
        messages.splice(messages.indexOf(message), 1);
      return { success: true };
    },
  });

  /** Settles the question `id` as the answer job would, and returns the push it sends. */
  function answer(id: string, outcome: 'completed' | 'failed' | 'no-answer'): ChatPush {
    const question = messages.find((item) => item._id === id);
    if (!question) throw new Error(`no question ${id}`);
    if (outcome === 'completed') {
      const reply = anAnswer({
        _id: `a-${id}-${question.retryCount}`,
        replyTo: id,
        discussion: question.discussion,
        contentText: `Réponse à ${question.contentText}`,
      });
      messages.push(reply);
      update({ ...question, answerStatus: 'completed' });
      return {
        question: { ...question, answerStatus: 'completed' },
        answer: reply,
        status: 'completed',
        type: 'answer',
      };
    }
    update({ ...question, answerStatus: 'failed', err: 'Moteur indisponible' });
    return outcome === 'failed'
      ? {
          question: { ...question, answerStatus: 'failed', err: 'Moteur indisponible' },
          answer: null,
          status: 'failed',
          err: 'Moteur indisponible',
          type: 'answer',
        }
      : { question: { ...question, answerStatus: 'completed' }, answer: null, status: 'completed', type: 'answer' };
  }

  return {
    http,
    discussions,
    answer,
    failNextCall(): void {
      failNext = true;
    },
  };
}

export type FakeChatServer = ReturnType<typeof fakeChatServer>;
