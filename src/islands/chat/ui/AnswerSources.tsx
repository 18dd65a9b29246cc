/**
 * The sources of one chat answer, numbered as its citation markers, each linked to its library
 * page. Ids carry the answer's key: several answers share the page.
 */
import type { Locale } from '~/i18n/locales.ts';
import type { AnswerSource } from '~/shared/events.ts';
import { formatDay, sourceHref } from '../../shared/format.ts';
import { format as fill } from '~/i18n/format.ts';
import type { ChatMessages } from '../messages.ts';

/** The element id of source n of the answer `key`, the target of its citation markers. */
export const chatSourceId = (key: string, n: number) => `chat-source-${key}-${n}`;

export interface AnswerSourcesProps {
  answerKey: string;
  sources: AnswerSource[];
  locale: Locale;
  messages: ChatMessages;
}

export function AnswerSources({ answerKey, sources, locale, messages }: AnswerSourcesProps) {
  if (sources.length === 0) return null;
  const headingId = `chat-sources-${answerKey}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t border-line pt-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {messages['chat.ui.sources']}
      </h3>
      <ol className="grid list-none gap-2 p-0">
        {sources.map((source, index) => (
          <li
            key={source.documentId}
            id={chatSourceId(answerKey, index + 1)}
            tabIndex={-1}
            className="grid gap-0.5 rounded-lg border border-line p-2 text-sm target:border-brand"
          >
            <a href={sourceHref(source, locale)} className="font-medium text-brand underline break-words">
              <span aria-hidden="true">[{index + 1}] </span>
              {source.title}
            </a>
            {source.excerpt && <p className="line-clamp-2 break-words text-muted">{source.excerpt}</p>}
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              {source.jurisdiction && (
                <span>{fill(messages['chat.ui.jurisdiction'], { jurisdiction: source.jurisdiction })}</span>
              )}
              {source.date && <span>{fill(messages['chat.ui.date'], { date: formatDay(source.date, locale) })}</span>}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
