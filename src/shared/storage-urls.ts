/**
 * How stored files are named to clients, shared by the server (src/server/storage) and the
 * browser: a storage URL `storage://<key>` to sign, and the route that serves local files.
 */
export const STORAGE_SCHEME = 'storage://';
export const FILES_ROUTE = '/api/files/';
