// @vitest-environment happy-dom
/** The icon of a notification (SPEC-COVERAGE §3 Notification: id, icon, title, description, action, variant). */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createToastStore } from '~/stores/toasts.ts';
import { Toaster } from './Toaster.tsx';

const labels = { region: 'Notifications ({hotkey})', close: 'Fermer', provider: 'Notification' };

function renderToaster() {
  const store = createToastStore();
  render(<Toaster toasts={store.$toasts} onDismiss={store.dismissToast} labels={labels} />);
  return store;
}

const iconOf = (variant: string) =>
  document.querySelector(`[data-variant="${variant}"] > span[aria-hidden="true"]`)?.className ?? '';

describe('Toaster icons', () => {
  afterEach(cleanup);

  it("shows the icon given with a toast, else its variant's icon", () => {
    const store = renderToaster();
    act(() => {
      store.toast({ title: 'Connexion perdue', variant: 'warning', icon: 'wifi-off' });
      store.toast({ title: 'Conversation supprimée', variant: 'success' });
    });
    expect(iconOf('warning')).toContain('i-lucide-wifi-off');
    expect(iconOf('success')).toContain('i-lucide-circle-check');
  });
});
