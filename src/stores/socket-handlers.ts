/**
 * The page's push handlers, kept apart from the socket object: the socket gets one catch-all
 * listener that calls them, so they outlive reconnections and a socket made later.
 */
import type { ServerToClientEvents } from '~/shared/events.ts';

type AnyHandler = (...args: unknown[]) => void;

export interface PushHandlers {
  /** Adds a handler; returns its removal. */
  add<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): () => void;
  /** Calls the event's handlers, in the order they were added. */
  dispatch(event: string, ...args: unknown[]): void;
}

export function createPushHandlers(): PushHandlers {
  const byEvent = new Map<string, Set<AnyHandler>>();
  return {
    add(event, handler) {
      const set = byEvent.get(event) ?? new Set();
      byEvent.set(event, set);
      // The payload type is fixed by the event name; the map cannot express that link.
      const entry = handler as AnyHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    dispatch(event, ...args) {
      for (const handler of byEvent.get(event) ?? []) handler(...args);
    },
  };
}
