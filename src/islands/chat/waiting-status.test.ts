import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { TEXTS } from './chat-store.fixtures.ts';
import { createWaitingStatus, WAITING_START_MS } from './waiting-status.ts';
import { WAITING_MAX_MS, WAITING_MIN_MS } from '../shared/waiting.ts';

describe('waiting status', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function waitingOn(random: () => number) {
    const $awaiting = atom(false);
    const status = createWaitingStatus({ $awaiting, texts: TEXTS.waiting, timers: globalTimers, random });
    const stop = status.start();
    return { $awaiting, $waiting: status.$waiting, stop };
  }

  it('shows nothing for 2 s, then the waiting texts in turn', () => {
    const { $awaiting, $waiting } = waitingOn(() => 0);
    $awaiting.set(true);
    vi.advanceTimersByTime(WAITING_START_MS - 1);
    expect($waiting.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($waiting.get()).toBe(TEXTS.waiting[0]);
    vi.advanceTimersByTime(WAITING_MIN_MS);
    expect($waiting.get()).toBe(TEXTS.waiting[1]);
  });

  it('changes text within 1.5 to 4 s', () => {
    const { $awaiting, $waiting } = waitingOn(() => 0.999);
    $awaiting.set(true);
    vi.advanceTimersByTime(WAITING_START_MS + WAITING_MIN_MS);
    expect($waiting.get()).toBe(TEXTS.waiting[0]);
    vi.advanceTimersByTime(WAITING_MAX_MS - WAITING_MIN_MS);
    expect($waiting.get()).toBe(TEXTS.waiting[1]);
  });

  it('goes back to nothing, timers stopped, once no answer is awaited', () => {
    const { $awaiting, $waiting, stop } = waitingOn(() => 0.5);
    $awaiting.set(true);
    vi.advanceTimersByTime(WAITING_START_MS);
    $awaiting.set(false);
    expect($waiting.get()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    $awaiting.set(true);
    vi.advanceTimersByTime(1000);
    $awaiting.set(false);
    vi.advanceTimersByTime(WAITING_START_MS);
    expect($waiting.get()).toBeNull();
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
