import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formState } from '../../../src/http/form-page.ts';
import { POST } from '../../../src/pages/api/preferences.ts';
import { callRoute, type TestPlatform, testPlatform } from './route-harness.ts';

const YEAR = 365 * 24 * 60 * 60;
let test: TestPlatform;
beforeAll(async () => {
  test = await testPlatform({ DEFAULT_CHAT_THINK_MODE: 'think' });
});
afterAll(() => test.platform.close());

describe('POST /api/preferences', () => {
  it('saves language, theme and think mode in cookies for a year, then shows the settings in the chosen language', async () => {
    const { response, setCookies } = await callRoute(POST, test.platform, {
      path: '/api/preferences',
      form: { language: 'yo', theme: 'dark', thinkMode: 'deepThink' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/yo/settings');
    for (const [name, value] of [
      ['i18n_redirected', 'yo'],
      ['theme', 'dark'],
      ['think_mode', 'deepThink'],
    ]) {
      expect(setCookies.get(name ?? '')).toEqual({ value, options: { path: '/', maxAge: YEAR, sameSite: 'lax' } });
    }
    expect(setCookies.get('flash')?.value).toBe('success:settingsSaved');
  });

  it('sends French, the default language, to the unprefixed settings page', async () => {
    const { response } = await callRoute(POST, test.platform, {
      path: '/api/preferences',
      form: { language: 'fr', theme: 'system' },
      locale: 'en',
    });
    expect(response.headers.get('location')).toBe('/settings');
  });

  it('answers JSON with the preferences in force, changing only what was sent', async () => {
    const { response, setCookies } = await callRoute(POST, test.platform, {
      path: '/api/preferences',
      json: { theme: 'light' },
      locale: 'fon',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      preferences: { language: 'fon', theme: 'light', thinkMode: 'think' },
    });
    expect([...setCookies.keys()]).toEqual(['theme']);
  });

  it('ignores the think mode while the selector is switched off', async () => {
    const platform = { ...test.platform, config: { ...test.platform.config, enableChatThinkMode: false } };
    const { setCookies } = await callRoute(POST, platform, {
      path: '/api/preferences',
      form: { theme: 'dark', thinkMode: 'instant' },
    });
    expect(setCookies.has('think_mode')).toBe(false);
    expect(setCookies.get('theme')?.value).toBe('dark');
  });

  it('refuses unknown values: 400 with field messages in JSON, the settings page with errors for a form', async () => {
    const json = await callRoute(POST, test.platform, {
      path: '/api/preferences',
      json: { language: 'xx', theme: 'pink', thinkMode: 'slow' },
    });
    expect(json.response.status).toBe(400);
    expect(await json.response.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: "Vos préférences n'ont pas été enregistrées : corrigez les choix signalés.",
      fields: {
        language: 'Choisissez une langue de la liste.',
        theme: 'Choisissez un des thèmes proposés.',
        thinkMode: 'Choisissez un mode : Instant, Think ou Deep Think.',
      },
    });
    expect(json.setCookies.size).toBe(0);

    const form = await callRoute(POST, test.platform, {
      path: '/api/preferences',
      form: { language: 'xx', theme: 'dark' },
    });
    expect(form.renderedPage).toBe('/settings');
    expect(formState(form.locals, 'settings')).toMatchObject({
      status: 400,
      errors: { language: 'settings.errors.language' },
    });
    expect(form.setCookies.size).toBe(0);
  });
});
