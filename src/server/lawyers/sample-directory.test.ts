import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';

const onlySampleLawyers = vi.fn<() => Promise<boolean>>();
vi.mock('./lawyers.ts', () => ({ onlySampleLawyers: () => onlySampleLawyers() }));
const { sampleDirectoryCheck } = await import('./sample-directory.ts');

describe('sampleDirectoryCheck', () => {
  const db = {} as Db;

  it('reads the directory at most once a minute, then again', async () => {
    let now = 0;
    onlySampleLawyers.mockReset().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const check = sampleDirectoryCheck({ db, options: { demo: true }, now: () => now });
    expect(await check()).toBe(true);
    now = 59_999;
    expect(await check()).toBe(true);
    expect(onlySampleLawyers).toHaveBeenCalledTimes(1);
    now = 60_000;
    expect(await check()).toBe(false);
    expect(onlySampleLawyers).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read, and never reads without demo data', async () => {
    onlySampleLawyers.mockReset().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(true);
    const check = sampleDirectoryCheck({ db, options: { demo: true }, now: () => 0 });
    await expect(check()).rejects.toThrow('down');
    expect(await check()).toBe(true);
    const off = sampleDirectoryCheck({ db, options: { demo: false } });
    expect(await off()).toBe(false);
    expect(onlySampleLawyers).toHaveBeenCalledTimes(2);
  });
});
