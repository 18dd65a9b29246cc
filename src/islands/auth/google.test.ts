// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_LOGIN_URL,
  type GoogleId,
  type GoogleSignInDeps,
  GSI_SCRIPT_URL,
  sameSitePath,
  signInWithCredential,
  startGoogleSignIn,
} from './google';

const texts = {
  failedTitle: 'Authentification échouée',
  failedText: "Une erreur s'est produite lors de l'authentification. Veuillez réessayer.",
};

function deps(post: GoogleSignInDeps['http']['post'] = vi.fn(async () => ({ user: {} }) as never)) {
  return { http: { post }, toast: vi.fn(), log: vi.fn(), go: vi.fn(), texts };
}

describe('sameSitePath', () => {
  it('keeps paths of this site only', () => {
    expect(sameSitePath('/settings?tab=1')).toBe('/settings?tab=1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'settings',
      '/a b',
      'javascript:alert(1)',
    ]) {
      expect(sameSitePath(bad)).toBeNull();
    }
  });
});

describe('signInWithCredential', () => {
  it('posts the ID token without expiring the session on 401, then follows the redirect', async () => {
    const d = deps();
    expect(await signInWithCredential(d, 'jwt', '/settings')).toBe(true);
    expect(d.http.post).toHaveBeenCalledWith(GOOGLE_LOGIN_URL, { id_token: 'jwt' }, { expireSessionOn401: false });
    expect(d.go).toHaveBeenCalledWith('/settings');
  });

  it('reloads when there is no same-site redirect', async () => {
    const d = deps();
    await signInWithCredential(d, 'jwt', 'https://evil.example');
    expect(d.go).toHaveBeenCalledWith(null);
  });

  it('shows the destructive toast and logs on failure', async () => {
    const d = deps(vi.fn(async () => Promise.reject(new Error('401'))));
    expect(await signInWithCredential(d, 'jwt', null)).toBe(false);
    expect(d.toast).toHaveBeenCalledWith({
      title: texts.failedTitle,
      description: texts.failedText,
      variant: 'destructive',
    });
    expect(d.log).toHaveBeenCalled();
    expect(d.go).not.toHaveBeenCalled();
  });

  it('treats a missing credential as a failure without calling the API', async () => {
    const d = deps();
    expect(await signInWithCredential(d, undefined, null)).toBe(false);
    expect(d.http.post).not.toHaveBeenCalled();
    expect(d.toast).toHaveBeenCalled();
  });
});

describe('startGoogleSignIn', () => {
  function fakeGoogle() {
    let callback: ((response: { credential?: string }) => void) | undefined;
    const id: GoogleId = {
      initialize: vi.fn((options) => {
        callback = options.callback;
      }),
      renderButton: vi.fn(),
      prompt: vi.fn(),
    };
    return { id, credential: (value: string) => callback?.({ credential: value }) };
  }

  it('loads the script, renders the button, prompts one-tap and signs in on a credential', async () => {
    const google = fakeGoogle();
    const host = document.createElement('div');
    host.hidden = true;
    const loadScript = vi.fn(async () => undefined);
    const d = deps();
    await startGoogleSignIn(d, {
      clientId: 'client-1',
      buttonHost: host,
      locale: 'fr',
      mode: 'signup',
      redirect: null,
      loadScript,
      googleId: () => google.id,
    });
    expect(loadScript).toHaveBeenCalledWith(GSI_SCRIPT_URL);
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(google.id.renderButton).toHaveBeenCalledWith(
      host,
      expect.objectContaining({ text: 'signup_with', locale: 'fr' }),
    );
    expect(host.hidden).toBe(false);
    expect(google.id.prompt).toHaveBeenCalled();
    google.credential('jwt');
    await vi.waitFor(() => expect(d.go).toHaveBeenCalledWith(null));
  });

  it('shows only the prompt without a button host', async () => {
    const google = fakeGoogle();
    await startGoogleSignIn(deps(), {
      clientId: 'c',
      buttonHost: null,
      locale: 'en',
      mode: 'signin',
      redirect: null,
      loadScript: async () => undefined,
      googleId: () => google.id,
    });
    expect(google.id.renderButton).not.toHaveBeenCalled();
    expect(google.id.prompt).toHaveBeenCalled();
  });

  it('logs a script that cannot load and leaves the page alone', async () => {
    const d = deps();
    await startGoogleSignIn(d, {
      clientId: 'c',
      buttonHost: null,
      locale: 'fr',
      mode: 'signin',
      redirect: null,
      loadScript: async () => Promise.reject(new Error('blocked')),
      googleId: () => undefined,
    });
    expect(d.log).toHaveBeenCalledWith('Google sign-in unavailable', expect.any(Error));
    expect(d.toast).not.toHaveBeenCalled();
  });
});
