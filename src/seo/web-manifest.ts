/**
 * The web app manifest (docs/ARCHITECTURE.md "Offline"): what a browser needs to offer to
 * install the platform, in the page's language. One app for every language (`id` /), opened on
 * the home page of the language it was installed from. Pure: the endpoint passes the values.
 */
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';

/** The theme's colours (src/styles/theme.css): the brand green and the light background. */
export const THEME_COLOR = '#17664c';
export const THEME_COLOR_DARK = '#0f1519';
export const BACKGROUND_COLOR = '#f7f8f6';

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface ManifestInput {
  appName: string;
  description: string;
  locale: Locale;
}

export function webManifest({ appName, description, locale }: ManifestInput) {
  return {
    id: '/',
    name: appName,
    short_name: appName,
    description,
    lang: locale,
    dir: 'ltr',
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS,
  };
}
