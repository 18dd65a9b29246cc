import { describe, expect, it } from 'vitest';
import { createAllowedMethods } from './api-methods.ts';

const module =
  (...methods: string[]) =>
  async () =>
    Object.fromEntries(methods.map((m) => [m, () => new Response()]));

describe('the methods an API route answers', () => {
  const allowed = createAllowedMethods({
    './pages/api/lawyers/index.ts': module('GET'),
    './pages/api/lawyers/[id].ts': module('GET', 'PUT'),
    './pages/api/lawyers/search.ts': module('POST'),
    './pages/api/lawyers/[id]/contact.ts': module('POST'),
    './pages/api/files/[...key].ts': module('GET'),
    './pages/api/e/legalsearch/[id]/export-result-as-[format].ts': module('GET'),
    './pages/api/any.ts': module('ALL'),
  });

  it('reads them from the route the path reaches, a static segment before a parameter', async () => {
    expect(await allowed('/api/lawyers')).toEqual(['GET', 'HEAD']);
    expect(await allowed('/api/lawyers/')).toEqual(['GET', 'HEAD']);
    expect(await allowed('/api/lawyers/search')).toEqual(['POST']);
    expect(await allowed('/api/lawyers/l-1')).toEqual(['GET', 'HEAD', 'PUT']);
    expect(await allowed('/api/lawyers/l-1/contact')).toEqual(['POST']);
    expect(await allowed('/api/files/users/u1/personal/a')).toEqual(['GET', 'HEAD']);
    expect(await allowed('/api/e/legalsearch/s1/export-result-as-pdf')).toEqual(['GET', 'HEAD']);
  });

  it('knows no route where none is, nor the methods of one answering all', async () => {
    expect(await allowed('/api/lawyers/l-1/reviews')).toEqual([]);
    expect(await allowed('/api/nope')).toEqual([]);
    expect(await allowed('/api/e/legalsearch/s1/export-result-as-')).toEqual([]);
    expect(await allowed('/api/e/legalsearch/s1/export-result-asXpdf')).toEqual([]);
    expect(await allowed('/api/any')).toEqual([]);
  });
});
