/**
 * The signed-in user on the client (SPEC-COVERAGE §3): `$loggedIn` is true exactly when a user is
 * present. The server renders the user into the page and a layout script calls initSession.
 */
import { atom, computed } from 'nanostores';
// Type-only: erased from the bundle, so no server code reaches the browser.
import type { PublicUser } from '~/server/auth/user.ts';

export type SessionUser = PublicUser;

export interface SessionState {
  user: SessionUser | null;
}

export const $session = atom<SessionState>({ user: null });
export const $loggedIn = computed($session, (session) => session.user !== null);

export function initSession(user: SessionUser | null): void {
  $session.set({ user });
}
