/**
 * Resolves once the page has loaded and the browser has a moment to spare (or `maxWaitMs` has
 * passed): for work the reader does not wait for, such as registering the service worker, so it
 * competes with nothing the first load needs (docs/ARCHITECTURE.md "Offline").
 */
export interface SettledTarget {
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export function pageSettled(
  target: SettledTarget,
  document: Pick<Document, 'readyState'>,
  maxWaitMs = 5000,
): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (target.requestIdleCallback) target.requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
      else target.setTimeout(() => resolve(), 0);
    };
    if (document.readyState === 'complete') idle();
    else target.addEventListener('load', idle, { once: true });
  });
}
