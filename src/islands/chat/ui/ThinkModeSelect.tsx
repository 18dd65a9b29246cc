/** The think-mode selector (SPEC-COVERAGE §2, §4): Instant, Think or Deep Think, shown only when enabled. */
import type { ThinkMode } from '~/shared/events.ts';
import type { ChatMessageKey, ChatMessages } from '../messages.ts';

const THINK_MODES: Record<ThinkMode, ChatMessageKey> = {
  instant: 'chat.thinkMode.instant',
  think: 'chat.thinkMode.think',
  deepThink: 'chat.thinkMode.deepThink',
};

const isThinkMode = (value: string): value is ThinkMode => Object.hasOwn(THINK_MODES, value);

export interface ThinkModeSelectProps {
  value: ThinkMode;
  messages: ChatMessages;
  onChange: (mode: ThinkMode) => void;
}

export function ThinkModeSelect({ value, messages, onChange }: ThinkModeSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="chat-think-mode" className="text-sm">
        {messages['chat.thinkMode.label']}
      </label>
      <select
        id="chat-think-mode"
        value={value}
        className="field-input min-h-9 w-auto py-1 text-sm"
        onChange={(event) => {
          if (isThinkMode(event.target.value)) onChange(event.target.value);
        }}
      >
        {Object.entries(THINK_MODES).map(([mode, key]) => (
          <option key={mode} value={mode}>
            {messages[key]}
          </option>
        ))}
      </select>
    </div>
  );
}
