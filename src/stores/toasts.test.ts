import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assertProviderLabel, createToastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toasts.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const openIds = (store: ReturnType<typeof createToastStore>) =>
    store.$toasts
      .get()
      .filter((entry) => entry.open)
      .map((entry) => entry.id);

  it('adds a toast newest first with default variant and foreground type', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'Un' });
    const second = store.toast({ title: 'Deux', variant: 'success' });
    expect(store.$toasts.get().map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(store.$toasts.get()[1]).toMatchObject({ title: 'Un', variant: 'default', type: 'foreground', open: true });
  });

  it(`keeps at most ${TOAST_LIMIT} toasts open by dismissing the oldest`, () => {
    const store = createToastStore();
    const ids = [1, 2, 3, 4, 5].map((n) => store.toast({ title: String(n) }).id);
    expect(openIds(store)).toEqual([ids[4], ids[3], ids[2]]);
    expect(store.$toasts.get()).toHaveLength(5);
  });

  it('removes a toast 7000 ms after it is dismissed, not before', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Bye' });
    handle.dismiss();
    expect(store.$toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.$toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.$toasts.get()).toHaveLength(0);
  });

  it('removes toasts pushed past the limit 7000 ms later', () => {
    const store = createToastStore();
    for (const n of [1, 2, 3, 4]) store.toast({ title: String(n) });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.$toasts.get().map((entry) => entry.title)).toEqual(['4', '3', '2']);
  });

  it('dismissing twice schedules a single removal and unknown ids are ignored', () => {
    const timers = { setTimeout: vi.fn(() => setTimeout(() => undefined, 0)) };
    const store = createToastStore(timers);
    const handle = store.toast({ title: 'x' });
    handle.dismiss();
    handle.dismiss();
    store.dismissToast('missing');
    expect(timers.setTimeout).toHaveBeenCalledTimes(1);
  });

  it('update changes the fields of one toast', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Envoi…' });
    handle.update({ title: 'Envoyé', variant: 'success' });
    expect(store.$toasts.get()[0]).toMatchObject({ id: handle.id, title: 'Envoyé', variant: 'success', open: true });
  });

  it('keeps the action given with a toast', () => {
    const store = createToastStore();
    store.toast({ title: 'Nouveau', action: { label: 'Voir', href: '/chat' } });
    expect(store.$toasts.get()[0]?.action).toEqual({ label: 'Voir', href: '/chat' });
  });

  it('raises an error for a type other than foreground or background', () => {
    const store = createToastStore();
    expect(() => store.toast({ title: 'x', type: 'sideways' as never })).toThrow(/foreground.*background/);
    expect(() => store.toast({ title: 'x', type: 'background' })).not.toThrow();
  });

  it('raises an error for an unknown variant, also on update', () => {
    const store = createToastStore();
    expect(() => store.toast({ variant: 'loud' as never })).toThrow(/variant/);
    const handle = store.toast({ title: 'x' });
    expect(() => handle.update({ type: 'nope' as never })).toThrow(/foreground/);
  });
});

describe('assertProviderLabel', () => {
  it('accepts a non-empty string', () => {
    expect(() => assertProviderLabel('Notification')).not.toThrow();
  });

  it.each([[''], ['   '], [undefined], [42]])('raises an error for %j', (label) => {
    expect(() => assertProviderLabel(label)).toThrow(/non-empty string/);
  });
});
