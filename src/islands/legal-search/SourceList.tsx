/** The numbered sources of an answer: each links to its library page, with excerpt, jurisdiction and date. */
import type { Locale } from '~/i18n/locales.ts';
import type { AnswerSource } from '~/shared/events.ts';
import { sourceAnchor } from '../shared/AnswerBody.tsx';
import { formatDay, sourceHref } from '../shared/format.ts';
import type { LegalSearchMessages } from './messages.ts';
import { format as fill } from '~/i18n/format.ts';

export interface SourceListProps {
  sources: AnswerSource[];
  locale: Locale;
  messages: LegalSearchMessages;
}

export function SourceList({ sources, locale, messages }: SourceListProps) {
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="legal-search-sources" className="grid gap-3">
      <h4 id="legal-search-sources" className="text-lg font-semibold">
        {messages['search.result.sources']}
      </h4>
      <ol className="grid list-none gap-3 p-0">
        {sources.map((source, index) => (
          <li
            key={source.documentId}
            id={sourceAnchor(index + 1)}
            tabIndex={-1}
            className="grid gap-1 rounded-lg border border-line p-3 target:border-brand"
          >
            <a href={sourceHref(source, locale)} className="font-medium text-brand underline break-words">
              <span aria-hidden="true">[{index + 1}] </span>
              {source.title}
            </a>
            {source.excerpt && <p className="text-sm break-words">{source.excerpt}</p>}
            <p className="flex flex-wrap gap-x-3 text-xs text-muted">
              {source.jurisdiction && (
                <span>{fill(messages['search.result.jurisdiction'], { jurisdiction: source.jurisdiction })}</span>
              )}
              {source.date && (
                <span>{fill(messages['search.result.date'], { date: formatDay(source.date, locale) })}</span>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
