/**
 * Google sign-in (SPEC-COVERAGE §4, §5; AUTH-CONTRACT "Screens"): the button and the one-tap prompt of
 * Google Identity Services. The script is fetched only when the server rendered a client id
 * for a visitor who is not signed in; a credential is posted to the API, then the page
 * reloads (or follows a same-site `?redirect=`). Any failure shows the destructive
 * 'Authentification échouée' toast.
 */
import type { HttpClient } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_LOGIN_URL = '/api/auth/login-with-google';

/** The part of `google.accounts.id` used here. */
export interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(): void;
}

export interface GoogleTexts {
  failedTitle: string;
  failedText: string;
}

export interface GoogleSignInDeps {
  http: Pick<HttpClient, 'post'>;
  toast: (input: ToastInput) => unknown;
  log: (message: string, error: unknown) => void;
  /** Goes to a same-site path, or reloads the page when given null. */
  go: (path: string | null) => void;
  texts: GoogleTexts;
}

/** A same-site path, as the server accepts it (AUTH-CONTRACT "Endpoints"); null otherwise. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return /^[\x21-\x7e]*$/.test(value) ? value : null;
}

/** Handles one credential from Google; resolves whether the visitor is now signed in. */
export async function signInWithCredential(
  deps: GoogleSignInDeps,
  credential: string | undefined,
  redirect: string | null,
): Promise<boolean> {
  try {
    if (!credential) throw new Error('Google returned no credential');
    await deps.http.post(GOOGLE_LOGIN_URL, { id_token: credential }, { expireSessionOn401: false });
  } catch (error) {
    deps.log('Google sign-in failed', error);
    deps.toast({ title: deps.texts.failedTitle, description: deps.texts.failedText, variant: 'destructive' });
    return false;
  }
  deps.go(sameSitePath(redirect));
  return true;
}

export interface GoogleStartOptions {
  clientId: string;
  /** Where the button goes; without it only the one-tap prompt is shown. */
  buttonHost: HTMLElement | null;
  locale: string;
  mode: 'signin' | 'signup';
  redirect: string | null;
  loadScript: (url: string) => Promise<void>;
  googleId: () => GoogleId | undefined;
}

export async function startGoogleSignIn(deps: GoogleSignInDeps, options: GoogleStartOptions): Promise<void> {
  try {
    await options.loadScript(GSI_SCRIPT_URL);
    const id = options.googleId();
    if (!id) throw new Error('Google Identity Services did not load');
    id.initialize({
      client_id: options.clientId,
      callback: (response) => void signInWithCredential(deps, response.credential, options.redirect),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      itp_support: true,
    });
    if (options.buttonHost) {
      options.buttonHost.hidden = false;
      id.renderButton(options.buttonHost, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        shape: 'rectangular',
        text: options.mode === 'signup' ? 'signup_with' : 'signin_with',
        locale: options.locale,
        width: Math.min(400, Math.max(200, options.buttonHost.clientWidth)),
      });
    }
    id.prompt();
  } catch (error) {
    // A blocked script (privacy extension, offline) leaves the e-mail form, which always works.
    deps.log('Google sign-in unavailable', error);
  }
}
