/**
 * Keeps the guided form's draft: in localStorage at once and then at most every
 * LOCAL_SAVE_EVERY_MS while typing, and on the server for a signed-in user (server-drafts.ts).
 * On load the browser's copy shows at once; the server's replaces it when newer, unless
 * something was typed meanwhile; a newer browser copy is sent to the server.
 */
import type { DocumentDraft, DocumentTemplate, TemplateValues } from '~/documents/template.types.ts';
import type { Timers } from '~/stores/timers.ts';
import { throttle } from './deferred.ts';
import {
  type DraftStorage,
  hasAnswers,
  loadLocalDraft,
  newerDraft,
  removeLocalDraft,
  saveLocalDraft,
} from './drafts.ts';
import { createServerDraftSync, type DraftApi } from './server-drafts.ts';

export const LOCAL_SAVE_EVERY_MS = 500;

export interface DraftKeeperDeps {
  template: DocumentTemplate;
  storage: DraftStorage;
  timers: Timers;
  now: () => Date;
  /** Null for a visitor, whose draft stays in this browser. */
  serverDrafts: DraftApi | null;
  /** What the form holds now. */
  current: () => { values: TemplateValues; step: number };
}

export function createDraftKeeper({ template, storage, timers, now, serverDrafts, current }: DraftKeeperDeps) {
  let changedSinceLoad = false;
  const draftOf = (): DocumentDraft => ({ templateId: template._id, ...current(), updatedAt: now().toISOString() });
  const localSave = throttle(timers, LOCAL_SAVE_EVERY_MS, () => void saveLocalDraft(storage, draftOf()));
  const serverSync = serverDrafts ? createServerDraftSync(serverDrafts, timers) : null;

  async function mergeServerDraft(
    local: DocumentDraft | null,
    api: DraftApi,
    apply: (draft: DocumentDraft) => void,
  ): Promise<void> {
    let server: DocumentDraft | null;
    try {
      server = await api.load();
    } catch {
      return; // Offline or refused: the browser's copy stands, and goes with the next change.
    }
    const winner = newerDraft(local, server);
    if (server && winner === server && !changedSinceLoad) {
      apply(server);
      saveLocalDraft(storage, server);
    } else if (local && winner === local && local.updatedAt !== server?.updatedAt) {
      if (hasAnswers(local.values)) serverSync?.save(local.values, local.step);
      else if (server) serverSync?.remove();
    }
  }

  return {
    /** Shows the browser's draft through `apply` now, and the server's later if it is newer. */
    load(apply: (draft: DocumentDraft) => void): void {
      const local = loadLocalDraft(storage, template);
      if (local) apply(local);
      if (serverDrafts) void mergeServerDraft(local, serverDrafts, apply);
    },

    changed(): void {
      changedSinceLoad = true;
      localSave.schedule();
      const { values, step } = current();
      serverSync?.save(values, step);
    },

    /** « Recommencer »: the form is already empty. */
    erase(): void {
      changedSinceLoad = true;
      localSave.cancel();
      if (serverSync) {
        // An empty draft dated now, so a server copy whose removal has not gone through yet cannot come back.
        saveLocalDraft(storage, draftOf());
        serverSync.remove();
      } else removeLocalDraft(storage, template._id);
    },

    /** Writes what waits (the page is hidden or left, the connection is back). */
    flush(): void {
      localSave.flush();
      serverSync?.flush();
    },
  };
}
