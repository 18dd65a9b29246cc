import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICONS, webManifest } from './web-manifest.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('has what a browser needs to offer the install, opening on the home page of its language', () => {
    const manifest = webManifest({ appName: 'Jurisia', description: 'Assistant juridique', locale: 'en' });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Jurisia',
      short_name: 'Jurisia',
      lang: 'en',
      start_url: '/en',
      scope: '/',
      display: 'standalone',
    });
    expect(webManifest({ appName: 'J', description: '', locale: 'fr' }).start_url).toBe('/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names icons of 192 and 512 pixels and a maskable one, each a PNG of the size it says', () => {
    expect(ICONS.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of ICONS) expect(pngSize(`public${icon.src}`)).toBe(icon.sizes);
  });
});
