/**
 * Interface preferences kept in cookies, so they apply before sign-in and on every page
 * without a database read: language (`i18n_redirected`, read by the middleware), theme
 * (`theme`, read by Base.astro) and the chat's default think mode (`think_mode`).
 */
import { z } from 'zod';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, type Locale } from '../i18n/locales.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { THINK_MODES, type ThinkMode } from '../shared/events.ts';
import type { Config } from './config.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'theme';
export const THINK_MODE_COOKIE = 'think_mode';
export const PREFERENCE_COOKIE_MAX_AGE = LOCALE_COOKIE_MAX_AGE;

const key = (k: MessageKey) => ({ error: k });

/** Each field is optional: a script may change one preference at a time. */
export const preferencesInput = z.object({
  language: z.enum(LOCALES, key('settings.errors.language')).optional(),
  theme: z.enum(THEMES, key('settings.errors.theme')).optional(),
  thinkMode: z.enum(THINK_MODES, key('settings.errors.thinkMode')).optional(),
});
export type PreferencesInput = z.infer<typeof preferencesInput>;

export interface Preferences {
  language: Locale;
  theme: Theme;
  thinkMode: ThinkMode;
}

const isTheme = (v: string | undefined): v is Theme => (THEMES as readonly string[]).includes(v ?? '');
const isThinkMode = (v: string | undefined): v is ThinkMode => (THINK_MODES as readonly string[]).includes(v ?? '');

/** The preferences in force: the page's locale, and the cookies or their defaults. */
export function currentPreferences(
  cookie: (name: string) => string | undefined,
  locale: Locale,
  config: Pick<Config, 'defaultChatThinkMode'>,
): Preferences {
  const theme = cookie(THEME_COOKIE);
  const thinkMode = cookie(THINK_MODE_COOKIE);
  return {
    language: locale,
    theme: isTheme(theme) ? theme : 'system',
    thinkMode: isThinkMode(thinkMode) ? thinkMode : config.defaultChatThinkMode,
  };
}

/**
 * The cookies to write for a saved choice. The think mode is ignored while the selector is
 * switched off (ENABLE_CHAT_THINK_MODE=0), as the settings page does not offer it then.
 */
export function preferenceCookies(
  input: PreferencesInput,
  config: Pick<Config, 'enableChatThinkMode'>,
): [name: string, value: string][] {
  const cookies: [string, string][] = [];
  if (input.language) cookies.push([LOCALE_COOKIE, input.language]);
  if (input.theme) cookies.push([THEME_COOKIE, input.theme]);
  if (input.thinkMode && config.enableChatThinkMode) cookies.push([THINK_MODE_COOKIE, input.thinkMode]);
  return cookies;
}
