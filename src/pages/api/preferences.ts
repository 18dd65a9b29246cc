/** POST /api/preferences {language?, theme?, thinkMode?} (JSON or the settings form). */
import type { APIRoute } from 'astro';
import { renderFormPage, submittedValues } from '~/http/form-page';
import { readInput, wantsJson } from '~/http/request';
import { apiError, fieldErrors, redirectWithFlash, translateFields } from '~/http/responses';
import { createTranslator } from '~/i18n/messages';
import { localizePath } from '~/i18n/paths';
import {
  currentPreferences,
  PREFERENCE_COOKIE_MAX_AGE,
  preferenceCookies,
  preferencesInput,
} from '~/server/preferences';

export const POST: APIRoute = async (context) => {
  const { request, locals, cookies } = context;
  const { config } = locals.platform;
  const json = wantsJson(request);
  const input = await readInput(request);
  if (!input.ok) return input.response;

  const parsed = preferencesInput.safeParse(input.data);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const t = createTranslator(locals.locale);
    if (json)
      return apiError(400, t('settings.errors.invalid'), {
        code: 'validation_failed',
        fields: translateFields(errors, t),
      });
    const values = submittedValues(input.data, ['language', 'theme', 'thinkMode']);
    return renderFormPage(context, '/settings', {
      form: 'settings',
      status: 400,
      values,
      errors,
      formError: { key: 'settings.errors.invalid' },
    });
  }

  // Readable by scripts on purpose: the chat reads the think mode, and none of these is a secret.
  for (const [name, value] of preferenceCookies(parsed.data, config)) {
    cookies.set(name, value, { path: '/', maxAge: PREFERENCE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  const language = parsed.data.language ?? locals.locale;
  if (json) {
    const saved = currentPreferences((name) => cookies.get(name)?.value, language, config);
    return Response.json({ success: true, preferences: saved });
  }
  // The page of the chosen language; the middleware would otherwise reset the cookie to the old one.
  return redirectWithFlash(context, localizePath('/settings', language), 'settingsSaved');
};
