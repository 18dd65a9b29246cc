import { afterEach, describe, expect, it } from 'vitest';
import { $loggedIn, $session, initSession, type SessionUser } from './session.ts';

const user: SessionUser = {
  _id: 'u1',
  firstName: 'Awa',
  lastName: 'Dossou',
  email: 'awa@example.bj',
  emailVerified: true,
  avatarUrl: null,
  language: 'fr',
  country: 'BJ',
  role: 'user',
  plan: 'free',
  subscription: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('session store', () => {
  afterEach(() => initSession(null));

  it('is logged out until a user is given', () => {
    expect($loggedIn.get()).toBe(false);
  });

  it('is logged in exactly while a user is present', () => {
    initSession(user);
    expect($session.get().user?.email).toBe('awa@example.bj');
    expect($loggedIn.get()).toBe(true);
    initSession(null);
    expect($loggedIn.get()).toBe(false);
  });
});
