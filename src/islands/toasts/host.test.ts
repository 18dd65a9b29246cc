// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarriedToast } from '~/stores/carried-toast.ts';
import { createToastStore } from '~/stores/toasts.ts';
import { startToastHost, TOAST_EVENT } from './host.ts';
import type { mountToaster } from './mount.tsx';

function setup(data: Record<string, string> = {}, carried: CarriedToast | null = null) {
  const element = document.createElement('div');
  Object.assign(element.dataset, {
    regionLabel: 'Notifications ({hotkey})',
    closeLabel: 'Fermer',
    providerLabel: 'Notification',
    ...data,
  });
  document.body.append(element);
  const store = createToastStore();
  const focusViewport = vi.fn();
  const mount = vi.fn<typeof mountToaster>(() => ({ focusViewport }));
  const load = vi.fn(async () => ({ mountToaster: mount }));
  const logError = vi.fn();
  const keyTarget = new EventTarget() as Document;
  const eventTarget = new EventTarget() as Window;
  const start = () => startToastHost({ element, store, load, keyTarget, eventTarget, carried, logError });
  const pressF8 = () => keyTarget.dispatchEvent(new KeyboardEvent('keydown', { code: 'F8', key: 'F8' }));
  return { element, store, mount, load, logError, focusViewport, start, pressF8, keyTarget, eventTarget };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast host', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads nothing while there is no toast', async () => {
    const { start, load } = setup();
    start();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the Toaster once, on the first toast, with the labels of the page', async () => {
    const { start, store, load, mount, element } = setup();
    start();
    store.toast({ title: 'Un' });
    store.toast({ title: 'Deux' });
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(mount).toHaveBeenCalledWith(
      element,
      expect.objectContaining({
        toasts: store.$toasts,
        labels: { region: 'Notifications ({hotkey})', close: 'Fermer', provider: 'Notification' },
      }),
    );
  });

  it('turns the server flash message into a toast of its variant', async () => {
    const { start, store, load } = setup({
      flashText: 'Vos préférences ont été enregistrées.',
      flashVariant: 'success',
    });
    start();
    expect(store.$toasts.get()[0]).toMatchObject({
      description: 'Vos préférences ont été enregistrées.',
      variant: 'success',
    });
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the toast carried over from the previous page', async () => {
    const { start, store, load } = setup(
      {},
      {
        title: 'Session Expirée',
        description: 'Votre session a expiré, veuillez vous reconnecter',
        variant: 'destructive',
      },
    );
    start();
    expect(store.$toasts.get()[0]).toMatchObject({ title: 'Session Expirée', variant: 'destructive' });
    await settle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads the Toaster on F8 and moves focus to the notifications', async () => {
    const { start, pressF8, load, focusViewport } = setup();
    start();
    pressF8();
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(focusViewport).toHaveBeenCalledOnce();
    pressF8();
    await settle();
    expect(focusViewport).toHaveBeenCalledOnce();
  });

  it('ignores other keys', async () => {
    const { start, load, keyTarget } = setup();
    start();
    keyTarget.dispatchEvent(new KeyboardEvent('keydown', { code: 'F7', key: 'F7' }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('logs a failed load to the console and tries again on the next toast', async () => {
    const { start, store, load, logError, mount } = setup();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    start();
    store.toast({ title: 'Un' });
    await settle();
    expect(logError).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
    store.toast({ title: 'Deux' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(mount).toHaveBeenCalledOnce();
  });

  it('shows a toast dispatched as a window event, taking only its text fields', async () => {
    const { start, store, eventTarget } = setup();
    start();
    eventTarget.dispatchEvent(
      new CustomEvent(TOAST_EVENT, {
        detail: { title: 'Bonjour', description: 'Texte', variant: 'success', onClick: 'x' },
      }),
    );
    expect(store.$toasts.get()).toEqual([
      expect.objectContaining({
        title: 'Bonjour',
        description: 'Texte',
        variant: 'success',
        type: 'foreground',
        open: true,
      }),
    ]);
    expect(store.$toasts.get()[0]).not.toHaveProperty('onClick');
  });

  it('logs and drops a window-event toast of an invalid type', () => {
    const { start, store, eventTarget, logError } = setup();
    start();
    eventTarget.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { title: 'x', type: 'sideways' } }));
    expect(store.$toasts.get()).toEqual([]);
    expect(logError).toHaveBeenCalledWith('Invalid notification', expect.any(Error));
  });
});
