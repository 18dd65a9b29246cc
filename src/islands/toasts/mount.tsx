/**
 * Loaded on demand by the toast host (React and Radix are far too heavy for the first load of
 * an informational page): mounts the Toaster into the host element.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster, type ToasterProps } from './Toaster.tsx';

export interface MountedToaster {
  /** Moves keyboard focus to the notifications, as F8 does once mounted. */
  focusViewport: () => void;
}

export function mountToaster(element: HTMLElement, props: ToasterProps): MountedToaster {
  const root = createRoot(element, {
    // SPEC-COVERAGE §2: a failure to mount is logged to the console.
    onUncaughtError: (error) => console.error('Notifications failed to render', error),
  });
  // Rendered synchronously so the viewport exists when F8 asks for focus right after.
  flushSync(() => root.render(<Toaster {...props} />));
  return { focusViewport: () => element.querySelector<HTMLElement>('[data-toast-viewport]')?.focus() };
}
