/**
 * Under the form: where the answers are kept (this device, and the account when signed in),
 * that a draft was restored, and « Recommencer », which asks before erasing everything.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { GeneratorStore } from './generator.store.ts';
import type { DocumentMessages } from './messages.ts';

export interface DraftStatusProps {
  store: GeneratorStore;
  messages: DocumentMessages;
  signedIn: boolean;
}

export function DraftStatus({ store, messages, signedIn }: DraftStatusProps) {
  const restored = useStore(store.$restored);
  const hasAnswers = useStore(store.$hasAnswers);
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  const stopAsking = () => {
    setAsking(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <div className="mt-3 grid gap-2 text-sm text-muted">
      <p className="flex items-start gap-2">
        <span className="i-lucide-save mt-0.5 shrink-0" aria-hidden="true" />
        {restored
          ? messages['documents.draft.restored']
          : signedIn
            ? messages['documents.draft.keptAccount']
            : messages['documents.draft.kept']}
      </p>
      {hasAnswers && !asking && (
        <button
          ref={trigger}
          type="button"
          className="btn-ghost justify-self-start px-3 text-fg"
          onClick={() => setAsking(true)}
        >
          <span className="i-lucide-rotate-ccw" aria-hidden="true" />
          {messages['documents.draft.restart']}
        </button>
      )}
      {asking && (
        <div
          role="alertdialog"
          aria-labelledby="document-restart-question"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-danger p-3 text-fg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') stopAsking();
          }}
        >
          <p id="document-restart-question" className="w-full font-medium">
            {messages['documents.draft.confirm']}
          </p>
          <button
            type="button"
            className="btn bg-danger text-on-brand"
            onClick={() => {
              setAsking(false);
              store.restart();
            }}
          >
            {messages['documents.draft.confirmYes']}
          </button>
          <button ref={cancel} type="button" className="btn-ghost" onClick={stopAsking}>
            {messages['documents.draft.confirmNo']}
          </button>
        </div>
      )}
    </div>
  );
}
