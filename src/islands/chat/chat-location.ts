/**
 * The browser's address and the open conversation: the store pushes /chat/{id} when a
 * conversation opens; going back or forward in the history must open the one of the address.
 */
import { splitLocale } from '~/i18n/paths.ts';

/**
 * The conversation id of a chat page path (`/chat/{id}` in any locale), null for `/chat`, and
 * undefined for a path that is not the chat's.
 */
export function conversationIdOf(pathname: string): string | null | undefined {
  const match = /^\/chat(?:\/([^/]+))?\/?$/.exec(splitLocale(pathname).path);
  if (!match) return undefined;
  const id = match[1];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

/** Shows `url` in the address bar, unless it is there already (a history move brought it). */
export function showInAddressBar(
  url: string,
  { replace }: { replace: boolean },
  win: Pick<Window, 'location' | 'history'> = globalThis.window,
): void {
  if (new URL(url, win.location.href).href === win.location.href) return;
  if (replace) win.history.replaceState(null, '', url);
  else win.history.pushState(null, '', url);
}
