/**
 * The « Disponible hors ligne » toggle of a sheet saved in the personal library
 * (docs/ARCHITECTURE.md "Offline"): a button `[data-offline-url]`, hidden until a service worker
 * controls the page, pressed while the worker keeps the sheet. Pressing it keeps or drops the
 * sheet; a failure (no connection to fetch it) is said in the status next to it, in the words of
 * the button's `data-failed`.
 */
import { isMarkedOffline, markOffline } from '~/stores/service-worker';

export function enhanceOfflineToggles(root: ParentNode): void {
  const workers = navigator.serviceWorker;
  const controller = workers?.controller;
  if (!controller) {
    // On a first visit the worker takes the page over a moment after it loads.
    workers?.addEventListener('controllerchange', () => enhanceOfflineToggles(root), { once: true });
    return;
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-offline-url]')) {
    const url = new URL(button.dataset['offlineUrl'] ?? '', location.href).href;
    const status = button.parentElement?.querySelector<HTMLElement>('[data-offline-status]');
    const show = (kept: boolean) => {
      button.setAttribute('aria-pressed', String(kept));
      for (const icon of button.querySelectorAll<HTMLElement>('[data-when-kept]'))
        icon.hidden = icon.dataset['whenKept'] !== String(kept);
    };
    void isMarkedOffline(globalThis.caches, url).then((kept) => {
      show(kept);
      button.hidden = false;
    });
    button.addEventListener('click', async () => {
      const wanted = button.getAttribute('aria-pressed') !== 'true';
      button.disabled = true;
      if (status) status.textContent = '';
      const kept = await markOffline(controller, wanted ? 'keep-offline' : 'drop-offline', url);
      show(kept);
      if (wanted && !kept && status) status.textContent = button.dataset['failed'] ?? '';
      button.disabled = false;
    });
  }
}
