import { describe, expect, it } from 'vitest';
import { offersGoogleOneTap, runGuards } from './guards.ts';
import type { RouteDef } from './routes.ts';
import { matchRoute } from './routes.ts';
import { FEATURES } from './server/config.ts';

const allOn = Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<(typeof FEATURES)[number], boolean>;
const route = (path: string): RouteDef => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match.route;
};
const ctx = (over: Partial<Parameters<typeof runGuards>[1]> = {}) => ({
  signedIn: false,
  role: null,
  features: allOn,
  requestedPath: '/x',
  ...over,
});

describe('guards', () => {
  it('auth sends an anonymous visitor to the login page with the path to come back to', () => {
    expect(runGuards(route('/search'), ctx({ requestedPath: '/search?q=bail loyer' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsearch%3Fq%3Dbail%20loyer',
    });
  });

  it('auth lets a signed-in user through', () => {
    expect(runGuards(route('/chat/abc'), ctx({ signedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('guest sends a signed-in user home and lets visitors in', () => {
    expect(runGuards(route('/forgot-password'), ctx({ signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(runGuards(route('/login'), ctx({ signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(runGuards(route('/login'), ctx())).toEqual({ kind: 'allow' });
  });

  it('feature-guard answers not found when the feature is off, whoever asks', () => {
    const features = { ...allOn, lawyers: false, chat: false };
    expect(runGuards(route('/lawyers/1'), ctx({ features }))).toEqual({ kind: 'not-found' });
    expect(runGuards(route('/chat'), ctx({ features, signedIn: true }))).toEqual({ kind: 'not-found' });
  });

  it('runs guards in the order the route lists them', () => {
    const features = { ...allOn, personalLibrary: false, chat: false };
    // /library/personnal lists auth first: an anonymous visitor is sent to log in.
    expect(runGuards(route('/library/personnal'), ctx({ features })).kind).toBe('redirect');
    // /chat lists feature-guard first: the feature being off wins.
    expect(runGuards(route('/chat'), ctx({ features })).kind).toBe('not-found');
  });

  it('disabled-feature sends the visitor home with an information toast when the feature is off', () => {
    const def: RouteDef = { path: '/offers', layout: 'default', feature: 'pricing', guards: ['disabled-feature'] };
    expect(runGuards(def, ctx({ features: { ...allOn, pricing: false } }))).toEqual({
      kind: 'redirect',
      to: '/',
      flash: 'featureDisabled',
    });
    expect(runGuards(def, ctx())).toEqual({ kind: 'allow' });
  });

  it('admin lets only an admin in; other signed-in users find no page, visitors are sent to log in', () => {
    expect(runGuards(route('/admin/lawyers'), ctx({ signedIn: true, role: 'admin' }))).toEqual({ kind: 'allow' });
    expect(runGuards(route('/admin/lawyers'), ctx({ signedIn: true, role: 'lawyer' }))).toEqual({ kind: 'not-found' });
    expect(runGuards(route('/admin/lawyers'), ctx({ signedIn: true, role: 'user' }))).toEqual({ kind: 'not-found' });
    expect(runGuards(route('/admin/lawyers'), ctx()).kind).toBe('redirect');
  });

  it('allows routes without guards', () => {
    expect(runGuards(route('/'), ctx())).toEqual({ kind: 'allow' });
  });
});

describe('offersGoogleOneTap', () => {
  const config = { googleClientId: 'id.apps.googleusercontent.com', features: allOn };

  it('offers the one-tap prompt to a visitor when Google is configured and login is on', () => {
    expect(offersGoogleOneTap(config, false)).toBe(true);
  });

  it('does not offer it with login switched off, to a signed-in user, or without a Google client', () => {
    expect(offersGoogleOneTap({ ...config, features: { ...allOn, login: false } }, false)).toBe(false);
    expect(offersGoogleOneTap(config, true)).toBe(false);
    expect(offersGoogleOneTap({ ...config, googleClientId: undefined }, false)).toBe(false);
    expect(offersGoogleOneTap({ ...config, googleClientId: '  ' }, false)).toBe(false);
  });

  it('follows login alone: register switched off does not hide it', () => {
    expect(offersGoogleOneTap({ ...config, features: { ...allOn, register: false } }, false)).toBe(true);
  });
});
