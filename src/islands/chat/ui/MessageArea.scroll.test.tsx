// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatEntry } from '../chat.contract.ts';
import { aMessage, anAnswer, anEntry, fakeChatStore, MESSAGES } from '../chat-screen.fixtures.ts';
import { MessageArea } from './MessageArea.tsx';

/** happy-dom lays nothing out: each message is 100 px tall, the area shows 300 px. */
const ROW_PX = 100;
const VIEW_PX = 300;
const restore: (() => void)[] = [];

function fake<K extends 'offsetTop' | 'scrollHeight' | 'clientHeight'>(name: K, get: (element: HTMLElement) => number) {
  const original =
    Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
    Object.getOwnPropertyDescriptor(Element.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get: function (this: HTMLElement) {
      return get(this);
    },
  });
  restore.push(() =>
    original
      ? Object.defineProperty(HTMLElement.prototype, name, original)
      : delete (HTMLElement.prototype as Partial<HTMLElement>)[name],
  );
}

const rows = (element: HTMLElement) => element.querySelectorAll('[data-entry-key]').length;
const question = (n: number): ChatEntry =>
  anEntry(aMessage({ _id: `q${n}`, localId: `q${n}`, contentText: `Question ${n}` }));
const answer = (n: number): ChatEntry =>
  anEntry(anAnswer({ _id: `a${n}`, replyTo: `q${n}`, contentText: `Réponse ${n}` }));

describe('message area scrolling', () => {
  beforeEach(() => {
    fake('offsetTop', (element) =>
      element.hasAttribute('data-entry-key') && element.parentElement
        ? [...element.parentElement.children].indexOf(element) * ROW_PX
        : 0,
    );
    fake('scrollHeight', (element) => (element.id === 'messages-scroll-area' ? rows(element) * ROW_PX : 0));
    fake('clientHeight', (element) => (element.id === 'messages-scroll-area' ? VIEW_PX : 0));
  });
  afterEach(() => {
    cleanup();
    for (const undo of restore.splice(0)) undo();
  });

  it('opens at the newest message', () => {
    const { store } = fakeChatStore({ entries: [question(4), answer(4), question(5), answer(5), question(6)] });
    render(<MessageArea store={store} messages={MESSAGES} locale="fr" />);
    expect(screen.getByRole('log').scrollTop).toBe(500);
  });

  it('keeps the messages being read in place when older ones arrive above them', () => {
    const { store, atoms } = fakeChatStore({
      entries: [question(4), answer(4), question(5), answer(5), question(6)],
      older: { hasMore: true, loading: false },
    });
    render(<MessageArea store={store} messages={MESSAGES} locale="fr" />);
    const log = screen.getByRole('log');
    log.scrollTop = 20;
    fireEvent.scroll(log);
    expect(store.loadOlder).toHaveBeenCalled();
    act(() => atoms.$entries.set([answer(2), question(3), answer(3), ...atoms.$entries.get()]));
    expect(log.scrollTop).toBe(20 + 3 * ROW_PX);
  });

  it('follows new messages when the reader is at the bottom, not when reading further up', () => {
    const { store, atoms } = fakeChatStore({ entries: [question(1), answer(1), question(2), answer(2), question(3)] });
    render(<MessageArea store={store} messages={MESSAGES} locale="fr" />);
    const log = screen.getByRole('log');
    act(() => atoms.$entries.set([...atoms.$entries.get(), answer(3)]));
    expect(log.scrollTop).toBe(600);
    log.scrollTop = 150;
    fireEvent.scroll(log);
    act(() =>
      atoms.$entries.set(
        atoms.$entries.get().map((entry) => (entry.key === 'a3' ? { ...entry, typing: 'Réponse' } : entry)),
      ),
    );
    expect(log.scrollTop).toBe(150);
  });

  it('goes to the bottom when the user sends a question, wherever the reader was', () => {
    const { store, atoms } = fakeChatStore({
      entries: [question(1), answer(1), question(2), answer(2), question(3), answer(3)],
    });
    render(<MessageArea store={store} messages={MESSAGES} locale="fr" />);
    const log = screen.getByRole('log');
    log.scrollTop = 0;
    fireEvent.scroll(log);
    act(() => atoms.$entries.set([...atoms.$entries.get(), question(4)]));
    expect(log.scrollTop).toBe(700);
  });
});
