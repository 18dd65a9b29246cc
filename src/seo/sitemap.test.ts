import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { ROUTES } from '../routes.ts';
import { robotsTxt } from './robots.ts';
import { localeSitemap, publicRoutePaths, sitemapIndex } from './sitemap.ts';

const ORIGIN = 'https://jurisia.example';

describe('sitemapIndex', () => {
  it('points at one sitemap per locale', () => {
    const xml = sitemapIndex(ORIGIN);
    expect(xml.match(/<sitemap>/g)).toHaveLength(LOCALES.length);
    expect(xml).toContain('<loc>https://jurisia.example/sitemap-fr.xml</loc>');
    expect(xml).toContain('<loc>https://jurisia.example/sitemap-yo.xml</loc>');
  });
});

describe('localeSitemap', () => {
  const xml = localeSitemap(
    'en',
    [{ path: '/' }, { path: '/library/documents/a&b', lastModified: '2020-03-26' }],
    ORIGIN,
  );

  it('lists the pages in the locale, with every language version and x-default', () => {
    expect(xml).toContain('<loc>https://jurisia.example/en</loc>');
    expect(xml).toContain(
      '<loc>https://jurisia.example/en/library/documents/a&amp;b</loc><lastmod>2020-03-26</lastmod>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://jurisia.example/library/documents/a&amp;b"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://jurisia.example/"/>');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(2 * (LOCALES.length + 1));
  });
});

describe('publicRoutePaths', () => {
  it('keeps the open pages without parameters and leaves out guarded and token pages', () => {
    const paths = publicRoutePaths(ROUTES);
    expect(paths).toEqual(expect.arrayContaining(['/', '/contact', '/about-us', '/help']));
    for (const hidden of [
      '/chat/:conversationId?',
      '/login',
      '/library/personnal',
      '/reset-password',
      '/lawyers/:id',
    ]) {
      expect(paths).not.toContain(hidden);
    }
  });
});

describe('robotsTxt', () => {
  it('keeps the rules and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toContain('Disallow: /api/\n');
    expect(robotsTxt(ORIGIN)).toContain('Sitemap: https://jurisia.example/sitemap.xml');
  });
});
