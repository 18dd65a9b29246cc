import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { CONNECTED_POLL_MS, createAnswerPoll } from './answer-poll.ts';

describe('when what awaits its answer is read again', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads every offlineMs while the socket is down, every 15 s while it says it is connected, never once nothing awaits', () => {
    const connected = atom(false);
    const read = vi.fn();
    const poll = createAnswerPoll({ timers: globalTimers, connected, read, offlineMs: 5000 });
    poll.sync(true);
    vi.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(2);
    connected.set(true);
    poll.sync(true);
    vi.advanceTimersByTime(CONNECTED_POLL_MS - 1);
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(3);
    // The same state again keeps the running period rather than starting it over.
    vi.advanceTimersByTime(CONNECTED_POLL_MS - 1);
    poll.sync(true);
    vi.advanceTimersByTime(1);
    expect(read).toHaveBeenCalledTimes(4);
    poll.sync(false);
    vi.advanceTimersByTime(CONNECTED_POLL_MS * 4);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
