/** What every page and layout needs from the request, derived once from `Astro.locals`. */
import { createTranslator, type Translate } from './i18n/messages.ts';
import type { Locale } from './i18n/locales.ts';
import { localizePath } from './i18n/paths.ts';
import { isRouteEnabled } from './routes.ts';

export interface PageContext {
  t: Translate;
  locale: Locale;
  /** The locale-free path of the current page. */
  path: string;
  appName: string;
  /** A locale-aware href for a locale-free path. */
  href: (path: string) => string;
  /** False for links whose feature is switched off: menus leave them out. */
  enabled: (path: string) => boolean;
  user: App.Locals['user'];
}

export function pageContext(locals: App.Locals): PageContext {
  const { locale, platform } = locals;
  return {
    t: createTranslator(locale),
    locale,
    path: locals.path,
    appName: platform.config.appName,
    href: (path) => localizePath(path, locale),
    enabled: (path) => isRouteEnabled(path, platform.config.features),
    user: locals.user,
  };
}
