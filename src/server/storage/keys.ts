/**
 * How the platform names files and how clients refer to them. Every file a user owns lives
 * under `users/<userId>/`, so ownership is read from the key itself. Clients get
 * `storage://<key>` (the "storage URL" they may ask POST /api/s3/sign-url to sign); the
 * unsigned `/api/files/<key>` path and the bare key are accepted as well.
 */
import { randomUUID } from 'node:crypto';
import { FILES_ROUTE, STORAGE_SCHEME } from '../../shared/storage-urls.ts';
import { isValidKey } from './types.ts';

export const userPrefix = (userId: string) => `users/${userId}/`;

export function newUserFileKey(userId: string, area: string): string {
  return `${userPrefix(userId)}${area}/${randomUUID()}`;
}

export const storageUrl = (key: string) => `${STORAGE_SCHEME}${key}`;

/** The key named by a storage URL, a files path (absolute or not, query ignored) or a key. */
export function keyFromUrl(value: string): string | null {
  let key = value;
  if (value.startsWith(STORAGE_SCHEME)) key = value.slice(STORAGE_SCHEME.length);
  else if (value.startsWith(FILES_ROUTE) || /^https?:\/\//.test(value)) {
    let path: string;
    try {
      path = new URL(value, 'http://same.invalid').pathname;
    } catch {
      return null;
    }
    if (!path.startsWith(FILES_ROUTE)) return null;
    key = path.slice(FILES_ROUTE.length);
  }
  return isValidKey(key) ? key : null;
}

export const isOwnedBy = (key: string, userId: string) => key.startsWith(userPrefix(userId));
