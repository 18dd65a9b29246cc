// @vitest-environment happy-dom
/**
 * SPEC-COVERAGE §9: a swipe starts after a movement of 10 px for touch and 2 px for other pointers
 * (Radix Toast's own start buffer, which the Toaster relies on), towards the right.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '~/stores/toasts.ts';
import { Toaster } from './Toaster.tsx';

const labels = { region: 'Notifications ({hotkey})', close: 'Fermer', provider: 'Notification' };

function renderToast(): HTMLElement {
  const store = createToastStore();
  render(<Toaster toasts={store.$toasts} onDismiss={store.dismissToast} labels={labels} />);
  act(() => {
    store.toast({ title: 'Glissez-moi' });
  });
  return screen.getByText('Glissez-moi').closest('li') as HTMLElement;
}

describe('Toaster swipe start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    ['touch', 10],
    ['mouse', 2],
  ])('starts a %s swipe only past %i px to the right', (pointerType, buffer) => {
    const toast = renderToast();
    fireEvent.pointerDown(toast, { button: 0, clientX: 100, clientY: 10, pointerType });
    fireEvent.pointerMove(toast, { clientX: 100 + buffer, clientY: 10, pointerType });
    expect(toast.getAttribute('data-swipe')).toBeNull();
    fireEvent.pointerMove(toast, { clientX: 100 + buffer + 1, clientY: 10, pointerType });
    expect(toast.getAttribute('data-swipe')).toBe('start');
  });
});
