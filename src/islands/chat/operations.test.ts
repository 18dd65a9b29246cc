import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { CLEANUP_INTERVAL_MS, createOperationLog, RECORD_TTL_MS } from './operations.ts';

describe('chat operations and error records', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const log = () => createOperationLog({ now: () => Date.now(), timers: globalTimers });

  it('counts operations from their start until they end or settle', () => {
    const operations = log();
    const end = operations.begin('rename', 'd1');
    operations.begin('send', 'local-1');
    operations.begin('retry', 'local-1');
    expect(operations.pending()).toBe(3);
    end();
    operations.settle('local-1');
    expect(operations.pending()).toBe(0);
  });

  it('stops counting an operation 5 minutes after its start', () => {
    const operations = log();
    operations.begin('send', 'local-1');
    vi.advanceTimersByTime(RECORD_TTL_MS - 1);
    expect(operations.pending()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(operations.pending()).toBe(0);
  });

  it('keeps the last error of each entry and forgets it on the first cleanup after 5 minutes', () => {
    const operations = log();
    const stop = operations.start();
    operations.fail('local-1', 'réseau');
    operations.fail('local-1', 'trop gros');
    vi.advanceTimersByTime(60_000);
    operations.fail('local-2', 'autre');
    expect(operations.$errors.get()['local-1']?.message).toBe('trop gros');
    vi.advanceTimersByTime(RECORD_TTL_MS - 60_000);
    expect(Object.keys(operations.$errors.get())).toEqual(['local-2']);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS);
    expect(operations.$errors.get()).toEqual({});
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cleans up every 60 seconds, not before', () => {
    const operations = log();
    operations.start();
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS / 2);
    operations.fail('local-1', 'réseau');
    // Expired now, but the next cleanup is 30 s away.
    vi.advanceTimersByTime(RECORD_TTL_MS);
    expect(Object.keys(operations.$errors.get())).toEqual(['local-1']);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS / 2);
    expect(operations.$errors.get()).toEqual({});
  });

  it('clears an error once the entry is sent', () => {
    const operations = log();
    operations.fail('local-1', 'réseau');
    operations.clearError('local-1');
    expect(operations.$errors.get()).toEqual({});
  });
});
