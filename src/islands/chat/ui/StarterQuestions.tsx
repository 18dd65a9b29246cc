/** An empty conversation: a welcome and the six starter questions of SPEC-COVERAGE §1, each sent at a click. */
import type { ChatMessages } from '../messages.ts';
import { STARTER_KEYS } from '../messages.ts';

export interface StarterQuestionsProps {
  messages: ChatMessages;
  onAsk: (question: string) => void;
}

export function StarterQuestions({ messages, onAsk }: StarterQuestionsProps) {
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center sm:py-10">
      <span className="i-lucide-scale text-4xl text-brand" aria-hidden="true" />
      <h2 className="text-2xl font-semibold">{messages['chat.ui.welcomeTitle']}</h2>
      <p className="max-w-xl text-muted">{messages['chat.ui.welcomeText']}</p>
      <h3 id="chat-starters" className="mt-2 text-sm font-semibold">
        {messages['chat.ui.startersTitle']}
      </h3>
      <ul aria-labelledby="chat-starters" className="grid w-full list-none gap-2 p-0 sm:grid-cols-2">
        {STARTER_KEYS.map((key) => (
          <li key={key} className="grid">
            <button
              type="button"
              className="btn-ghost justify-start rounded-xl border border-line bg-surface text-left font-normal"
              onClick={() => onAsk(messages[key])}
            >
              <span className="i-lucide-message-circle-question shrink-0 text-brand" aria-hidden="true" />
              {messages[key]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
