import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalStorage } from './local.ts';
import { dispositionHeader, isValidKey } from './types.ts';

let dir: string;
let clock: number;
let storage: LocalStorage;
const KEY = 'users/u1/personal/abc';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jurisia-local-test-'));
  clock = Date.parse('2026-03-01T10:00:00Z');
  storage = createLocalStorage({ dir, secret: new Uint8Array(32).fill(7), now: () => clock });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const queryOf = (signedUrl: string) => new URL(signedUrl, 'http://x').searchParams;

describe('local storage', () => {
  it('stores, reads and deletes a file with its type', async () => {
    await storage.put(KEY, new TextEncoder().encode('%PDF-1.4 body'), { contentType: 'application/pdf' });
    const file = await storage.get(KEY);
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.size).toBe(13);
    expect(await new Response(file?.body).text()).toBe('%PDF-1.4 body');
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeNull();
    await storage.delete(KEY);
  });

  it("deletes a folder's every file and no other; never the whole store or a path out of it", async () => {
    const bytes = new TextEncoder().encode('x');
    for (const key of ['users/u2/personal/a', 'users/u2/exports/b', 'users/u20/personal/kept'])
      await storage.put(key, bytes, { contentType: 'text/plain' });
    await storage.deleteFolder('users/u2/');
    expect(await storage.get('users/u2/personal/a')).toBeNull();
    expect(await storage.get('users/u2/exports/b')).toBeNull();
    expect(await storage.get('users/u20/personal/kept')).not.toBeNull();
    await storage.deleteFolder('users/u2/');
    for (const folder of ['', '/', 'users/u20', '../', 'users/../'])
      await expect(storage.deleteFolder(folder)).rejects.toThrow();
    expect(await storage.get('users/u20/personal/kept')).not.toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a\\b', '']) expect(isValidKey(key)).toBe(false);
    await expect(storage.put('../x', new Uint8Array(1), { contentType: 'image/png' })).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('signs a URL that verifies until it expires', async () => {
    const { signedUrl, expiresIn } = await storage.signedUrl(KEY, { method: 'GET', expiresIn: 60 });
    expect(expiresIn).toBe(60);
    expect(signedUrl.startsWith(`/api/files/${KEY}?expires=`)).toBe(true);
    expect(storage.verify(KEY, queryOf(signedUrl))).toEqual({ ok: true, disposition: undefined });
    clock += 59_999;
    expect(storage.verify(KEY, queryOf(signedUrl)).ok).toBe(true);
    clock += 1;
    expect(storage.verify(KEY, queryOf(signedUrl))).toEqual({ ok: false, reason: 'expired' });
  });

  it('caps the lifetime at 604800 s', async () => {
    expect((await storage.signedUrl(KEY, { method: 'GET', expiresIn: 10_000_000 })).expiresIn).toBe(604_800);
  });

  it('refuses a tampered, moved, stretched or unsigned URL', async () => {
    const { signedUrl } = await storage.signedUrl(KEY, {
      method: 'GET',
      expiresIn: 60,
      disposition: { type: 'attachment', fileName: 'a.pdf' },
    });
    const query = queryOf(signedUrl);
    expect(storage.verify(KEY, query)).toEqual({ ok: true, disposition: { type: 'attachment', fileName: 'a.pdf' } });
    expect(storage.verify('users/u2/personal/abc', query).ok).toBe(false);
    const edit = (name: string, value: string) => {
      const copy = new URLSearchParams(query);
      copy.set(name, value);
      return storage.verify(KEY, copy);
    };
    expect(edit('expires', String(Number(query.get('expires')) + 3600))).toEqual({ ok: false, reason: 'invalid' });
    expect(edit('disposition', 'inline:a.pdf')).toEqual({ ok: false, reason: 'invalid' });
    expect(edit('sig', `${query.get('sig')?.slice(0, -2)}AA`)).toEqual({ ok: false, reason: 'invalid' });
    expect(storage.verify(KEY, new URLSearchParams())).toEqual({ ok: false, reason: 'invalid' });
    // The same expiry spelt otherwise, a second signature or an unknown parameter: only the form signedUrl writes is accepted.
    const expires = Number(query.get('expires'));
    for (const spelling of [
      `0x${expires.toString(16)}`,
      `${expires}e0`,
      `${expires}.0`,
      ` ${expires}`,
      `+${expires}`,
      `0${expires}`,
    ]) {
      expect(edit('expires', spelling), spelling).toEqual({ ok: false, reason: 'invalid' });
    }
    const twice = new URLSearchParams(query);
    twice.append('sig', 'x');
    expect(storage.verify(KEY, twice)).toEqual({ ok: false, reason: 'invalid' });
    const extra = new URLSearchParams(query);
    extra.append('download', '1');
    expect(storage.verify(KEY, extra)).toEqual({ ok: false, reason: 'invalid' });
    const other = createLocalStorage({ dir, secret: new Uint8Array(32).fill(8), now: () => clock });
    expect(other.verify(KEY, query).ok).toBe(false);
  });
});

describe('dispositionHeader', () => {
  it('opens PDFs and images in place, downloads everything else', () => {
    expect(dispositionHeader('application/pdf', undefined)).toBe('inline');
    expect(dispositionHeader('image/png', { type: 'inline' })).toBe('inline');
    expect(
      dispositionHeader('application/vnd.openxmlformats-officedocument.wordprocessingml.document', { type: 'inline' }),
    ).toBe('attachment');
    expect(dispositionHeader('text/html', undefined)).toBe('attachment');
    expect(dispositionHeader('application/pdf', { type: 'attachment', fileName: 'Bail été "2026".pdf' })).toBe(
      `attachment; filename="Bail _t_ _2026_.pdf"; filename*=UTF-8''Bail%20%C3%A9t%C3%A9%20%222026%22.pdf`,
    );
  });
});
