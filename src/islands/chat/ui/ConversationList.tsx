/**
 * The conversation list (SPEC-COVERAGE §2): a new conversation, the search across conversations, the
 * conversations grouped by date, and more of them as the list is scrolled to its end (an
 * IntersectionObserver on a sentinel, with a button for browsers without one).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { format as fill } from '~/i18n/format.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import type { ChatStore } from '../chat.contract.ts';
import { ConversationItem } from './ConversationItem.tsx';
import { ConversationSearch } from './ConversationSearch.tsx';
import { type ConversationGroup, groupConversations } from '../conversation-groups.ts';
import type { ChatMessageKey, ChatMessages } from '../messages.ts';

const GROUP_LABELS: Record<ConversationGroup, ChatMessageKey> = {
  today: 'chat.ui.group.today',
  yesterday: 'chat.ui.group.yesterday',
  week: 'chat.ui.group.week',
  month: 'chat.ui.group.month',
  older: 'chat.ui.group.older',
};

export interface ConversationListProps {
  store: ChatStore;
  messages: ChatMessages;
  locale: Locale;
  /** When the page was rendered (ISO): groups by it, in UTC, until the reader's clock is known. */
  renderedAt: string;
  /** After a conversation (or a new one) is chosen: the screen closes the drawer and moves the focus. */
  onOpen: (id: string | null) => void;
}

export function ConversationList({ store, messages, locale, renderedAt, onOpen }: ConversationListProps) {
  const list = useStore(store.$conversations);
  const current = useStore(store.$current);
  const hydrated = useHydrated();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = list.page < list.totalPages;
  const groups = hydrated
    ? groupConversations(list.items, new Date())
    : groupConversations(list.items, new Date(renderedAt), 'utc');

  const search = useCallback((query: string) => void store.searchConversations(query), [store]);

  // Observing again after each page asks for the next one while the sentinel is still in view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting) && !store.$conversations.get().loading)
        void store.loadMoreConversations();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, store, list.page]);

  const actions = {
    onOpen,
    onRename: (id: string, title: string) => void store.rename(id, title),
    onDelete: (id: string) => void store.remove(id),
    onExport: (id: string) => void store.exportPdf(id),
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="grid gap-3 px-3 pt-3">
        <h2 id="chat-conversations-title" className="text-lg font-semibold">
          {messages['chat.ui.conversations']}
        </h2>
        <button type="button" className="btn-primary w-full" onClick={() => onOpen(null)}>
          <span className="i-lucide-message-square-plus" aria-hidden="true" />
          {messages['chat.ui.newConversation']}
        </button>
        <ConversationSearch
          query={list.query}
          label={messages['chat.ui.search']}
          placeholder={messages['chat.ui.searchPlaceholder']}
          onSearch={search}
        />
      </div>
      <div aria-busy={list.loading} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        <p className="sr-only" aria-live="polite">
          {list.loading ? messages['chat.ui.loading'] : ''}
        </p>
        {list.items.length === 0 && !list.loading && (
          <p className="px-2 text-sm text-muted">
            {list.query
              ? fill(messages['chat.ui.noMatch'], { query: list.query })
              : messages['chat.ui.noConversations']}
          </p>
        )}
        {groups.map(({ group, items }) => (
          <section key={group} aria-labelledby={`chat-group-${group}`} className="mt-2 grid gap-1">
            <h3 id={`chat-group-${group}`} className="px-2 text-xs font-semibold uppercase tracking-wide text-muted">
              {messages[GROUP_LABELS[group]]}
            </h3>
            <ul className="grid list-none gap-0.5 p-0">
              {items.map((discussion) => (
                <ConversationItem
                  key={discussion._id}
                  discussion={discussion}
                  current={discussion._id === current?._id}
                  locale={locale}
                  messages={messages}
                  {...actions}
                />
              ))}
            </ul>
          </section>
        ))}
        {canLoadMore && (
          <div ref={sentinel} className="mt-2 grid">
            <button
              type="button"
              className="btn-ghost text-sm disabled:opacity-60"
              disabled={list.loading}
              onClick={() => void store.loadMoreConversations()}
            >
              {list.loading ? messages['chat.ui.loading'] : messages['chat.ui.moreConversations']}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
