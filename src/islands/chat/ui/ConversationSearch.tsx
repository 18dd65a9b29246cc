/** The search across the user's conversations: sent to the store once typing pauses. */
import { useEffect, useRef, useState } from 'react';

/** Long enough to skip the letters of a word typed in one go, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ConversationSearchProps {
  /** The search in force (the store's). */
  query: string;
  label: string;
  placeholder: string;
  onSearch: (query: string) => void;
}

export function ConversationSearch({ query, label, placeholder, onSearch }: ConversationSearchProps) {
  const [value, setValue] = useState(query);
  const sent = useRef(query);
  useEffect(() => {
    if (value === sent.current) return;
    const handle = setTimeout(() => {
      sent.current = value;
      onSearch(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [value, onSearch]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older mobile browsers many of our users have, a search form is not
    <form role="search" className="grid gap-1" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="chat-conversation-search" className="sr-only">
        {label}
      </label>
      <div className="relative">
        <span
          className="i-lucide-search pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id="chat-conversation-search"
          type="search"
          maxLength={200}
          value={value}
          placeholder={placeholder}
          className="field-input pl-9 text-sm"
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
    </form>
  );
}
