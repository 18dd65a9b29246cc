/**
 * The S3 provider against s3rver, a local S3-compatible server started here. s3rver checks a
 * presigned URL's key id and expiry but not the SigV4 signature itself (aws4fetch's own tests
 * cover that), so tampering is shown with an unknown key id.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

let server: S3rver;
let dir: string;
let storage: FileStorage;
let endpoint: string;
const S3_OPTIONS = { bucket: 'jurisia-test', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
const KEY = 'users/u1/personal/report';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jurisia-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'jurisia-test', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  storage = createS3Storage({ ...S3_OPTIONS, endpoint });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('S3 storage (s3rver)', () => {
  it('stores, reads and deletes an object', async () => {
    await storage.put(KEY, PDF, { contentType: 'application/pdf' });
    const file = await storage.get(KEY);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(PDF.byteLength);
    expect(new Uint8Array(await new Response(file?.body).arrayBuffer())).toEqual(PDF);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await storage.delete(KEY);
  });

  it("deletes a folder's every object, page after page, and no other", async () => {
    const keys = Array.from({ length: 3 }, (_, i) => `users/u2/personal/file-${i}`);
    for (const key of [...keys, 'users/u2/exports/e1', 'users/u20/personal/kept'])
      await storage.put(key, PDF, { contentType: 'application/pdf' });
    const paging = createS3Storage({ ...S3_OPTIONS, endpoint, listPage: 2 });
    await paging.deleteFolder('users/u2/');
    for (const key of [...keys, 'users/u2/exports/e1']) expect(await storage.get(key)).toBeNull();
    expect(await storage.get('users/u20/personal/kept')).not.toBeNull();
    await storage.deleteFolder('users/u2/');
    await expect(storage.deleteFolder('users/u2')).rejects.toThrow('Invalid storage folder');
    await expect(storage.deleteFolder('/')).rejects.toThrow('Invalid storage folder');
  });

  it('gives presigned GET URLs that work, capped at a week, and fail when altered or expired', async () => {
    await storage.put(KEY, PDF, { contentType: 'application/pdf' });
    const { signedUrl, expiresIn } = await storage.signedUrl(KEY, { method: 'GET', expiresIn: 9_999_999 });
    expect(expiresIn).toBe(604_800);
    const url = new URL(signedUrl);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('604800');
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    url.searchParams.set(
      'X-Amz-Credential',
      (url.searchParams.get('X-Amz-Credential') ?? '').replace('S3RVER', 'FORGED'),
    );
    expect((await fetch(url)).status).toBe(403);
    const short = await storage.signedUrl(KEY, { method: 'GET', expiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(short.signedUrl)).status).toBe(403);
  });

  it('asks S3 for a download with the file name', async () => {
    await storage.put(KEY, PDF, { contentType: 'application/pdf' });
    const { signedUrl } = await storage.signedUrl(KEY, {
      method: 'GET',
      expiresIn: 60,
      disposition: { type: 'attachment', fileName: 'bail.pdf' },
    });
    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bail.pdf"; filename*=UTF-8''bail.pdf`,
    );
  });

  it('stores non-viewable types as downloads', async () => {
    await storage.put('users/u1/personal/doc', new Uint8Array([0x50, 0x4b, 3, 4]), {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const { signedUrl } = await storage.signedUrl('users/u1/personal/doc', { method: 'GET', expiresIn: 60 });
    expect((await fetch(signedUrl)).headers.get('content-disposition')).toBe('attachment');
  });
});
