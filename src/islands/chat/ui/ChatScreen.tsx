/**
 * The chat screen (SPEC-COVERAGE §2 "Chat screen"): the conversation list beside the conversation on wide
 * screens, a drawer on phones; the conversation's header with the real-time status, its
 * messages and the composer. Moves the focus where the next step is: the conversation's title
 * after opening one, the composer for a new one.
 */
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import type { SocketStatus as Status } from '~/stores/socket-client.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { SocketStatus } from '../../shared/realtime/SocketStatus.tsx';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';
import type { ChatStore } from '../chat.contract.ts';
import { Composer } from './Composer.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MessageArea } from './MessageArea.tsx';
import type { ChatMessages } from '../messages.ts';

/** preset-wind4's `lg`: from here the list sits beside the conversation and the drawer is moot. */
const WIDE_SCREEN = '(min-width: 64rem)';

export interface ChatScreenProps {
  store: ChatStore;
  messages: ChatMessages;
  locale: Locale;
  socketStatus: ReadableAtom<Status>;
  /** When the page was rendered (ISO), for what depends on the clock until hydration. */
  renderedAt: string;
  /** The localId of a question sent by the composer's plain form, before or without JavaScript. */
  formLocalId: string;
  /** The audio player's bar, shown above the composer. */
  player?: ReactNode;
  /** The voice input (voice-mode switch and recorder), shown in the composer. */
  voice?: ReactNode;
}

export function ChatScreen({
  store,
  messages,
  locale,
  socketStatus,
  renderedAt,
  formLocalId,
  player,
  voice,
}: ChatScreenProps) {
  const current = useStore(store.$current);
  const status = useStore(socketStatus);
  // The page is signed in, but the socket only starts once hydrated: until then 'disconnected'
  // is not news worth a badge.
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    if (typeof matchMedia === 'undefined') return;
    const wide = matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [drawerOpen]);

  const closeDrawer = () => {
    setDrawerOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const open = (id: string | null) => {
    setDrawerOpen(false);
    void store.open(id);
    requestAnimationFrame(() => (id === null ? composer.current : title.current)?.focus());
  };

  return (
    <div className="flex min-h-0 w-full flex-1">
      <aside
        id="chat-conversations"
        aria-labelledby="chat-conversations-title"
        className={`${drawerOpen ? 'flex' : 'hidden'} fixed inset-0 z-30 flex-col bg-surface lg:static lg:z-auto lg:flex lg:w-80 lg:shrink-0 lg:border-r lg:border-line`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && drawerOpen && !(event.target as Element).closest('[role="alertdialog"]'))
            closeDrawer();
        }}
      >
        <div className="flex justify-end px-2 pt-2 lg:hidden">
          {/* Beside the button, on its own row: below, it would cover the list's heading when the drawer opens and focuses it. */}
          <Tooltip content={messages['chat.ui.closeList']} side="left" repeatsName>
            <button
              ref={closeButton}
              type="button"
              className="btn-ghost px-3"
              aria-label={messages['chat.ui.closeList']}
              onClick={closeDrawer}
            >
              <span className="i-lucide-x" aria-hidden="true" />
            </button>
          </Tooltip>
        </div>
        <ConversationList store={store} messages={messages} locale={locale} renderedAt={renderedAt} onOpen={open} />
      </aside>
      <section aria-labelledby="chat-title" inert={drawerOpen} className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-6">
          <Tooltip content={messages['chat.ui.openList']} side="bottom" repeatsName>
            <button
              ref={toggle}
              type="button"
              className="btn-ghost px-3 lg:hidden"
              aria-label={messages['chat.ui.openList']}
              aria-expanded={drawerOpen}
              aria-controls="chat-conversations"
              onClick={() => setDrawerOpen(true)}
            >
              <span className="i-lucide-panel-left" aria-hidden="true" />
            </button>
          </Tooltip>
          <h1 id="chat-title" ref={title} tabIndex={-1} className="min-w-0 flex-1 truncate text-lg font-semibold">
            {current?.title ?? messages['chat.ui.newConversation']}
          </h1>
          <SocketStatus
            status={status}
            signedIn={hydrated}
            labels={{
              connecting: messages['chat.ui.socketConnecting'],
              error: messages['chat.ui.socketLost'],
              disconnected: messages['chat.ui.socketLost'],
            }}
          />
        </header>
        <MessageArea store={store} messages={messages} locale={locale} />
        {player}
        <Composer
          store={store}
          messages={messages}
          locale={locale}
          textarea={composer}
          formLocalId={formLocalId}
          voice={voice}
        />
      </section>
    </div>
  );
}
