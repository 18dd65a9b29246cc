import { describe, expect, it } from 'vitest';
import { createPassageCache } from './passage-cache.ts';

const BODY =
  'Le divorce par consentement mutuel se fait devant un notaire après accord des époux.\nLes époux doivent chacun prendre un avocat pour rédiger la convention de divorce.';

describe('passage cache', () => {
  it('reads a body once, analyses it into passages with their stemmed words, and reads it again when its content changed', async () => {
    const loads: string[][] = [];
    const cache = createPassageCache(10);
    const load = async (ids: string[]) => {
      loads.push(ids);
      return new Map(ids.map((id) => [id, BODY]));
    };
    const first = await cache.get([{ id: 'a', hash: 'h1' }], load);
    expect(first.get('a')?.passages).toHaveLength(2);
    expect(first.get('a')?.words[0]?.has('divorc')).toBe(true);
    await cache.get([{ id: 'a', hash: 'h1' }], load);
    expect(loads).toEqual([['a']]);
    await cache.get(
      [
        { id: 'a', hash: 'h2' },
        { id: 'b', hash: 'h1' },
      ],
      load,
    );
    expect(loads).toEqual([['a'], ['a', 'b']]);
  });

  it('forgets the least recently used documents beyond its capacity', async () => {
    const loads: string[] = [];
    const cache = createPassageCache(2);
    const load = async (ids: string[]) => {
      loads.push(...ids);
      return new Map(ids.map((id) => [id, BODY]));
    };
    for (const id of ['a', 'b', 'a', 'c', 'a', 'b']) await cache.get([{ id, hash: 'h' }], load);
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});
