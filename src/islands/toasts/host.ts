/**
 * The always-present, tiny part of the notifications: it shows the server's flash message and
 * any toast carried over from the previous page, and loads the React Toaster only when a toast
 * appears or F8 is pressed, so pages without notifications ship no React. Translated labels
 * come from the host's data-attributes.
 */
import type { CarriedToast } from '~/stores/carried-toast.ts';
import { TOAST_HOTKEY, TOAST_VARIANTS, type ToastStore, type ToastType, type ToastVariant } from '~/stores/toasts.ts';
import type { MountedToaster, mountToaster } from './mount.tsx';

/**
 * Scripts outside the islands (inline scripts, progressive enhancement of server forms,
 * browser tests) push a notification by dispatching this event on window with the toast as
 * `detail`. Only text fields are taken from it.
 */
export const TOAST_EVENT = 'jurisia:toast';

export interface ToastHostDeps {
  element: HTMLElement;
  store: ToastStore;
  load: () => Promise<{ mountToaster: typeof mountToaster }>;
  keyTarget: Pick<Document, 'addEventListener'>;
  /** Where TOAST_EVENT is listened for (window). */
  eventTarget: Pick<Window, 'addEventListener'>;
  /** A toast the previous page raised right before leaving. */
  carried: CarriedToast | null;
  logError: (message: string, error: unknown) => void;
}

function flashVariant(value: string | undefined): ToastVariant {
  return (TOAST_VARIANTS as readonly string[]).includes(value ?? '') ? (value as ToastVariant) : 'default';
}

export function startToastHost({
  element,
  store,
  load,
  keyTarget,
  eventTarget,
  carried,
  logError,
}: ToastHostDeps): void {
  const { regionLabel = '', closeLabel = '', providerLabel = '', flashText, flashVariant: variant } = element.dataset;
  let mounting: Promise<MountedToaster | undefined> | undefined;
  let mounted = false;

  const mount = () => {
    mounting ??= load()
      .then((module) => {
        const toaster = module.mountToaster(element, {
          toasts: store.$toasts,
          onDismiss: store.dismissToast,
          labels: { region: regionLabel, close: closeLabel, provider: providerLabel },
        });
        mounted = true;
        return toaster;
      })
      .catch((error: unknown) => {
        // SPEC-COVERAGE §2: a failure to mount is logged; the next toast tries again.
        logError('Notifications failed to mount', error);
        mounting = undefined;
        return undefined;
      });
    return mounting;
  };

  store.$toasts.subscribe((entries) => {
    if (entries.length > 0) void mount();
  });
  keyTarget.addEventListener('keydown', (event) => {
    // Once mounted, Radix's own F8 handler moves the focus.
    if (!mounted && event.code === TOAST_HOTKEY) void mount().then((toaster) => toaster?.focusViewport());
  });
  eventTarget.addEventListener(TOAST_EVENT, (event) => {
    const detail: unknown = (event as CustomEvent).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const { title, description, variant, type, duration } = detail as Record<string, unknown>;
    try {
      store.toast({
        ...(typeof title === 'string' && { title }),
        ...(typeof description === 'string' && { description }),
        ...(typeof duration === 'number' && { duration }),
        ...(variant !== undefined && { variant: variant as ToastVariant }),
        ...(type !== undefined && { type: type as ToastType }),
      });
    } catch (error) {
      logError('Invalid notification', error);
    }
  });
  if (carried) store.toast(carried);
  if (flashText) store.toast({ description: flashText, variant: flashVariant(variant) });
}
