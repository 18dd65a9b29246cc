/**
 * What an account page needs from a failed form post (src/http/form-page.ts): the values to
 * put back, the translated error of each field, and the texts of the client-side checks.
 */
import { type FormState, formState } from '~/http/form-page';
import type { Translate } from '~/i18n/messages';
import { sameSitePath } from '~/islands/auth/google';
import type { Problem } from '~/islands/auth/validate';

export interface FormView {
  state: FormState | null;
  values: Record<string, string>;
  error: (field: string) => string | undefined;
}

export function formView(locals: App.Locals, form: string, t: Translate): FormView {
  const state = formState(locals, form);
  return {
    state,
    values: state?.values ?? {},
    error: (field) => {
      const key = state?.errors[field];
      return key ? t(key) : undefined;
    },
  };
}

/** The one failed form among a page's forms, whose status the page answers with. */
export function failedForm(...views: FormView[]): FormState | null {
  return views.find((view) => view.state)?.state ?? null;
}

/** `data-problems` of a `form[data-validate]` (src/islands/auth/enhance-form.ts). */
export function problemTexts(t: Translate): string {
  // A text too short or a file too large is said by its own field (`data-problem-too-short`…), the bound being its own.
  const texts: Record<Exclude<Problem, 'tooShort' | 'tooLarge'>, string> = {
    required: t('authUi.validation.required'),
    email: t('authUi.validation.email'),
    passwordLength: t('authUi.validation.passwordLength'),
    code: t('authUi.validation.code'),
    match: t('authUi.validation.match'),
    confirmWord: t('authUi.validation.confirmWord'),
  };
  return JSON.stringify(texts);
}

/** A same-site path from `?redirect=`, for the hidden field; the server checks it again. */
export function redirectParam(url: URL): string {
  return sameSitePath(url.searchParams.get('redirect')) ?? '';
}
