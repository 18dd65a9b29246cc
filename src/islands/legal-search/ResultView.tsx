/**
 * The result view (SPEC-COVERAGE §2): the question, the rotating waiting messages while pending, the
 * answer and its sources, or the failure text of SPEC-COVERAGE §8 (with the reason, when it says more);
 * a question refused for a spent quota is no failure: the plan's limit, with the plans' link;
 * listening (the recorded question, the answer read aloud), export, delete and a new question.
 * A live region tells screen-reader users when the answer arrives.
 */
import { useStore } from '@nanostores/react';
import { type RefObject, useContext } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import type { AnswerStatus, LegalSearchRequest } from '~/shared/events.ts';
import { ListenButton } from '../shared/audio/ListenButton.tsx';
import { SocketStatus } from '../shared/realtime/SocketStatus.tsx';
import { AnswerBody } from '../shared/AnswerBody.tsx';
import { ConfirmDelete } from '../shared/ConfirmDelete.tsx';
import type { LegalSearchStore } from './legal-search.store.ts';
import { type LegalSearchMessageKey, type LegalSearchMessages, WAITING_KEYS } from './messages.ts';
import { SearchSoundContext } from './SearchSoundContext.ts';
import { SourceList } from './SourceList.tsx';

const ANNOUNCEMENTS: Record<AnswerStatus, LegalSearchMessageKey> = {
  pending: 'search.result.pending',
  completed: 'search.result.arrived',
  failed: 'search.result.failed',
};

export interface ResultViewProps {
  store: LegalSearchStore;
  messages: LegalSearchMessages;
  locale: Locale;
  heading: RefObject<HTMLHeadingElement | null>;
  onDelete: (request: LegalSearchRequest) => void;
  onNewQuestion: () => void;
}

export function ResultView({ store, messages, locale, heading, onDelete, onNewQuestion }: ResultViewProps) {
  const current = useStore(store.$current);
  const waiting = useStore(store.$waiting);
  const exporting = useStore(store.$exporting);
  const socketStatus = useStore(store.$socketStatus);
  const announced = useStore(store.$announcement);
  const limit = useStore(store.$limit);
  const offline = useStore(store.$offline);
  const waitingKey = WAITING_KEYS[waiting % WAITING_KEYS.length] ?? WAITING_KEYS[0];
  const sound = useContext(SearchSoundContext);

  return (
    <section aria-labelledby="legal-search-result" className="card grid gap-4 p-4 sm:p-6">
      <h2 id="legal-search-result" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {messages['search.result.title']}
      </h2>
      <p role="status" className="sr-only">
        {announced ? messages[ANNOUNCEMENTS[announced]] : ''}
      </p>
      {limit !== null ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-brand bg-brand-soft p-3">
          <p className="flex items-center gap-2 font-semibold">
            <span className="i-lucide-gauge text-brand" aria-hidden="true" />
            {messages['platform.upgrade.title']}
          </p>
          <p className="text-sm">{limit}</p>
          {store.pricingHref && (
            <a href={store.pricingHref} className="btn-primary w-fit">
              <span className="i-lucide-sparkles" aria-hidden="true" />
              {messages['platform.upgrade.action']}
            </a>
          )}
        </div>
      ) : !current ? (
        <p className="text-muted">{messages['search.result.empty']}</p>
      ) : (
        <>
          <div className="grid gap-1">
            <h3 className="text-sm font-medium text-muted">{messages['search.result.question']}</h3>
            <p className="whitespace-pre-wrap break-words">{current.questionText || messages['chat.voiceTitle']}</p>
            {sound && current._id && current.audioUrl && (
              <div>
                <ListenButton
                  player={sound.player}
                  trackId={`${current._id}:question`}
                  label={sound.labels.playRecording}
                  pauseLabel={sound.labels.pause}
                  onListen={() => sound.playRecording(current)}
                />
              </div>
            )}
          </div>
          {current.answerStatus === 'pending' && offline && (
            <p className="flex items-center gap-2 rounded-lg bg-brand-soft p-3">
              <span className="i-lucide-wifi-off" aria-hidden="true" />
              {messages['chat.ui.waitingForConnection']}
            </p>
          )}
          {current.answerStatus === 'pending' && !offline && (
            <div className="grid gap-2 rounded-lg bg-brand-soft p-3">
              <p className="flex items-center gap-2">
                <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
                {messages[waitingKey]}
              </p>
              <SocketStatus
                status={socketStatus}
                signedIn
                labels={{
                  connecting: messages['search.socket.connecting'],
                  error: messages['search.connection'],
                  disconnected: messages['search.connection'],
                }}
              />
            </div>
          )}
          {current.answerStatus === 'failed' && (
            <div className="grid gap-1 rounded-lg border border-danger p-3 text-danger">
              <p className="flex items-center gap-2">
                <span className="i-lucide-circle-x" aria-hidden="true" />
                {messages['search.result.failed']}
              </p>
              {current.err && current.err !== messages['search.result.failed'] && (
                <p className="text-sm">{current.err}</p>
              )}
            </div>
          )}
          {current.answerStatus === 'completed' && current.answerText && (
            <div className="grid gap-4">
              <h3 className="text-lg font-semibold">{messages['search.result.answer']}</h3>
              <AnswerBody
                text={current.answerText}
                sourceCount={current.sources.length}
                locale={locale}
                citeLabel={messages['search.result.cite']}
              />
              <SourceList sources={current.sources} locale={locale} messages={messages} />
            </div>
          )}
          <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
            {sound?.readAnswer && current._id && current.answerStatus === 'completed' && (
              <ListenButton
                player={sound.player}
                trackId={current._id}
                label={sound.labels.readAloud}
                pauseLabel={sound.labels.pause}
                onListen={() => sound.readAnswer?.(current)}
              />
            )}
            {current._id && current.answerStatus === 'completed' && (
              <button
                type="button"
                className="btn-ghost border border-line disabled:opacity-60"
                disabled={exporting}
                aria-busy={exporting}
                onClick={() => void store.exportPdf(current)}
              >
                <span className="i-lucide-file-down" aria-hidden="true" />
                {messages['search.result.export']}
              </button>
            )}
            {store.canSaveToLibrary && current._id && current.answerStatus === 'completed' && (
              <button
                type="button"
                className="btn-ghost border border-line disabled:opacity-60"
                disabled={exporting}
                aria-busy={exporting}
                onClick={() => void store.saveToLibrary(current)}
              >
                <span className="i-lucide-bookmark-plus" aria-hidden="true" />
                {messages['search.result.save']}
              </button>
            )}
            {current._id && (
              <ConfirmDelete
                label={messages['search.result.delete']}
                texts={{
                  confirm: messages['search.delete.confirm'],
                  yes: messages['search.delete.yes'],
                  no: messages['search.delete.no'],
                }}
                onConfirm={() => onDelete(current)}
              />
            )}
            <button type="button" className="btn-ghost" onClick={onNewQuestion}>
              <span className="i-lucide-plus" aria-hidden="true" />
              {messages['search.result.new']}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
