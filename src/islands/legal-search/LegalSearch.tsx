/**
 * The legal search screen (SPEC-COVERAGE §2): the question and the result view, with the history beside
 * them on wide screens and below them on narrow ones. Moves the focus where the user's next
 * step is: the result after opening a search, the question after "new question".
 */
import { type ReactNode, useRef } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import type { LegalSearchRequest } from '~/shared/events.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import type { LegalSearchStore } from './legal-search.store.ts';
import type { LegalSearchMessages } from './messages.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { ResultView } from './ResultView.tsx';

export interface LegalSearchProps {
  store: LegalSearchStore;
  messages: LegalSearchMessages;
  locale: Locale;
  /** The voice input (microphone, voice mode), shown in the question form when offered. */
  voice?: ReactNode;
  /** The audio player's bar, shown under the result. */
  player?: ReactNode;
}

export function LegalSearch({ store, messages, locale, voice, player }: LegalSearchProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const history = useRef<HTMLHeadingElement>(null);
  const open = (request: LegalSearchRequest) => {
    store.open(request);
    result.current?.focus();
  };
  const remove = async (request: LegalSearchRequest, after: HTMLElement | null) => {
    if (await store.remove(request)) after?.focus();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <QuestionForm store={store} messages={messages} locale={locale} textarea={textarea} voice={voice} />
        <ResultView
          store={store}
          messages={messages}
          locale={locale}
          heading={result}
          onDelete={(request) => void remove(request, textarea.current)}
          onNewQuestion={() => {
            store.newQuestion();
            textarea.current?.focus();
          }}
        />
        {player && <div className="sticky bottom-2 z-10">{player}</div>}
      </div>
      <HistoryPanel
        store={store}
        messages={messages}
        locale={locale}
        heading={history}
        onOpen={open}
        onDelete={(request) => void remove(request, history.current)}
      />
    </div>
  );
}
