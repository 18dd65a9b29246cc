/**
 * Local disk storage: files under a folder, each with a small JSON sidecar holding its type.
 * Read through GET /api/files/{key}?expires&sig[&disposition], an HMAC-SHA256 over the method,
 * key, expiry and disposition, so a link cannot be stretched, moved to another file or
 * switched from download to inline.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { FILES_ROUTE } from '../../shared/storage-urls.ts';
import {
  assertValidFolder,
  assertValidKey,
  type Disposition,
  type FileStorage,
  isValidKey,
  MAX_SIGNED_URL_SECONDS,
  type StoredFile,
} from './types.ts';

export interface LocalStorageOptions {
  dir: string;
  secret: Uint8Array;
  now?: () => number;
}

export type Verification =
  | { ok: true; disposition: Disposition | undefined }
  | { ok: false; reason: 'invalid' | 'expired' };

interface Meta {
  contentType: string;
}

export interface LocalStorage extends FileStorage {
  /** Checks the query of a /api/files/{key} request. */
  verify(key: string, query: URLSearchParams): Verification;
}

function encodeDisposition(d: Disposition | undefined): string {
  if (!d) return '';
  return d.fileName ? `${d.type}:${d.fileName}` : d.type;
}

function decodeDisposition(value: string | null): Disposition | undefined {
  if (!value) return undefined;
  const [type, ...rest] = value.split(':');
  if (type !== 'inline' && type !== 'attachment') return undefined;
  const fileName = rest.join(':');
  return fileName ? { type, fileName } : { type };
}

const SIGNED_PARAMS = new Set(['expires', 'disposition', 'sig']);

/** A signed URL's query as signedUrl writes it: each parameter at most once, nothing else, the expiry in decimal digits. */
function isCanonicalQuery(query: URLSearchParams): boolean {
  const names = [...query.keys()];
  if (names.some((name) => !SIGNED_PARAMS.has(name)) || new Set(names).size !== names.length) return false;
  return /^[1-9]\d{0,15}$/.test(query.get('expires') ?? '');
}

export function createLocalStorage({ dir, secret, now = Date.now }: LocalStorageOptions): LocalStorage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(dir, key);
  };
  const sign = (key: string, expires: number, disposition: string) =>
    createHmac('sha256', secret).update(`GET\n${key}\n${expires}\n${disposition}`).digest('base64url');

  return {
    kind: 'local',
    async put(key, bytes, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      await writeFile(`${path}.meta.json`, JSON.stringify({ contentType } satisfies Meta));
    },
    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(`${path}.meta.json`, 'utf8')]);
        const { contentType } = JSON.parse(meta) as Meta;
        const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
        return { body, contentType, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.meta.json`, { force: true });
    },
    async deleteFolder(folder) {
      assertValidFolder(folder);
      await rm(join(dir, folder), { recursive: true, force: true });
    },
    async signedUrl(key, { expiresIn, disposition }) {
      assertValidKey(key);
      const seconds = Math.min(expiresIn, MAX_SIGNED_URL_SECONDS);
      const expires = Math.floor(now() / 1000) + seconds;
      const encoded = encodeDisposition(disposition);
      const query = new URLSearchParams({ expires: String(expires) });
      if (encoded) query.set('disposition', encoded);
      query.set('sig', sign(key, expires, encoded));
      return { signedUrl: `${FILES_ROUTE}${key}?${query}`, expiresIn: seconds };
    },
    verify(key, query) {
      // Only the form signedUrl writes: one of each parameter, the expiry in plain decimal digits
      // (not `0x…`, `…e0`, `….0`, which Number() would read as the same time).
      if (!isCanonicalQuery(query)) return { ok: false, reason: 'invalid' };
      const expires = Number(query.get('expires'));
      const sig = query.get('sig') ?? '';
      const encoded = query.get('disposition') ?? '';
      if (!isValidKey(key) || !Number.isSafeInteger(expires) || !sig) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(key, expires, encoded));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      if (expires * 1000 <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, disposition: decodeDisposition(encoded) };
    },
  };
}
