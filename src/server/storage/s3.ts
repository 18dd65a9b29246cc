/**
 * S3-compatible storage through aws4fetch (SigV4, no SDK): path-style URLs
 * `{endpoint}/{bucket}/{key}`, which AWS, MinIO, R2 and the others all accept. Readers get
 * presigned GET URLs; the served headers are set through the response-* query overrides.
 */
import { AwsClient } from 'aws4fetch';
import {
  assertValidFolder,
  assertValidKey,
  dispositionHeader,
  type FileStorage,
  MAX_SIGNED_URL_SECONDS,
  type StoredFile,
} from './types.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Keys a listing asks for at a time; S3's own most, 1,000, unless a test pages sooner. */
  listPage?: number;
}

/** The five entities an S3 listing escapes (the platform's keys need none, but a listing may hold others' keys). */
const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '',
  );

export class S3StorageError extends Error {
  override name = 'S3StorageError';
}

export function createS3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  const urlOf = (key: string) => {
    assertValidKey(key);
    // Valid keys hold only URL-safe characters and slashes: nothing to escape.
    return `${base}${key}`;
  };
  const fail = async (action: string, key: string, response: Response) =>
    new S3StorageError(`S3 ${action} ${key} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  const remove = async (key: string) => {
    const response = await client.fetch(urlOf(key), { method: 'DELETE' });
    // S3 answers 204 whether or not the object existed.
    if (!response.ok && response.status !== 404) throw await fail('DELETE', key, response);
    await response.body?.cancel();
  };

  return {
    kind: 's3',
    async put(key, bytes, { contentType }) {
      // Stored with the object, so a type that must not open in place is always downloaded.
      const headers = { 'Content-Type': contentType, 'Content-Disposition': dispositionHeader(contentType, undefined) };
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: new Uint8Array(bytes), headers });
      if (!response.ok) throw await fail('PUT', key, response);
    },
    async get(key): Promise<StoredFile | null> {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await fail('GET', key, response);
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number(response.headers.get('content-length') ?? 0),
      };
    },
    delete: remove,
    async deleteFolder(folder) {
      assertValidFolder(folder);
      // A page of keys listed (ListObjects), each deleted on its own, then the folder listed
      // again from its start until it is empty: a user's files are tens, DeleteObjects would need
      // a Content-MD5 of its body, and no continuation token has to be kept.
      const query = new URLSearchParams({ prefix: folder, 'max-keys': String(options.listPage ?? 1000) });
      let before = '';
      for (;;) {
        const response = await client.fetch(`${base}?${query}`);
        if (!response.ok) throw await fail('LIST', folder, response);
        // Only the folder's own keys, whatever a server that ignored the prefix listed.
        const keys = [...(await response.text()).matchAll(/<Key>([^<]*)<\/Key>/g)]
          .map(([, key]) => unescapeXml(key ?? ''))
          .filter((key) => key.startsWith(folder));
        if (keys.length === 0) return;
        // A page listed again whole: its deletes did not take.
        if (keys.join('\n') === before) throw new S3StorageError(`S3 DELETE under ${folder} left its files`);
        before = keys.join('\n');
        for (const key of keys) await remove(key);
      }
    },
    async signedUrl(key, { expiresIn, disposition }) {
      const seconds = Math.min(expiresIn, MAX_SIGNED_URL_SECONDS);
      const url = new URL(urlOf(key));
      url.searchParams.set('X-Amz-Expires', String(seconds));
      // Only a download is asked for by URL: whether a type may open in place was fixed at upload.
      if (disposition?.type === 'attachment')
        url.searchParams.set('response-content-disposition', dispositionHeader('', disposition));
      const signed = await client.sign(url.href, { method: 'GET', aws: { signQuery: true } });
      return { signedUrl: signed.url, expiresIn: seconds };
    },
  };
}
