/**
 * The composer (SPEC-COVERAGE §2, §5): the draft, sent with Enter (Shift+Enter goes to a new line); a
 * counter near the 10000-character limit; the store's validation message as an alert; the
 * think-mode selector when the configuration enables it; the voice input when the page has one.
 * It is a plain form too (POST /api/e/message), which works before and without JavaScript.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode, RefObject } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { MESSAGE_MAX_LENGTH } from '~/shared/chat-rules.ts';
import { formatCount } from '../../shared/format.ts';
import { COUNTER_FROM } from '../../shared/format.ts';
import { format as fill } from '~/i18n/format.ts';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';
import type { ChatStore } from '../chat.contract.ts';
import type { ChatMessages } from '../messages.ts';
import { ThinkModeSelect } from './ThinkModeSelect.tsx';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { MESSAGE_URL } from '../chat-api.ts';

/** The field's id: the island reads what was typed before it took the page over. */
export const COMPOSER_ID = 'chat-composer';

export interface ComposerProps {
  store: ChatStore;
  messages: ChatMessages;
  locale: Locale;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The localId of a question sent by the plain form (no JavaScript yet, or none): sent twice, it is recorded once. */
  formLocalId: string;
  /** The voice input (microphone, voice mode), when the page offers it. */
  voice?: ReactNode;
}

export function Composer({ store, messages, locale, textarea, formLocalId, voice }: ComposerProps) {
  const draft = useStore(store.$draft);
  const error = useStore(store.$composerError);
  const thinkMode = useStore(store.$thinkMode);
  const current = useStore(store.$current);
  // Until the island has the page, the button sends the plain form (and early-send.ts keeps the question).
  const hydrated = useHydrated();
  const counted = draft.length >= COUNTER_FROM;
  const describedBy = ['chat-composer-hint', counted && 'chat-composer-counter', error && 'chat-composer-error']
    .filter(Boolean)
    .join(' ');
  const send = () => void store.send();

  return (
    <form
      method="post"
      action={MESSAGE_URL}
      className="border-t border-line bg-surface px-3 py-3 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {current && <input type="hidden" name="discussion" value={current._id} />}
      <input type="hidden" name="localId" value={formLocalId} />
      <input type="hidden" name="language" value={locale} />
      <div className="mx-auto grid max-w-3xl gap-2">
        {voice}
        <label htmlFor={COMPOSER_ID} className="sr-only">
          {messages['chat.ui.composerLabel']}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            ref={textarea}
            id={COMPOSER_ID}
            name="contentText"
            rows={2}
            value={draft}
            placeholder={messages['chat.ui.composerPlaceholder']}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="field-input max-h-48 min-w-0 flex-1 resize-y leading-relaxed"
            onChange={(event) => store.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              send();
            }}
          />
          {/* Only the icon shows below `sm`; from there on the label does, and the bubble is hidden. */}
          <Tooltip content={messages['chat.ui.send']} repeatsName className="sm:hidden">
            <button
              type="submit"
              className="btn-primary px-3 disabled:cursor-not-allowed disabled:opacity-60"
              disabled={hydrated && draft.trim() === ''}
            >
              <span className="i-lucide-send" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{messages['chat.ui.send']}</span>
            </button>
          </Tooltip>
        </div>
        {error && (
          <p id="chat-composer-error" role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs text-muted">
          {thinkMode.enabled && (
            <ThinkModeSelect
              value={thinkMode.value}
              messages={messages}
              onChange={(mode) => store.setThinkMode(mode)}
            />
          )}
          <p id="chat-composer-hint" className="sr-only sm:not-sr-only">
            {messages['chat.ui.composerHint']}
          </p>
          {counted && (
            <p
              id="chat-composer-counter"
              aria-live="polite"
              className={draft.length > MESSAGE_MAX_LENGTH ? 'font-medium text-danger' : undefined}
            >
              {fill(messages['chat.ui.counter'], {
                count: formatCount(draft.length, locale),
                max: formatCount(MESSAGE_MAX_LENGTH, locale),
              })}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
