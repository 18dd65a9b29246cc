/**
 * File storage (docs/ARCHITECTURE.md "Providers"): local disk by default, an S3-compatible service when configured.
 * Files are never served by their plain address: readers get a signed, expiring URL.
 */
export interface PutOptions {
  contentType: string;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
}

export interface Disposition {
  type: 'inline' | 'attachment';
  fileName?: string;
}

export interface SignOptions {
  method: 'GET';
  /** Seconds, at most MAX_SIGNED_URL_SECONDS. */
  expiresIn: number;
  disposition?: Disposition;
}

export interface SignedUrl {
  /** Absolute for S3; a same-site path for local disk (the caller resolves it). */
  signedUrl: string;
  expiresIn: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `folder` (a key followed by `/`: `users/u1/`); none is no error. */
  deleteFolder(folder: string): Promise<void>;
  signedUrl(key: string, options: SignOptions): Promise<SignedUrl>;
}

/** A week: the longest presigned URL S3 accepts, and the lifetime SPEC-COVERAGE §9 asks for. */
export const MAX_SIGNED_URL_SECONDS = 604_800;

/** Keys are made by the platform: path-like, no `..`, no leading slash, nothing to escape. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/** A folder is a valid key followed by `/`: never the whole store, never a path out of it. */
export function assertValidFolder(folder: string): void {
  if (!folder.endsWith('/') || !isValidKey(folder.slice(0, -1)))
    throw new Error(`Invalid storage folder: ${JSON.stringify(folder)}`);
}

/** Types a browser may show in place; anything else is always downloaded. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** The Content-Disposition header of a served file (RFC 6266, UTF-8 name in filename*). */
export function dispositionHeader(contentType: string, disposition: Disposition | undefined): string {
  const type = disposition?.type === 'attachment' || !INLINE_TYPES.has(contentType) ? 'attachment' : 'inline';
  const name = disposition?.fileName;
  if (!name) return type;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
