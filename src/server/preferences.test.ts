import { describe, expect, it } from 'vitest';
import { currentPreferences, preferenceCookies, preferencesInput } from './preferences.ts';

describe('preferences', () => {
  it('accepts any of the 18 locales, three themes and three think modes, each optional', () => {
    expect(preferencesInput.parse({ language: 'yo', theme: 'dark', thinkMode: 'deepThink' })).toEqual({
      language: 'yo',
      theme: 'dark',
      thinkMode: 'deepThink',
    });
    expect(preferencesInput.parse({ language: 'cs' })).toEqual({ language: 'cs' });
    expect(preferencesInput.parse({})).toEqual({});
    const bad = preferencesInput.safeParse({ language: 'xx', theme: 'pink', thinkMode: 'slow' });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'settings.errors.language',
      'settings.errors.theme',
      'settings.errors.thinkMode',
    ]);
  });

  it('writes one cookie per chosen preference, and no think mode while the selector is off', () => {
    const all = { language: 'en', theme: 'light', thinkMode: 'think' } as const;
    expect(preferenceCookies(all, { enableChatThinkMode: true })).toEqual([
      ['i18n_redirected', 'en'],
      ['theme', 'light'],
      ['think_mode', 'think'],
    ]);
    expect(preferenceCookies(all, { enableChatThinkMode: false })).toEqual([
      ['i18n_redirected', 'en'],
      ['theme', 'light'],
    ]);
    expect(preferenceCookies({ theme: 'system' }, { enableChatThinkMode: true })).toEqual([['theme', 'system']]);
  });

  it('reads the cookies, falling back to the system theme and the configured think mode', () => {
    const cookies = (values: Record<string, string>) => (name: string) => values[name];
    expect(
      currentPreferences(cookies({ theme: 'dark', think_mode: 'think' }), 'fon', { defaultChatThinkMode: 'instant' }),
    ).toEqual({ language: 'fon', theme: 'dark', thinkMode: 'think' });
    expect(
      currentPreferences(cookies({ theme: 'neon', think_mode: 'x' }), 'fr', { defaultChatThinkMode: 'deepThink' }),
    ).toEqual({ language: 'fr', theme: 'system', thinkMode: 'deepThink' });
  });
});
