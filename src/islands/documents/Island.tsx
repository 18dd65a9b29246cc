/**
 * The document generator island (hydrated with client:load on /documents/generate/{id}):
 * builds the store on the browser's storage, timers, fetch and toasts, starts it once
 * hydrated (drafts, the user's day) and renders the form and preview. Texts come translated
 * from the page (see messages.ts).
 */
import { useEffect, useState } from 'react';
import type { DocumentTemplate } from '~/documents/template.types.ts';
import { browserLocalStorage } from '~/stores/browser-storage.ts';
import { announceSubscriptionExpired, createHttpClient, HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import { toast } from '~/stores/toasts.ts';
import { saveBlob } from '../shared/save-file.ts';
import { DocumentGenerator } from './DocumentGenerator.tsx';
import { createGeneratorStore, type GeneratorDeps } from './generator.store.ts';
import type { DocumentMessages } from './messages.ts';
import { draftApi } from './server-drafts.ts';
import { TooltipProvider } from '../shared/tooltip/Tooltip.tsx';

export interface DocumentGeneratorIslandProps {
  template: DocumentTemplate;
  messages: DocumentMessages;
  locale: string;
  signedIn: boolean;
  /** The server's day (ISO), so the first render matches the page. */
  today: string;
  /** The personal library's address (localized), where a saved document opens; null when that feature is off. */
  personalLibraryHref: string | null;
  /** The sign-in page back to this one, for a visitor; null when signed in or sign-in is off. */
  signInHref: string | null;
}

// Drafts are saved in the background: a failure there must not raise the platform's
// connection or session toasts (the browser's copy holds everything); hence no hooks.
const quietHttp = createHttpClient({ fetch: (url, init) => globalThis.fetch(url, init) });

const browserLifecycle: GeneratorDeps['lifecycle'] = {
  listen({ save, online }) {
    // Phones often kill a hidden tab without 'pagehide': hiding is the last sure moment.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    addEventListener('pagehide', save);
    addEventListener('online', online);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      removeEventListener('pagehide', save);
      removeEventListener('online', online);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

export function DocumentGeneratorIsland({
  template,
  messages,
  locale,
  signedIn,
  today,
  personalLibraryHref,
  signInHref,
}: DocumentGeneratorIslandProps) {
  const [store] = useState(() =>
    createGeneratorStore({
      template,
      today,
      storage: browserLocalStorage,
      timers: globalTimers,
      now: () => new Date(),
      serverDrafts: signedIn ? draftApi(quietHttp, template) : null,
      fetch: (url, init) => globalThis.fetch(url, init),
      saveFile: saveBlob,
      notify: (input) => void toast(input),
      onForbidden: (message, code) =>
        void announceSubscriptionExpired(
          window,
          signedIn,
          new HttpError({ statusCode: 403, message, ...(code === null ? {} : { code }) }),
        ),
      lifecycle: browserLifecycle,
      messages,
      links: {
        personalItem: personalLibraryHref ? (id) => `${personalLibraryHref}/${encodeURIComponent(id)}` : null,
        signIn: signInHref,
      },
    }),
  );
  useEffect(() => store.start(), [store]);
  return (
    <TooltipProvider>
      <DocumentGenerator
        store={store}
        messages={messages}
        locale={locale}
        signedIn={signedIn}
        signInHref={signInHref}
      />
    </TooltipProvider>
  );
}
