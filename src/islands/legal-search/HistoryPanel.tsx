/**
 * The history (SPEC-COVERAGE §2, §5, §9): 10 per page, newest first, a filter on the question sent to
 * the server as the user types, and previous/next within 1..totalPages.
 */
import { useStore } from '@nanostores/react';
import type { RefObject } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import type { LegalSearchRequest } from '~/shared/events.ts';
import { formatCount } from '../shared/format.ts';
import { HistoryItem } from './HistoryItem.tsx';
import { requestKey, sameRequest } from './legal-search.ts';
import type { LegalSearchStore } from './legal-search.store.ts';
import type { LegalSearchMessages } from './messages.ts';
import { format as fill } from '~/i18n/format.ts';
import { Tooltip } from '../shared/tooltip/Tooltip.tsx';

export interface HistoryPanelProps {
  store: LegalSearchStore;
  messages: LegalSearchMessages;
  locale: Locale;
  heading: RefObject<HTMLHeadingElement | null>;
  onOpen: (request: LegalSearchRequest) => void;
  onDelete: (request: LegalSearchRequest) => void;
}

export function HistoryPanel({ store, messages, locale, heading, onOpen, onDelete }: HistoryPanelProps) {
  const history = useStore(store.$history);
  const filter = useStore(store.$filter);
  const current = useStore(store.$current);
  const { page, totalPages } = history;
  const pageButton = 'btn-ghost border border-line px-3 disabled:cursor-not-allowed disabled:opacity-50';

  return (
    <section aria-labelledby="legal-search-history" className="card grid content-start gap-4 p-4 sm:p-6">
      <h2 id="legal-search-history" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {messages['search.history.title']}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older mobile browsers many of our users have, a search form is not */}
      <form role="search" className="grid gap-2" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="legal-search-filter" className="font-medium">
          {messages['search.history.filter']}
        </label>
        <input
          id="legal-search-filter"
          type="search"
          maxLength={200}
          value={filter}
          placeholder={messages['search.history.filterPlaceholder']}
          className="field-input"
          onChange={(event) => store.setFilter(event.target.value)}
        />
      </form>
      <p className="text-sm text-muted" aria-live="polite">
        {history.loading
          ? messages['search.history.loading']
          : fill(messages['search.history.count'], { count: formatCount(history.totalItems, locale) })}
      </p>
      {history.data.length === 0 ? (
        <p className="text-muted">
          {history.filter
            ? fill(messages['search.history.noMatch'], { filter: history.filter })
            : messages['search.history.empty']}
        </p>
      ) : (
        <ul className="grid list-none gap-2 p-0" aria-busy={history.loading}>
          {history.data.map((request) => (
            <HistoryItem
              key={requestKey(request)}
              request={request}
              selected={current !== null && sameRequest(current, request)}
              locale={locale}
              messages={messages}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav aria-label={messages['search.history.pages']} className="flex items-center justify-between gap-2">
          <Tooltip content={messages['search.history.previous']} repeatsName>
            <button
              type="button"
              className={pageButton}
              disabled={page <= 1}
              aria-label={messages['search.history.previous']}
              onClick={() => void store.goToPage(page - 1)}
            >
              <span className="i-lucide-chevron-left" aria-hidden="true" />
            </button>
          </Tooltip>
          <span className="text-sm">{fill(messages['search.history.page'], { page, total: totalPages })}</span>
          <Tooltip content={messages['search.history.next']} repeatsName>
            <button
              type="button"
              className={pageButton}
              disabled={page >= totalPages}
              aria-label={messages['search.history.next']}
              onClick={() => void store.goToPage(page + 1)}
            >
              <span className="i-lucide-chevron-right" aria-hidden="true" />
            </button>
          </Tooltip>
        </nav>
      )}
    </section>
  );
}
