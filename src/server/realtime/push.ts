/**
 * How server work reaches a user's sockets: `Realtime.pushToUser` in server.mjs, nothing
 * under `astro dev`, a recorder in tests. Job handlers take the narrower `PushEvent` of the
 * one event they send, so a handler cannot emit another one by mistake.
 */
import type { ServerToClientEvents } from '../../shared/events.ts';

export type PushPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Sends any server event to every socket of the user. */
export type PushToUser = <E extends keyof ServerToClientEvents>(
  userId: string,
  event: E,
  payload: PushPayload<E>,
) => void;

/** Sends one server event to every socket of the user. */
export type PushEvent<E extends keyof ServerToClientEvents> = (
  userId: string,
  event: E,
  payload: PushPayload<E>,
) => void;
