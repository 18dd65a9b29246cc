/**
 * One conversation of the list: a link to /chat/{id} that opens it without a reload, and its
 * actions behind a small menu button (rename inline, export as PDF, delete after confirmation).
 */
import { type MouseEvent, useId, useRef, useState } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { localizePath } from '~/i18n/paths.ts';
import type { Discussion } from '~/shared/events.ts';
import { ConfirmDelete } from '../../shared/ConfirmDelete.tsx';
import { format as fill } from '~/i18n/format.ts';
import type { ChatMessages } from '../messages.ts';
import { RenameForm } from './RenameForm.tsx';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';

export interface ConversationActions {
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (id: string) => void;
  onExport: (id: string) => void;
}

export interface ConversationItemProps extends ConversationActions {
  discussion: Discussion;
  current: boolean;
  locale: Locale;
  messages: ChatMessages;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function ConversationItem({
  discussion,
  current,
  locale,
  messages,
  onOpen,
  onRename,
  onDelete,
  onExport,
}: ConversationItemProps) {
  const [mode, setMode] = useState<'closed' | 'actions' | 'renaming'>('closed');
  const menuButton = useRef<HTMLButtonElement>(null);
  const actionsId = useId();
  const { _id: id, title } = discussion;
  const actionsLabel = fill(messages['chat.ui.actions'], { title });
  const backToMenu = () => {
    setMode('closed');
    requestAnimationFrame(() => menuButton.current?.focus());
  };

  if (mode === 'renaming') {
    return (
      <li className="rounded-lg bg-brand-soft p-1">
        <RenameForm
          title={title}
          texts={{
            label: messages['chat.ui.renameLabel'],
            save: messages['chat.ui.renameSave'],
            cancel: messages['chat.ui.renameCancel'],
          }}
          onCancel={backToMenu}
          onSave={(next) => {
            if (next.trim() !== title) onRename(id, next);
            backToMenu();
          }}
        />
      </li>
    );
  }
  return (
    <li className={`grid min-w-0 rounded-lg ${current ? 'bg-brand-soft' : ''}`}>
      {/* min-w-0 down the line, so a long title is cut with an ellipsis instead of pushing the row off the screen. */}
      <div className="flex min-w-0 items-center">
        <a
          href={localizePath(`/chat/${encodeURIComponent(id)}`, locale)}
          aria-current={current ? 'page' : undefined}
          className="min-h-11 min-w-0 flex-1 truncate rounded-md px-3 py-2.5 text-sm no-underline hover:bg-brand-soft aria-[current=page]:font-semibold"
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onOpen(id);
          }}
        >
          {title}
        </a>
        <Tooltip content={actionsLabel} repeatsName>
          <button
            ref={menuButton}
            type="button"
            className="btn-ghost shrink-0 px-2"
            aria-label={actionsLabel}
            aria-expanded={mode === 'actions'}
            aria-controls={actionsId}
            onClick={() => setMode(mode === 'actions' ? 'closed' : 'actions')}
          >
            <span className="i-lucide-ellipsis" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      <div id={actionsId} hidden={mode !== 'actions'} className="flex flex-wrap gap-1 px-1 pb-2">
        {mode === 'actions' && (
          <>
            <button type="button" className="btn-ghost min-h-9 px-2 py-1 text-sm" onClick={() => setMode('renaming')}>
              <span className="i-lucide-pencil" aria-hidden="true" />
              {messages['chat.ui.rename']}
            </button>
            <button type="button" className="btn-ghost min-h-9 px-2 py-1 text-sm" onClick={() => onExport(id)}>
              <span className="i-lucide-file-down" aria-hidden="true" />
              {messages['chat.ui.export']}
            </button>
            <ConfirmDelete
              label={messages['chat.ui.delete']}
              texts={{
                confirm: messages['chat.ui.deleteConfirm'],
                yes: messages['chat.ui.deleteYes'],
                no: messages['chat.ui.deleteNo'],
              }}
              onConfirm={() => onDelete(id)}
            />
          </>
        )}
      </div>
    </li>
  );
}
