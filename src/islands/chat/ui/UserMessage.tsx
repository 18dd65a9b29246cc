/**
 * A question of the user, on the right: its text as typed (or heard), its recording when asked
 * aloud, a small status while it waits for the connection, is sent and answered, and when it failed
 * the reason (SPEC-COVERAGE §8) with "Réessayer" (SPEC-COVERAGE §4: only failed user messages can be
 * sent again).
 */
import { useContext } from 'react';
import { ListenButton } from '../../shared/audio/ListenButton.tsx';
import type { ChatEntry } from '../chat.contract.ts';
import { trackTitle } from '../chat-audio.ts';
import { ChatAudioContext } from '../ChatAudioContext.ts';
import type { ChatMessages } from '../messages.ts';

export interface UserMessageProps {
  entry: ChatEntry;
  messages: ChatMessages;
  onRetry: (key: string) => void;
}

export function UserMessage({ entry, messages, onRetry }: UserMessageProps) {
  const { message, sendError } = entry;
  const sound = useContext(ChatAudioContext);
  return (
    <div className="ml-auto grid max-w-[85%] justify-items-end gap-1">
      <p className="rounded-2xl rounded-br-sm bg-brand px-4 py-2 text-on-brand whitespace-pre-wrap break-words">
        <span className="sr-only">{messages['chat.ui.you']} : </span>
        {message.contentText}
      </p>
      {sound && message.isAudioQuestion && message.audioFile && (
        <ListenButton
          player={sound.audio.player}
          trackId={message._id}
          label={sound.labels.playRecording}
          pauseLabel={sound.labels.pause}
          onListen={() =>
            sound.audio.playRecording(message, trackTitle(message.contentText) || sound.labels.playRecording)
          }
        />
      )}
      {entry.waiting && (
        <p className="flex items-center gap-1 text-xs text-muted">
          <span className="i-lucide-wifi-off" aria-hidden="true" />
          {messages['chat.ui.waitingForConnection']}
        </p>
      )}
      {message.answerStatus === 'pending' && !entry.waiting && (
        <p className="flex items-center gap-1 text-xs text-muted">
          <span className="i-lucide-loader-circle motion-safe:animate-spin" aria-hidden="true" />
          {message._id ? messages['chat.ui.pending'] : messages['chat.ui.sending']}
        </p>
      )}
      {message.answerStatus === 'failed' && (
        <div className="flex flex-wrap items-center justify-end gap-x-2 text-sm text-danger">
          <span className="i-lucide-circle-alert" aria-hidden="true" />
          <span>{sendError ?? message.err ?? messages['chat.errors.push']}</span>
          <button type="button" className="btn-ghost min-h-9 px-2 py-1 text-fg" onClick={() => onRetry(entry.key)}>
            <span className="i-lucide-rotate-ccw" aria-hidden="true" />
            {messages['chat.ui.retry']}
          </button>
        </div>
      )}
    </div>
  );
}
