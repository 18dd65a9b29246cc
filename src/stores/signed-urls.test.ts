import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSignedUrls,
  OPEN_DOCUMENT_DELAY_MS,
  openDocument,
  SIGN_FAILED_MESSAGE,
  SIGNED_URL_EXPIRES_IN,
  type SignedUrlResponse,
} from './signed-urls.ts';

const DAY = 86_400_000;

describe('signed URL cache (SPEC-COVERAGE §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const signer = () => {
    let n = 0;
    return vi.fn(
      async (): Promise<SignedUrlResponse> => ({
        signedUrl: `https://files.test/a?sig=${++n}`,
        expiresIn: SIGNED_URL_EXPIRES_IN,
      }),
    );
  };

  it('asks for GET and 604800 s, and reuses the URL until half its lifetime', async () => {
    const sign = signer();
    const urls = createSignedUrls({ sign });
    expect(await urls.get('storage://a')).toBe('https://files.test/a?sig=1');
    expect(sign).toHaveBeenCalledWith('storage://a', { method: 'GET', expiresIn: 604_800 });
    vi.advanceTimersByTime(3.5 * DAY - 1);
    expect(await urls.get('storage://a')).toBe('https://files.test/a?sig=1');
    vi.advanceTimersByTime(1);
    expect(await urls.get('storage://a')).toBe('https://files.test/a?sig=2');
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('follows a shorter lifetime granted by the server', async () => {
    const sign = vi.fn(async () => ({ signedUrl: 'https://files.test/b', expiresIn: 60 }));
    const urls = createSignedUrls({ sign });
    await urls.get('storage://b');
    vi.advanceTimersByTime(30_000);
    await urls.get('storage://b');
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('signs once for concurrent requests of one URL', async () => {
    const sign = signer();
    const urls = createSignedUrls({ sign });
    const [a, b] = await Promise.all([urls.get('storage://a'), urls.get('storage://a')]);
    expect(a).toBe(b);
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it("fails with the server's message, or 'Failed to sign URL', and caches nothing", async () => {
    const urls = createSignedUrls({
      sign: vi.fn().mockRejectedValueOnce(new Error('Fichier introuvable.')).mockRejectedValueOnce('boom'),
    });
    await expect(urls.get('storage://x')).rejects.toThrow('Fichier introuvable.');
    await expect(urls.get('storage://x')).rejects.toThrow(SIGN_FAILED_MESSAGE);
    const empty = createSignedUrls({ sign: vi.fn(async () => ({}) as SignedUrlResponse) });
    await expect(empty.get('storage://x')).rejects.toThrow(SIGN_FAILED_MESSAGE);
  });
});

describe('openDocument (SPEC-COVERAGE §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the signed URL 1 s after it is ready', async () => {
    const open = vi.fn();
    const notify = vi.fn();
    const done = openDocument('storage://a', { signedUrls: { get: async () => 'https://files.test/a' }, open, notify });
    await vi.advanceTimersByTimeAsync(OPEN_DOCUMENT_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(open).toHaveBeenCalledWith('https://files.test/a');
    expect(notify).not.toHaveBeenCalled();
  });

  it("toasts 'Erreur de signature' / 'Impossible de générer un accès au document' on failure", async () => {
    const open = vi.fn();
    const notify = vi.fn();
    const logError = vi.fn();
    const failing = { get: async () => Promise.reject(new Error('Failed to sign URL')) };
    expect(await openDocument('storage://a', { signedUrls: failing, open, notify, logError })).toBe(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur de signature',
      description: 'Impossible de générer un accès au document',
      variant: 'destructive',
    });
    expect(open).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalled();
  });
});
