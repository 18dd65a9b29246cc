/**
 * The signed-in user's draft on the server (`/api/e/documents/drafts/{templateId}`), so it
 * follows them to another device. Saves wait for a pause in the typing; a failed save is
 * tried again later without a word, since the browser's copy already holds everything.
 */
import type { DocumentDraft, DocumentTemplate, TemplateValues } from '~/documents/template.types.ts';
import { isRetryable } from '~/stores/errors.ts';
import { HttpError, type HttpClient } from '~/stores/http.ts';
import type { TimerHandle, Timers } from '~/stores/timers.ts';
import { debounce } from './deferred.ts';
import { readDraft } from './drafts.ts';

export const SERVER_SAVE_DELAY_MS = 1500;
export const SERVER_RETRY_MS = 30_000;

export interface DraftApi {
  load(): Promise<DocumentDraft | null>;
  save(draft: { values: TemplateValues; step: number }): Promise<void>;
  remove(): Promise<void>;
}

export function draftApi(http: Pick<HttpClient, 'get' | 'put' | 'delete'>, template: DocumentTemplate): DraftApi {
  const url = `/api/e/documents/drafts/${encodeURIComponent(template._id)}`;
  return {
    load: async () => readDraft(template, (await http.get<{ data?: unknown } | undefined>(url))?.data),
    save: async (draft) => void (await http.put(url, draft)),
    remove: async () => void (await http.delete(url)),
  };
}

type Change = { kind: 'save'; values: TemplateValues; step: number } | { kind: 'remove' };

export interface ServerDraftSync {
  save(values: TemplateValues, step: number): void;
  /** Removes the server's draft (« Recommencer »), superseding any save still waiting. */
  remove(): void;
  /** Sends what waits now (the connection is back, the page is hidden). */
  flush(): void;
}

export function createServerDraftSync(
  api: DraftApi,
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>,
): ServerDraftSync {
  // Only the latest change matters: each one replaces the whole draft.
  let waiting: Change | null = null;
  let sending = false;
  /** The session ended (401): the browser's copy is all that can be kept. */
  let stopped = false;
  let retry: TimerHandle | undefined;
  const later = debounce(timers, SERVER_SAVE_DELAY_MS, () => void send());

  async function send(): Promise<void> {
    const change = waiting;
    if (sending || stopped || !change) return;
    sending = true;
    try {
      await (change.kind === 'save' ? api.save({ values: change.values, step: change.step }) : api.remove());
      if (waiting === change) waiting = null;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) stopped = true;
      else if (!isRetryable(error instanceof HttpError ? error : {})) {
        // The server refuses this draft (too large…): keeping it only in the browser is all we can do.
        if (waiting === change) waiting = null;
      } else if (waiting === change) retry ??= timers.setTimeout(retryNow, SERVER_RETRY_MS);
    } finally {
      sending = false;
    }
    // Typed while the request was on its way.
    if (waiting && waiting !== change && !stopped) later.schedule();
  }

  function retryNow(): void {
    if (retry !== undefined) timers.clearTimeout(retry);
    retry = undefined;
    void send();
  }

  return {
    save(values, step) {
      waiting = { kind: 'save', values, step };
      later.schedule();
    },
    remove() {
      later.cancel();
      waiting = { kind: 'remove' };
      void send();
    },
    flush() {
      later.cancel();
      retryNow();
    },
  };
}
