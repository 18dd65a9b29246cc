/**
 * The messages of the open conversation (SPEC-COVERAGE §2: the scroll area with id messages-scroll-area),
 * a log that screen readers follow politely: older messages on demand at the top, the user's
 * questions on the right and the answers on the left, the waiting line while an answer is
 * awaited; the welcome and starter questions when the conversation is empty.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { BotMessage } from './BotMessage.tsx';
import type { ChatStore } from '../chat.contract.ts';
import type { ChatMessages } from '../messages.ts';
import { StarterQuestions } from './StarterQuestions.tsx';
import { entryAttribute, useMessageScroll } from '../use-message-scroll.ts';
import { UserMessage } from './UserMessage.tsx';

export interface MessageAreaProps {
  store: ChatStore;
  messages: ChatMessages;
  locale: Locale;
}

export function MessageArea({ store, messages, locale }: MessageAreaProps) {
  const entries = useStore(store.$entries);
  const older = useStore(store.$older);
  const waiting = useStore(store.$waiting);
  const area = useRef<HTMLDivElement>(null);
  const loadOlder = () => void store.loadOlder();
  const onScroll = useMessageScroll({ area, entries, waiting, older, loadOlder });

  return (
    <div
      ref={area}
      id="messages-scroll-area"
      role="log"
      aria-live="polite"
      aria-label={messages['chat.ui.messages']}
      aria-busy={older.loading}
      // A scrolled region must be reachable by keyboard to be scrolled with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="relative min-h-0 flex-1 overflow-y-auto"
      onScroll={onScroll}
    >
      <div className="mx-auto grid max-w-3xl gap-4 px-3 py-4 sm:px-6">
        {older.hasMore && (
          <button
            type="button"
            className="btn-ghost justify-self-center text-sm disabled:opacity-60"
            disabled={older.loading}
            onClick={loadOlder}
          >
            <span
              className={older.loading ? 'i-lucide-loader-circle motion-safe:animate-spin' : 'i-lucide-chevron-up'}
              aria-hidden="true"
            />
            {older.loading ? messages['chat.ui.loadingOlder'] : messages['chat.ui.olderMessages']}
          </button>
        )}
        {entries.length === 0 && !older.loading ? (
          <StarterQuestions messages={messages} onAsk={(question) => void store.send(question)} />
        ) : (
          <ol className="grid list-none gap-4 p-0">
            {entries.map((entry) => (
              <li key={entry.key} className="grid" {...entryAttribute(entry.key)}>
                {entry.message.senderType === 'user' ? (
                  <UserMessage entry={entry} messages={messages} onRetry={(key) => void store.retry(key)} />
                ) : (
                  <BotMessage
                    entry={entry}
                    messages={messages}
                    locale={locale}
                    onFeedback={(id, value) => void store.setFeedback(id, value)}
                  />
                )}
              </li>
            ))}
          </ol>
        )}
        {waiting !== null && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <span className="i-lucide-loader-circle motion-safe:animate-spin" aria-hidden="true" />
            {waiting}
          </p>
        )}
      </div>
    </div>
  );
}
