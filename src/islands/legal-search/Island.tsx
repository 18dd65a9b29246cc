/**
 * The legal search island (hydrated with client:load on /search): builds the store on the
 * platform's HTTP client, socket, timers, toasts and sessionStorage, starts it once hydrated,
 * and renders the screen. Texts come translated from the page (see messages.ts).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { browserSessionStorage } from '../../stores/browser-storage.ts';
import { api } from '../../stores/http.ts';
import { $socketStatus, onServerEvent } from '../../stores/socket.ts';
import { globalTimers } from '../../stores/timers.ts';
import { toast } from '../../stores/toasts.ts';
import { saveBlob } from './export-result.ts';
import { LegalSearch } from './LegalSearch.tsx';
import type { HistoryPage } from './legal-search.ts';
import { createLegalSearchStore } from './legal-search.store.ts';
import { type LegalSearchMessages, WAITING_KEYS } from './messages.ts';

export interface LegalSearchIslandProps {
  /** The first history page, read by the server for an instant display. */
  initial: HistoryPage;
  messages: LegalSearchMessages;
  locale: Locale;
}

export function LegalSearchIsland({ initial, messages, locale }: LegalSearchIslandProps) {
  const [store] = useState(() =>
    createLegalSearchStore(
      {
        http: api,
        onPush: (handler) => onServerEvent('legal_search_ai_response', handler),
        socketStatus: $socketStatus,
        timers: globalTimers,
        random: Math.random,
        uuid: () => crypto.randomUUID(),
        now: () => new Date(),
        storage: browserSessionStorage,
        notify: toast,
        saveFile: saveBlob,
        language: locale,
        waitingCount: WAITING_KEYS.length,
        texts: { deleted: messages['search.toast.deleted'], exportFailed: messages['search.toast.exportFailed'], saved: messages['search.toast.saved'], error: messages['search.toast.error'] },
      },
      initial,
    ),
  );
  useEffect(() => store.start(), [store]);
  return <LegalSearch store={store} messages={messages} locale={locale} />;
}
