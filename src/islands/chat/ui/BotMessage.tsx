/**
 * An answer of the assistant, on the left: its Markdown subset as React elements (never HTML;
 * citations link to its sources, local links get the locale prefix), typed in while it streams,
 * then its sources, listening (read aloud), copy and feedback once complete.
 */
import { useContext } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import type { Feedback } from '~/shared/events.ts';
import { AnswerBody } from '../../shared/AnswerBody.tsx';
import { AnswerActions } from './AnswerActions.tsx';
import { ListenButton } from '../../shared/audio/ListenButton.tsx';
import { AnswerSources, chatSourceId } from './AnswerSources.tsx';
import { trackTitle } from '../chat-audio.ts';
import { ChatAudioContext } from '../ChatAudioContext.ts';
import type { ChatEntry } from '../chat.contract.ts';
import type { ChatMessages } from '../messages.ts';

export interface BotMessageProps {
  entry: ChatEntry;
  messages: ChatMessages;
  locale: Locale;
  onFeedback: (messageId: string, value: Feedback | null) => void;
}

export function BotMessage({ entry, messages, locale, onFeedback }: BotMessageProps) {
  const { key, message, typing } = entry;
  const complete = typing === null;
  const sound = useContext(ChatAudioContext);
  const readAnswer = sound?.audio.readAnswer;
  return (
    <div className="mr-auto grid w-full max-w-[95%] gap-3 rounded-2xl rounded-bl-sm border border-line bg-surface px-4 py-3 sm:max-w-[85%]">
      <p className="sr-only">{messages['chat.ui.assistant']} :</p>
      <AnswerBody
        text={typing ?? message.contentText}
        sourceCount={message.sources.length}
        locale={locale}
        citeLabel={messages['chat.ui.cite']}
        sourceId={(n) => chatSourceId(key, n)}
      />
      {complete && <AnswerSources answerKey={key} sources={message.sources} locale={locale} messages={messages} />}
      {complete && message._id && (
        <div className="flex flex-wrap items-center gap-1">
          {sound && readAnswer && (
            <ListenButton
              player={sound.audio.player}
              trackId={message._id}
              label={sound.labels.readAloud}
              pauseLabel={sound.labels.pause}
              onListen={() => readAnswer(message, trackTitle(message.contentText))}
            />
          )}
          <AnswerActions
            text={message.contentText}
            feedback={message.feedback}
            messages={messages}
            onFeedback={(value) => onFeedback(message._id, value)}
          />
        </div>
      )}
    </div>
  );
}
