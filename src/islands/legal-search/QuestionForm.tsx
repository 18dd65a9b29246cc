/**
 * The question (SPEC-COVERAGE §2, §5): Enter asks, Shift+Enter goes to a new line; 10000 characters at
 * most. The voice input, when offered, asks aloud instead.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode, RefObject } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { formatCount } from '../shared/format.ts';
import { MAX_QUESTION_LENGTH } from '~/shared/legal-search-rules.ts';
import { canAsk } from './legal-search.ts';
import { COUNTER_FROM } from '../shared/format.ts';
import type { LegalSearchStore } from './legal-search.store.ts';
import type { LegalSearchMessages } from './messages.ts';
import { format as fill } from '~/i18n/format.ts';

export interface QuestionFormProps {
  store: LegalSearchStore;
  messages: LegalSearchMessages;
  locale: Locale;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The voice input (microphone, voice mode), when the page offers it. */
  voice?: ReactNode;
}

export const QUESTION_FIELD_ID = 'legal-search-question';

export function QuestionForm({ store, messages, locale, textarea, voice }: QuestionFormProps) {
  const draft = useStore(store.$draft);
  const busy = useStore(store.$busy);
  const counted = draft.length >= COUNTER_FROM;
  const ask = () => void store.submit();

  return (
    <form
      className="card grid gap-3 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        ask();
      }}
    >
      <label htmlFor={QUESTION_FIELD_ID} className="text-lg font-semibold">
        {messages['search.form.label']}
      </label>
      <textarea
        ref={textarea}
        id={QUESTION_FIELD_ID}
        name="questionText"
        rows={4}
        maxLength={MAX_QUESTION_LENGTH}
        value={draft}
        placeholder={messages['search.form.placeholder']}
        aria-describedby={counted ? 'legal-search-hint legal-search-counter' : 'legal-search-hint'}
        className="field-input resize-y leading-relaxed"
        onChange={(event) => store.setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          ask();
        }}
      />
      {voice}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm text-muted">
          <p id="legal-search-hint">{messages['search.form.hint']}</p>
          {counted && (
            <p
              id="legal-search-counter"
              aria-live="polite"
              className={draft.length >= MAX_QUESTION_LENGTH ? 'text-danger' : undefined}
            >
              {fill(messages['search.form.counter'], {
                count: formatCount(draft.length, locale),
                max: formatCount(MAX_QUESTION_LENGTH, locale),
              })}
            </p>
          )}
          {busy && <p>{messages['search.form.busy']}</p>}
        </div>
        <button
          type="submit"
          className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          disabled={busy || !canAsk(draft)}
        >
          <span className="i-lucide-search" aria-hidden="true" />
          {messages['search.form.submit']}
        </button>
      </div>
    </form>
  );
}
