// Builds the installed app's icons (public/icons/, named by the web app manifest,
// src/pages/manifest.webmanifest.ts) from the logo (public/logo.svg): icon-192.png and
// icon-512.png are the logo as it is; icon-maskable-512.png puts its glyph on a full-bleed
// square of the logo's green, inside the central 80 % circle that every launcher's mask keeps.
// Rendered by Debian's Chromium (scripts/chromium.mjs), nothing downloaded; the PNGs are
// committed, so this runs only when the logo changes.
// Re-run: node scripts/build-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(join(root, 'public/logo.svg'), 'utf8');
const BRAND = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#17664c';
// The glyph alone: the logo without its rounded square.
const glyph = logo.replace(/<rect[^>]*\/>/, '');

const page = (size, svg, background) =>
  `<!doctype html><html><body style="margin:0;background:${background}">` +
  `<div style="width:${size}px;height:${size}px;display:flex;align-items:center;justify-content:center">${svg}</div></body></html>`;

const ICONS = [
  {
    file: 'icon-192.png',
    size: 192,
    html: (s) => page(s, logo.replace('<svg ', `<svg width="${s}" height="${s}" `), 'transparent'),
  },
  {
    file: 'icon-512.png',
    size: 512,
    html: (s) => page(s, logo.replace('<svg ', `<svg width="${s}" height="${s}" `), 'transparent'),
  },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    // The glyph spans 20 of the 32 units: at 60 % of the side it stays inside the safe circle.
    html: (s) =>
      page(s, glyph.replace('<svg ', `<svg width="${Math.round(s * 0.6)}" height="${Math.round(s * 0.6)}" `), BRAND),
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, size, html } of ICONS) {
    const tab = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await tab.setContent(html(size));
    const png = await tab.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(join(root, 'public/icons', file), png);
    console.log(`public/icons/${file}: ${size}×${size}, ${png.length} bytes`);
    await tab.close();
  }
} finally {
  await browser.close();
}
