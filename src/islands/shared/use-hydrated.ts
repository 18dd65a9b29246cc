/**
 * False while the server renders and while the page hydrates, true afterwards: what depends on
 * the reader's clock or time zone waits for it, so hydration never meets a different text.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
