/**
 * Which URLs the player accepts (SPEC-COVERAGE §4) and which need signing first: a storage URL
 * (`storage://…`), a same-site files path (`/api/files/…`) or an http(s) URL. Anything else
 * ('javascript:', 'data:', a relative path elsewhere on the site) is refused as 'URL invalide'.
 */
import { FILES_ROUTE, STORAGE_SCHEME } from '~/shared/storage-urls.ts';

/**
 * `sign`: ask POST /api/s3/sign-url (a storage URL, or a files path not yet signed);
 * `direct`: give it to the audio element as it is; `invalid`: refuse it.
 */
export type AudioUrlKind = 'sign' | 'direct' | 'invalid';

export function audioUrlKind(url: string): AudioUrlKind {
  const value = url.trim();
  if (value.startsWith(STORAGE_SCHEME)) return value.length > STORAGE_SCHEME.length ? 'sign' : 'invalid';
  if (value.startsWith(FILES_ROUTE)) {
    if (value.length === FILES_ROUTE.length) return 'invalid';
    // A files path that already carries its signature (an item's file link) plays as it is.
    const query = value.includes('?') ? new URLSearchParams(value.slice(value.indexOf('?') + 1)) : null;
    return query?.has('sig') && query.has('expires') ? 'direct' : 'sign';
  }
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? 'direct' : 'invalid';
}
