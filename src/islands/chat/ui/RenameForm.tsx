/** The inline rename of a conversation: Enter (or the check button) saves, Escape cancels. */
import { useEffect, useId, useRef, useState } from 'react';
import { TITLE_MAX_LENGTH } from '~/shared/chat-rules.ts';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';

export interface RenameFormProps {
  title: string;
  texts: { label: string; save: string; cancel: string };
  onSave: (title: string) => void;
  onCancel: () => void;
}

export function RenameForm({ title, texts, onSave, onCancel }: RenameFormProps) {
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <form
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {texts.label}
      </label>
      <input
        ref={input}
        id={id}
        value={value}
        maxLength={TITLE_MAX_LENGTH}
        className="field-input min-w-0 flex-1 py-1"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSave(value);
          } else if (event.key === 'Escape') {
            // Escape must not also close the drawer around the list.
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <Tooltip content={texts.save} repeatsName>
        <button type="submit" className="btn-ghost px-2" aria-label={texts.save}>
          <span className="i-lucide-check" aria-hidden="true" />
        </button>
      </Tooltip>
      <Tooltip content={texts.cancel} repeatsName>
        <button type="button" className="btn-ghost px-2" aria-label={texts.cancel} onClick={onCancel}>
          <span className="i-lucide-x" aria-hidden="true" />
        </button>
      </Tooltip>
    </form>
  );
}
