import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { globalTimers } from '~/stores/timers.ts';
import { aDraft, fakeDraftApi, fakeHttp, settleMicrotasks, TEST_TEMPLATE } from './documents.fixtures.ts';
import { createServerDraftSync, draftApi, SERVER_RETRY_MS, SERVER_SAVE_DELAY_MS } from './server-drafts.ts';

describe('the server copy of a draft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is saved once the typing pauses for 1.5 s, with the latest values', async () => {
    const api = fakeDraftApi();
    const sync = createServerDraftSync(api, globalTimers);
    sync.save({ sender: 'A' }, 0);
    vi.advanceTimersByTime(1000);
    sync.save({ sender: 'Aw' }, 0);
    vi.advanceTimersByTime(SERVER_SAVE_DELAY_MS - 1);
    expect(api.save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settleMicrotasks();
    expect(api.save).toHaveBeenCalledExactlyOnceWith({ values: { sender: 'Aw' }, step: 0 });
  });

  it('is tried again quietly after a network failure, then with the newest values', async () => {
    const api = fakeDraftApi();
    api.save.mockRejectedValueOnce(new HttpError({ statusCode: 0, message: 'Network error', code: 'ERR_NETWORK' }));
    const sync = createServerDraftSync(api, globalTimers);
    sync.save({ sender: 'A' }, 0);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
    expect(api.save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SERVER_RETRY_MS);
    expect(api.save).toHaveBeenCalledTimes(2);
    expect(api.save).toHaveBeenLastCalledWith({ values: { sender: 'A' }, step: 0 });
    await vi.advanceTimersByTimeAsync(SERVER_RETRY_MS * 2);
    expect(api.save).toHaveBeenCalledTimes(2);
  });

  it('is sent at once when the connection comes back', async () => {
    const api = fakeDraftApi();
    api.save.mockRejectedValueOnce(new HttpError({ statusCode: 503, message: 'Indisponible' }));
    const sync = createServerDraftSync(api, globalTimers);
    sync.save({ sender: 'A' }, 1);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
    sync.flush();
    await settleMicrotasks();
    expect(api.save).toHaveBeenCalledTimes(2);
  });

  it('stops once the session has ended, and gives up a draft the server refuses', async () => {
    const refused = fakeDraftApi();
    refused.save.mockRejectedValue(new HttpError({ statusCode: 413, message: 'Trop long' }));
    const sync = createServerDraftSync(refused, globalTimers);
    sync.save({ sender: 'A' }, 0);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS + SERVER_RETRY_MS * 2);
    expect(refused.save).toHaveBeenCalledTimes(1);

    const signedOut = fakeDraftApi();
    signedOut.save.mockRejectedValue(new HttpError({ statusCode: 401, message: 'Non connecté' }));
    const other = createServerDraftSync(signedOut, globalTimers);
    other.save({ sender: 'A' }, 0);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
    other.save({ sender: 'B' }, 0);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS + SERVER_RETRY_MS);
    expect(signedOut.save).toHaveBeenCalledTimes(1);
  });

  it('is removed at once, superseding a save still waiting', async () => {
    const api = fakeDraftApi();
    const sync = createServerDraftSync(api, globalTimers);
    sync.save({ sender: 'A' }, 0);
    sync.remove();
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS * 2);
    expect(api.remove).toHaveBeenCalledOnce();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('sends what was typed while a save was on its way', async () => {
    const api = fakeDraftApi();
    let answer: () => void = () => {};
    api.save.mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    const sync = createServerDraftSync(api, globalTimers);
    sync.save({ sender: 'A' }, 0);
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
    sync.save({ sender: 'AB' }, 0);
    answer();
    await vi.advanceTimersByTimeAsync(SERVER_SAVE_DELAY_MS);
    expect(api.save.mock.calls.map(([draft]) => draft.values['sender'])).toEqual(['A', 'AB']);
  });

  it('talks to /api/e/documents/drafts/{templateId} and checks what it reads', async () => {
    const stored = aDraft({ values: { sender: 'Awa', intrus: 'x' } });
    const http = fakeHttp({
      'GET /api/e/documents/drafts/tpl-test': () => ({ data: stored }),
      'PUT /api/e/documents/drafts/tpl-test': () => ({ data: stored }),
      'DELETE /api/e/documents/drafts/tpl-test': () => ({ data: null }),
    });
    const api = draftApi(http, TEST_TEMPLATE);
    expect(await api.load()).toEqual(aDraft({ values: { sender: 'Awa' } }));
    await api.save({ values: { sender: 'Awa' }, step: 1 });
    expect(http.put).toHaveBeenCalledWith('/api/e/documents/drafts/tpl-test', { values: { sender: 'Awa' }, step: 1 });
    await api.remove();
    expect(http.delete).toHaveBeenCalledOnce();
    http.get.mockResolvedValueOnce({ data: null } as never);
    expect(await api.load()).toBeNull();
  });
});
