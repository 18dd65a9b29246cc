// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '~/stores/toasts.ts';
import { mountToaster } from './mount.tsx';

const labels = { region: 'Notifications ({hotkey})', close: 'Fermer', provider: 'Notification' };

describe('mountToaster', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('renders the notification region at once and can focus it', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const store = createToastStore();
    const toaster = mountToaster(element, { toasts: store.$toasts, onDismiss: store.dismissToast, labels });
    const viewport = element.querySelector('[data-toast-viewport]');
    expect(viewport).not.toBeNull();
    toaster.focusViewport();
    expect(document.activeElement).toBe(viewport);
  });

  it('logs a render failure to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    const store = createToastStore();
    mountToaster(element, {
      toasts: store.$toasts,
      onDismiss: store.dismissToast,
      labels: { ...labels, provider: '' },
    });
    expect(error).toHaveBeenCalledWith(
      'Notifications failed to render',
      expect.objectContaining({ message: expect.stringMatching(/non-empty string/) }),
    );
  });
});
