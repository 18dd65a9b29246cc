/** Under an answer: copy its text, and thumbs up or down (toggle buttons; pressing again clears). */
import { useEffect, useState } from 'react';
import type { Feedback } from '~/shared/events.ts';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';
import type { ChatMessages } from '../messages.ts';

/** How long "Copié" replaces "Copier". */
export const COPIED_MS = 2000;

export interface AnswerActionsProps {
  text: string;
  feedback: Feedback | null;
  messages: ChatMessages;
  onFeedback: (value: Feedback | null) => void;
}

export function AnswerActions({ text, feedback, messages, onFeedback }: AnswerActionsProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const handle = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(handle);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // The browser refused the clipboard (permission, insecure page): the text stays selectable.
    }
  };
  const toggle = (value: Feedback) => onFeedback(feedback === value ? null : value);
  const look = 'btn-ghost min-h-9 px-2 py-1 text-sm text-muted aria-pressed:text-brand';

  return (
    <div className="flex flex-wrap items-center gap-1">
      <button type="button" className={look} onClick={() => void copy()}>
        <span className={copied ? 'i-lucide-check' : 'i-lucide-copy'} aria-hidden="true" />
        <span aria-live="polite">{copied ? messages['chat.ui.copied'] : messages['chat.ui.copy']}</span>
      </button>
      <Tooltip content={messages['chat.ui.helpful']} repeatsName>
        <button
          type="button"
          className={look}
          aria-pressed={feedback === 'up'}
          aria-label={messages['chat.ui.helpful']}
          onClick={() => toggle('up')}
        >
          <span className="i-lucide-thumbs-up" aria-hidden="true" />
        </button>
      </Tooltip>
      <Tooltip content={messages['chat.ui.notHelpful']} repeatsName>
        <button
          type="button"
          className={look}
          aria-pressed={feedback === 'down'}
          aria-label={messages['chat.ui.notHelpful']}
          onClick={() => toggle('down')}
        >
          <span className="i-lucide-thumbs-down" aria-hidden="true" />
        </button>
      </Tooltip>
    </div>
  );
}
