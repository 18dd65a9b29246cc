/**
 * « Enregistrer dans ma bibliothèque » on a sheet (components/library/DocumentActions.astro),
 * over its plain form: a signed-in reader stays on the sheet, gets the confirmation toast, and
 * the button becomes the link to the saved item; a sheet saved earlier shows so on arrival.
 * Without JavaScript the form posts and comes back to the sheet with the same toast; a visitor's
 * post goes through the sign-in guard as it is.
 */
import { isNetworkError } from '~/stores/errors.ts';
import { type HttpClient, HttpError } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import type { ReadableAtom } from 'nanostores';

interface SavedItem {
  _id: string;
}

export interface SaveSheetDeps {
  /** The `[data-save-sheet]` element: its form, its hidden link, its data-attributes. */
  root: HTMLElement;
  /** Set by the page's session script (ToastHost), which may run after this one. */
  $loggedIn: ReadableAtom<boolean>;
  api: Pick<HttpClient, 'get' | 'post'>;
  notify: (toast: ToastInput) => void;
}

export function enhanceSaveSheet({ root, $loggedIn, api, notify }: SaveSheetDeps): void {
  const form = root.querySelector('form');
  const button = form?.querySelector('button');
  const saved = root.querySelector<HTMLAnchorElement>('a[data-saved]');
  const { documentId, itemPath = '', savedText = '', failedText = '' } = root.dataset;
  if (!form || !button || !saved || !documentId) return;

  const showSaved = (item: SavedItem) => {
    saved.href = `${itemPath}${encodeURIComponent(item._id)}`;
    saved.hidden = false;
    form.hidden = true;
  };

  // The page may come from the shared cache, which knows nobody's library: ask once signed in.
  const stop = $loggedIn.subscribe((signedIn) => {
    if (!signedIn) return;
    queueMicrotask(() => stop());
    if (form.hidden) return;
    api
      .get<{ data: SavedItem[] }>('/api/e/library/personal', { query: { documentId, perPage: 1 } })
      .then(({ data }) => data[0] && showSaved(data[0]))
      .catch(() => undefined);
  });

  form.addEventListener('submit', (event) => {
    // A visitor's post goes on to the sign-in guard.
    if (!$loggedIn.get()) return;
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    api
      .post<{ data: SavedItem }>('/api/e/library/personal', { kind: 'library', documentId })
      .then(({ data }) => {
        showSaved(data);
        saved.focus();
        notify({ description: savedText, variant: 'success' });
      })
      .catch((error: unknown) => {
        // A lost connection and an ended session are already announced by the platform
        // (stores/network.ts, stores/session-expiry.ts).
        if (error instanceof HttpError && (isNetworkError(error) || error.statusCode === 401)) return;
        const message = error instanceof Error && error.message ? error.message : failedText;
        notify({ description: message, variant: 'destructive' });
      })
      .finally(() => {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      });
  });
}
