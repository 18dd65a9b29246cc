import { describe, expect, it } from 'vitest';
import { locateTrack } from './track-url.ts';

const steps = (
  url: () => Promise<string | null>,
  { current = (): boolean => true, sign = async (u: string) => `${u}?signed` } = {},
) => {
  const originals: string[] = [];
  const signed: string[] = [];
  return {
    originals,
    signed,
    run: () =>
      locateTrack({
        url,
        sign: (u) => {
          signed.push(u);
          return sign(u);
        },
        isCurrent: current,
        onOriginal: (o) => originals.push(o),
      }),
  };
};

describe('where a track is', () => {
  it('signs our storage URLs and plays other http(s) URLs as they are', async () => {
    const stored = steps(async () => ' storage://users/u/audio.webm ');
    expect(await stored.run()).toEqual({ kind: 'ready', signedUrl: 'storage://users/u/audio.webm?signed' });
    expect(stored.originals).toEqual(['storage://users/u/audio.webm']);
    const outside = steps(async () => 'https://cdn.example/a.mp3');
    expect(await outside.run()).toEqual({ kind: 'ready', signedUrl: 'https://cdn.example/a.mp3' });
    expect(outside.signed).toEqual([]);
  });

  it('refuses no file and a URL it will not load, and fails with the reason a synthesis gave', async () => {
    expect(await steps(async () => null).run()).toEqual({ kind: 'refused', reason: 'noFile' });
    expect(await steps(async () => 'javascript:alert(1)').run()).toEqual({ kind: 'refused', reason: 'invalidUrl' });
    expect(await steps(() => Promise.reject(new Error('La lecture a échoué'))).run()).toEqual({
      kind: 'failed',
      description: 'La lecture a échoué',
    });
    expect(await steps(async () => 'storage://a.webm', { sign: () => Promise.reject(new Error('500')) }).run()).toEqual(
      { kind: 'failed' },
    );
  });

  it('stops, without signing, once a newer load took over', async () => {
    const replaced = steps(async () => 'storage://a.webm', { current: () => false });
    expect(await replaced.run()).toEqual({ kind: 'replaced' });
    expect(replaced.signed).toEqual([]);
    expect(replaced.originals).toEqual([]);
  });
});
