import { describe, expect, it } from 'vitest';
import { etagMatches, strongEtag, withEtag } from './etag.ts';

const page = (cacheControl?: string) =>
  new Response('<p>Bonjour</p>', {
    headers: { 'content-type': 'text/html', ...(cacheControl ? { 'cache-control': cacheControl } : {}) },
  });
const get = (headers: Record<string, string> = {}) => new Request('http://localhost/library/documents/x', { headers });

describe('etagMatches', () => {
  it('compares weakly, in a list, and accepts *', () => {
    const tag = strongEtag(new TextEncoder().encode('a'));
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});

describe('withEtag', () => {
  it('tags public responses with a strong ETag of their bytes and keeps the body', async () => {
    const response = await withEtag(get(), page('public, max-age=300'));
    expect(response.headers.get('etag')).toBe(strongEtag(new TextEncoder().encode('<p>Bonjour</p>')));
    expect(response.headers.get('etag')).not.toMatch(/^W\//);
    expect(await response.text()).toBe('<p>Bonjour</p>');
  });

  it('answers 304 without a body when If-None-Match matches', async () => {
    const first = await withEtag(get(), page('public, max-age=300'));
    const again = await withEtag(
      get({ 'if-none-match': first.headers.get('etag') ?? '' }),
      page('public, max-age=300'),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await again.text()).toBe('');
  });

  it('leaves private, uncached and failed responses alone', async () => {
    for (const cc of [undefined, 'private, no-cache', 'no-store']) {
      expect((await withEtag(get(), page(cc))).headers.has('etag')).toBe(false);
    }
    const notFound = new Response('x', { status: 404, headers: { 'cache-control': 'public, max-age=300' } });
    expect((await withEtag(get(), notFound)).headers.has('etag')).toBe(false);
  });
});
