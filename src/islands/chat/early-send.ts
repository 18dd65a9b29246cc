/**
 * A question sent before the chat island has the page (issue 23 item 1): on a slow network the
 * composer shows seconds before its script runs. `installEarlySend` runs as an inline script at
 * first paint: Enter or « Envoyer » posts the question at once (the POST needs no socket), shows
 * it pending, and keeps it in sessionStorage; once hydrated, the island takes it back
 * (`takeEarlyQuestions`) and sends it again with the same localId, which the server answers
 * with the first record: recorded once, then answered as usual. Without JavaScript the same form
 * posts itself (Composer.tsx, chat/http.ts).
 */
import type { BrowserStorage } from './chat-memory.ts';

export const EARLY_QUESTIONS_KEY = 'jurisia.chat.early';
/** The page's element that shows the questions sent early (EarlyQuestions.astro). */
export const EARLY_STATUS_ID = 'chat-early';

export interface EarlyQuestion {
  localId: string;
  contentText: string;
  /** The conversation it was sent in; null for a new one. */
  discussion: string | null;
}

export interface EarlySendOptions {
  composerId: string;
  statusId: string;
  storageKey: string;
}

type EarlyWindow = Pick<Window, 'document' | 'fetch' | 'sessionStorage'> & {
  MutationObserver: typeof MutationObserver;
};

/**
 * Serialised into the page (`earlySendScript`): self-contained, plain ES2017, no imports. Does
 * nothing once the island has hydrated (its `ssr` attribute gone).
 */
export function installEarlySend(win: EarlyWindow, options: EarlySendOptions): void {
  const doc = win.document;
  const field = doc.getElementById(options.composerId) as HTMLTextAreaElement | null;
  const form = field?.form ?? null;
  const island = form?.closest('astro-island') ?? null;
  const status = doc.getElementById(options.statusId);
  const list = status?.querySelector('ul') ?? null;
  if (!field || !form || !island || !status || !list || !island.hasAttribute('ssr')) return;
  const hydrating = () => island.hasAttribute('ssr');
  const newId = () => `early-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const keep = (question: EarlyQuestion) => {
    try {
      const kept: unknown = JSON.parse(win.sessionStorage.getItem(options.storageKey) ?? '[]');
      win.sessionStorage.setItem(options.storageKey, JSON.stringify([...(Array.isArray(kept) ? kept : []), question]));
    } catch {
      // Storage blocked: the POST below still records it; the island will find it on the server.
    }
  };
  const send = (event: Event) => {
    if (!hydrating()) return;
    event.preventDefault();
    const text = field.value.trim();
    if (text === '') return;
    const body = new FormData(form);
    const question: EarlyQuestion = {
      localId: newId(),
      contentText: text,
      discussion: (body.get('discussion') as string | null) || null,
    };
    body.set('localId', question.localId);
    body.set('contentText', text);
    keep(question);
    field.value = '';
    const item = doc.createElement('li');
    item.textContent = text;
    list.appendChild(item);
    status.hidden = false;
    win
      .fetch(form.action, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .catch(() => undefined);
  };
  form.addEventListener('submit', send);
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) send(event);
  });
  // The island shows the questions itself once it has taken them.
  const watch = new win.MutationObserver(() => {
    if (hydrating()) return;
    status.hidden = true;
    list.textContent = '';
    watch.disconnect();
  });
  watch.observe(island, { attributes: true, attributeFilter: ['ssr'] });
}

/** The inline script of the chat page. */
export function earlySendScript(options: EarlySendOptions): string {
  return `(${installEarlySend.toString()})(window, ${JSON.stringify(options).replace(/</g, '\\u003c')});`;
}

const isEarlyQuestion = (value: unknown): value is EarlyQuestion => {
  const item = value as Partial<EarlyQuestion> | null;
  return (
    typeof item?.localId === 'string' &&
    typeof item.contentText === 'string' &&
    (item.discussion === null || typeof item.discussion === 'string')
  );
};

/** The questions sent early in the conversation `discussion` (null: a new one), removed from storage; the others stay. */
export function takeEarlyQuestions(storage: BrowserStorage | null, discussion: string | null): EarlyQuestion[] {
  let kept: unknown;
  try {
    kept = JSON.parse(storage?.getItem(EARLY_QUESTIONS_KEY) ?? '[]');
  } catch {
    kept = [];
  }
  const all = Array.isArray(kept) ? kept.filter(isEarlyQuestion) : [];
  const taken = all.filter((question) => question.discussion === discussion);
  const others = all.filter((question) => question.discussion !== discussion);
  try {
    if (others.length === 0) storage?.removeItem(EARLY_QUESTIONS_KEY);
    else storage?.setItem(EARLY_QUESTIONS_KEY, JSON.stringify(others));
  } catch {
    // Nothing to do: taken once here, sent with its localId, it is recorded once anyway.
  }
  return taken;
}
