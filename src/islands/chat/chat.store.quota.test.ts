import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { UNSENT_KEY } from './chat-memory.ts';
import { acknowledged, fakeHttp, formOf, memoryStorage, QUESTION, storeOnFakes } from './chat-store.fixtures.ts';

const QUOTA =
  "Vous avez utilisé tous les messages de votre forfait pour aujourd'hui. Passez à un forfait supérieur pour continuer, ou revenez demain.";
const quotaSpent = () =>
  Promise.reject(new HttpError({ statusCode: 403, message: QUOTA, code: 'subscription_required' }));

describe('chat store: a spent quota', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the message failed with the server’s reason, leaves the telling to the upgrade prompt, and sends it once the plan allows', async () => {
    const storage = memoryStorage();
    let upgraded = false;
    const http = fakeHttp({
      'POST /api/e/message': (_path, { body }) => (upgraded ? { data: acknowledged(body) } : quotaSpent()),
    });
    const { store, deps } = storeOnFakes({ http, storage });
    store.start();
    await store.send(QUESTION);
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { _id: '', contentText: QUESTION, answerStatus: 'failed' }, sendError: QUOTA },
    ]);
    expect(deps.notify).not.toHaveBeenCalled();
    expect(storage.values.has(UNSENT_KEY)).toBe(true);

    upgraded = true;
    await store.retry('local-1');
    expect(formOf(http.post.mock.calls[1]?.[1])).toMatchObject({ localId: 'local-1', contentText: QUESTION });
    expect(store.$entries.get()[0]).toMatchObject({
      message: { _id: 'm-local-1', answerStatus: 'pending' },
      sendError: null,
    });
    expect(storage.values.has(UNSENT_KEY)).toBe(false);
  });

  it('still shows it failed after a reload, ready to send again', async () => {
    const storage = memoryStorage();
    const first = storeOnFakes({ storage, http: fakeHttp({ 'POST /api/e/message': quotaSpent }) });
    first.store.start();
    await first.store.send(QUESTION);
    const { store } = storeOnFakes({ storage });
    store.start();
    expect(store.$entries.get()).toMatchObject([
      { key: 'local-1', message: { contentText: QUESTION, answerStatus: 'failed' }, sendError: QUOTA },
    ]);
  });

  it('still toasts any other 403', async () => {
    const http = fakeHttp({
      'POST /api/e/message': () => Promise.reject(new HttpError({ statusCode: 403, message: 'Accès refusé' })),
    });
    const { store, deps } = storeOnFakes({ http });
    store.start();
    await store.send(QUESTION);
    expect(deps.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Accès refusé', variant: 'destructive' }),
    );
  });
});
