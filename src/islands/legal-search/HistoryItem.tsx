/** One search of the history: opens in the result view; its status updates live; deletable. */
import type { Locale } from '~/i18n/locales.ts';
import type { AnswerStatus, LegalSearchRequest } from '~/shared/events.ts';
import { ConfirmDelete } from '../shared/ConfirmDelete.tsx';
import { formatWhen, shortQuestion } from '../shared/format.ts';
import type { LegalSearchMessageKey, LegalSearchMessages } from './messages.ts';
import { format as fill } from '~/i18n/format.ts';
import { useHydrated } from '../shared/use-hydrated.ts';

const STATUS: Record<AnswerStatus, { key: LegalSearchMessageKey; look: string; icon: string }> = {
  pending: {
    key: 'search.status.pending',
    look: 'text-brand',
    icon: 'i-lucide-loader-circle animate-spin motion-reduce:animate-none',
  },
  completed: { key: 'search.status.completed', look: 'text-muted', icon: 'i-lucide-circle-check' },
  failed: { key: 'search.status.failed', look: 'text-danger', icon: 'i-lucide-circle-x' },
};

export interface HistoryItemProps {
  request: LegalSearchRequest;
  selected: boolean;
  locale: Locale;
  messages: LegalSearchMessages;
  onOpen: (request: LegalSearchRequest) => void;
  onDelete: (request: LegalSearchRequest) => void;
}

export function HistoryItem({ request, selected, locale, messages, onOpen, onDelete }: HistoryItemProps) {
  const hydrated = useHydrated();
  const status = STATUS[request.answerStatus];
  return (
    <li className={`grid gap-2 rounded-lg border p-2 ${selected ? 'border-brand bg-brand-soft' : 'border-line'}`}>
      <div className="flex items-start gap-1">
        <button
          type="button"
          aria-current={selected || undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md p-2 text-left hover:bg-brand-soft"
          onClick={() => onOpen(request)}
        >
          <span className="line-clamp-3 block font-medium break-words">{request.questionText}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
            <span className={`inline-flex items-center gap-1 ${status.look}`}>
              <span className={status.icon} aria-hidden="true" />
              {messages[status.key]}
            </span>
            {/* The server's day first, then the reader's own date and time once hydrated. */}
            <time dateTime={request.createdAt}>
              {hydrated ? formatWhen(request.createdAt, locale) : request.createdAt.slice(0, 10)}
            </time>
          </span>
        </button>
        {request._id && (
          <ConfirmDelete
            iconOnly
            label={fill(messages['search.history.delete'], { question: shortQuestion(request.questionText) })}
            texts={{
              confirm: messages['search.delete.confirm'],
              yes: messages['search.delete.yes'],
              no: messages['search.delete.no'],
            }}
            onConfirm={() => onDelete(request)}
          />
        )}
      </div>
    </li>
  );
}
