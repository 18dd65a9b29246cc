// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '~/stores/toasts.ts';
import { Toaster } from './Toaster.tsx';

const labels = { region: 'Notifications ({hotkey})', close: 'Fermer', provider: 'Notification' };

function renderToaster() {
  const store = createToastStore();
  const onDismiss = vi.fn(store.dismissToast);
  render(<Toaster toasts={store.$toasts} onDismiss={onDismiss} labels={labels} />);
  return { store, onDismiss };
}

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('labels the notification region with the F8 hotkey', () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('shows the title, description, variant and an action of a toast', () => {
    const { store } = renderToaster();
    const onClick = vi.fn();
    act(() => {
      store.toast({
        title: 'Conversation supprimée',
        description: 'Elle a été retirée.',
        variant: 'success',
        action: { label: 'Annuler', onClick },
      });
    });
    expect(screen.getByText('Conversation supprimée')).toBeTruthy();
    expect(screen.getByText('Elle a été retirée.')).toBeTruthy();
    expect(document.querySelector('[data-variant="success"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders a component as the description', () => {
    const { store } = renderToaster();
    act(() => {
      store.toast({
        title: 'Document prêt',
        description: (
          <>
            Enregistré dans <a href="/library/personnal">votre bibliothèque</a>.
          </>
        ),
      });
    });
    expect(screen.getByRole('link', { name: 'votre bibliothèque' }).getAttribute('href')).toBe('/library/personnal');
  });

  it('renders a link action as a link', () => {
    const { store } = renderToaster();
    act(() => {
      store.toast({ title: 'Abonnement', action: { label: 'Voir les tarifs', href: '/pricing' } });
    });
    expect(screen.getByRole('link', { name: 'Voir les tarifs' }).getAttribute('href')).toBe('/pricing');
  });

  it('closes on the close button and tells the store', () => {
    const { store, onDismiss } = renderToaster();
    let id = '';
    act(() => {
      id = store.toast({ title: 'Bonjour' }).id;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalledWith(id);
    expect(store.$toasts.get()[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(store.$toasts.get()).toHaveLength(0);
  });

  it('closes on Escape', () => {
    const { store, onDismiss } = renderToaster();
    act(() => {
      store.toast({ title: 'Bonjour' });
    });
    fireEvent.keyDown(screen.getByText('Bonjour'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('closes by itself after 5000 ms', () => {
    const { onDismiss, store } = renderToaster();
    act(() => {
      store.toast({ title: 'Bonjour' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('keeps a toast with an infinite duration open', () => {
    const { onDismiss, store } = renderToaster();
    act(() => {
      store.toast({ title: 'Nouvelle version', duration: Number.POSITIVE_INFINITY });
    });
    act(() => vi.advanceTimersByTime(10 * TOAST_DURATION_MS));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('closes on a swipe right past 50 px but not on a shorter one', () => {
    const { store, onDismiss } = renderToaster();
    act(() => {
      store.toast({ title: 'Glissez-moi' });
    });
    const toastElement = screen.getByText('Glissez-moi').closest('li') as HTMLElement;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(toastElement, { button: 0, clientX: 100, clientY: 10, pointerType: 'mouse' });
      fireEvent.pointerMove(toastElement, { clientX: 100 + distance, clientY: 10, pointerType: 'mouse' });
      fireEvent.pointerUp(toastElement, { clientX: 100 + distance, clientY: 10, pointerType: 'mouse' });
    };
    swipe(40);
    expect(onDismiss).not.toHaveBeenCalled();
    swipe(60);
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses the timer while the pointer is over the notifications', () => {
    const { store, onDismiss } = renderToaster();
    act(() => {
      store.toast({ title: 'Bonjour' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.pointerMove(region);
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses the timer while the notifications hold the focus, and resumes when the focus leaves', () => {
    const { store, onDismiss } = renderToaster();
    act(() => {
      store.toast({ title: 'Bonjour' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    fireEvent.focusIn(region);
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.focusOut(region, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses the timer while the window has lost the focus, and resumes when it comes back', () => {
    const { store, onDismiss } = renderToaster();
    act(() => {
      store.toast({ title: 'Bonjour' });
    });
    fireEvent.blur(window);
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.focus(window);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('raises an error when the provider label is empty', () => {
    const store = createToastStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<Toaster toasts={store.$toasts} onDismiss={vi.fn()} labels={{ ...labels, provider: ' ' }} />),
    ).toThrow(/non-empty string/);
  });
});
