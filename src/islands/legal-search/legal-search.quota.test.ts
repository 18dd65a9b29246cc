import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { asking, QUESTION, serverCopy, storeOnFakes } from './legal-search.fixtures.ts';

const QUOTA =
  "Vous avez utilisé toutes les recherches de votre forfait pour aujourd'hui. Passez à un forfait supérieur pour continuer, ou revenez demain.";

describe('legal search store: a spent quota', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is no failed search: nothing is kept in the history, the limit is shown with the server’s reason, the question stays typed, and it is asked again once the plan allows', async () => {
    let upgraded = false;
    const http = asking(() =>
      upgraded
        ? { data: serverCopy() }
        : Promise.reject(new HttpError({ statusCode: 403, message: QUOTA, code: 'subscription_required' })),
    );
    const { store, deps, storage } = storeOnFakes({ http });
    store.start();
    store.setDraft(QUESTION);
    await store.submit();
    expect(store.$current.get()).toBeNull();
    expect(store.$limit.get()).toBe(QUOTA);
    expect(store.$history.get().data).toEqual([]);
    expect(store.$draft.get()).toBe(QUESTION);
    expect(store.$busy.get()).toBe(false);
    expect(deps.notify).not.toHaveBeenCalled();

    // The page reloaded after paying: the question is still there.
    const reloaded = storeOnFakes({ http, storage });
    reloaded.store.start();
    expect(reloaded.store.$draft.get()).toBe(QUESTION);
    upgraded = true;
    await reloaded.store.submit();
    expect(reloaded.store.$current.get()).toMatchObject({ _id: 'srv-1', answerStatus: 'pending' });
    expect(reloaded.store.$limit.get()).toBeNull();
  });
});
