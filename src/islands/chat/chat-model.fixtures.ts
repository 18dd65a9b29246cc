/**
 * The model of the chat store's model-based test (chat.model.test.ts): what the entries and the
 * conversation titles must be after each command, and the commands themselves, each checking
 * the store against the model once it has run.
 */
import type fc from 'fast-check';
import { expect, vi } from 'vitest';
import { MAX_CONCURRENT_OPERATIONS, MAX_RETRIES } from '~/shared/chat-rules.ts';
import type { AnswerStatus } from '~/shared/events.ts';
import type { FakeChatServer } from './chat-server.fixtures.ts';
import { aQuestion, anAnswer, type fakeSocket, type storeOnFakes, TEXTS } from './chat-store.fixtures.ts';

export interface ModelEntry {
  key: string;
  status: AnswerStatus;
  retries: number;
  bot: boolean;
}

export interface Model {
  entries: ModelEntry[];
  titles: Map<string, string>;
  /** The open conversation; null for a new one. */
  open: string | null;
  /** Questions awaiting an answer in conversations deleted meanwhile: still chat operations. */
  orphans: number;
}

export interface Real {
  store: ReturnType<typeof storeOnFakes>['store'];
  server: FakeChatServer;
  socket: ReturnType<typeof fakeSocket>;
  /** Set while a retry runs: the only time a failed entry may go back to pending. */
  retrying: { key: string | null };
}

type ChatCommand = fc.AsyncCommand<Model, Real>;

const awaiting = (model: Model) =>
  model.entries.filter((entry) => !entry.bot && entry.status === 'pending').length + model.orphans;
const questions = (model: Model, status: AnswerStatus) =>
  model.entries.filter((entry) => !entry.bot && entry.status === status);
const entryOf = (real: Real, key: string) => real.store.$entries.get().find((entry) => entry.key === key);

/** Lets typing, its clearing and every pending callback finish. */
const settle = () => vi.advanceTimersByTimeAsync(3000);

function check(model: Model, real: Real): void {
  const entries = real.store.$entries.get();
  expect(entries.map((entry) => entry.key)).toEqual(model.entries.map((entry) => entry.key));
  expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
  expect(entries.map((entry) => [entry.message.answerStatus, entry.message.retryCount])).toEqual(
    model.entries.map((entry) => [entry.status, entry.bot ? 0 : entry.retries]),
  );
  const replies = entries.flatMap((entry) => (entry.message.replyTo ? [entry.message.replyTo] : []));
  expect(new Set(replies).size).toBe(replies.length);
  expect(real.store.$current.get()?._id ?? null).toBe(model.open);
  expect(new Map(real.store.$conversations.get().items.map((item) => [item._id, item.title]))).toEqual(model.titles);
}

export class Send implements ChatCommand {
  readonly text: string;
  readonly fails: boolean;
  constructor(text: string, fails: boolean) {
    this.text = text;
    this.fails = fails;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const refused =
      this.text.trim() === ''
        ? TEXTS.empty
        : awaiting(model) >= MAX_CONCURRENT_OPERATIONS
          ? TEXTS.tooManyOperations
          : null;
    if (this.fails && !refused) real.server.failNextCall();
    const before = new Set(real.store.$entries.get().map((entry) => entry.key));
    await real.store.send(this.text);
    await settle();
    expect(real.store.$composerError.get()).toBe(refused);
    if (!refused) {
      const added = real.store.$entries.get().find((entry) => !before.has(entry.key));
      if (!added) throw new Error('the message was not shown');
      model.entries.push({ key: added.key, status: this.fails ? 'failed' : 'pending', retries: 0, bot: false });
      adoptCreated(model, real);
    }
    check(model, real);
  }
  toString = () => `send(${JSON.stringify(this.text)}${this.fails ? ', fails' : ''})`;
}

/** A first message that got through created the conversation: the model learns its id from the screen. */
function adoptCreated(model: Model, real: Real): void {
  const current = real.store.$current.get();
  if (model.open !== null || !current) return;
  model.open = current._id;
  model.titles.set(current._id, current.title);
}

export class Push implements ChatCommand {
  readonly pick: number;
  readonly outcome: 'completed' | 'failed' | 'no-answer';
  constructor(pick: number, outcome: 'completed' | 'failed' | 'no-answer') {
    this.pick = pick;
    this.outcome = outcome;
  }
  check = (model: Model) => questions(model, 'pending').length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const pending = questions(model, 'pending');
    const target = pending[this.pick % pending.length];
    const entry = target && entryOf(real, target.key);
    if (!target || !entry) throw new Error('no pending question');
    const push = real.server.answer(entry.message._id, this.outcome);
    real.socket.push(push);
    await settle();
    target.status = this.outcome === 'completed' ? 'completed' : 'failed';
    if (push.answer) model.entries.push({ key: push.answer._id, status: 'completed', retries: 0, bot: true });
    check(model, real);
    // The same push again (a reconnection replays it), or a contrary one: a settled question stays as it is.
    const late = anAnswer({
      _id: `late-${entry.message._id}`,
      replyTo: entry.message._id,
      discussion: entry.message.discussion,
    });
    real.socket.push(push);
    real.socket.push(
      push.answer
        ? { ...push, answer: null, status: 'failed', err: 'Trop tard' }
        : { ...push, answer: late, status: 'completed' },
    );
    await settle();
    check(model, real);
  }
  toString = () => `push(${this.pick}, ${this.outcome})`;
}

export class OtherPush implements ChatCommand {
  readonly kind: 'heartbeat' | 'other-conversation';
  constructor(kind: 'heartbeat' | 'other-conversation') {
    this.kind = kind;
  }
  check = () => true;
  async run(model: Model, real: Real): Promise<void> {
    const question = aQuestion({
      _id: 'elsewhere',
      localId: 'elsewhere',
      discussion: 'other',
      answerStatus: 'pending',
    });
    const answer = anAnswer({ _id: 'elsewhere-answer', replyTo: 'elsewhere', discussion: 'other' });
    real.socket.push({
      question,
      answer,
      status: 'completed',
      type: this.kind === 'heartbeat' ? 'heartbeat' : 'answer',
    });
    await settle();
    check(model, real);
  }
  toString = () => `push(${this.kind})`;
}

export class Retry implements ChatCommand {
  readonly pick: number;
  readonly fails: boolean;
  constructor(pick: number, fails: boolean) {
    this.pick = pick;
    this.fails = fails;
  }
  check = (model: Model) => questions(model, 'failed').length > 0;
  async run(model: Model, real: Real): Promise<void> {
    const failed = questions(model, 'failed');
    const target = failed[this.pick % failed.length];
    if (!target) throw new Error('no failed question');
    const refused =
      target.retries >= MAX_RETRIES
        ? TEXTS.maxRetries
        : awaiting(model) >= MAX_CONCURRENT_OPERATIONS
          ? TEXTS.tooManyOperations
          : null;
    if (this.fails && !refused) real.server.failNextCall();
    real.retrying.key = target.key;
    await real.store.retry(target.key);
    await settle();
    real.retrying.key = null;
    expect(real.store.$composerError.get()).toBe(refused);
    if (!refused) {
      target.retries += 1;
      target.status = this.fails ? 'failed' : 'pending';
      adoptCreated(model, real);
    }
    check(model, real);
  }
  toString = () => `retry(${this.pick}${this.fails ? ', fails' : ''})`;
}

export class Rename implements ChatCommand {
  readonly title: string;
  readonly fails: boolean;
  constructor(title: string, fails: boolean) {
    this.title = title;
    this.fails = fails;
  }
  check = (model: Model) => model.open !== null;
  async run(model: Model, real: Real): Promise<void> {
    const id = model.open ?? '';
    const called = this.title.trim() !== '' && awaiting(model) < MAX_CONCURRENT_OPERATIONS;
    if (this.fails && called) real.server.failNextCall();
    await real.store.rename(id, this.title);
    await settle();
    if (called && !this.fails) model.titles.set(id, this.title.trim());
    check(model, real);
  }
  toString = () => `rename(${JSON.stringify(this.title)}${this.fails ? ', fails' : ''})`;
}

export class Remove implements ChatCommand {
  readonly fails: boolean;
  constructor(fails: boolean) {
    this.fails = fails;
  }
  check = (model: Model) => model.open !== null;
  async run(model: Model, real: Real): Promise<void> {
    const id = model.open ?? '';
    const called = awaiting(model) < MAX_CONCURRENT_OPERATIONS;
    if (this.fails && called) real.server.failNextCall();
    await real.store.remove(id);
    await settle();
    if (called && !this.fails) {
      model.titles.delete(id);
      model.orphans += questions(model, 'pending').length;
      model.entries = [];
      model.open = null;
    }
    check(model, real);
  }
  toString = () => `remove(${this.fails ? 'fails' : ''})`;
}
