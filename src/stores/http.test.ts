import { describe, expect, it, vi } from 'vitest';
import { NEVER_RETRIED_STATUSES, RETRY_BASE_DELAY_MS, RETRY_MAX_JITTER_MS, SEND_ATTEMPTS } from './errors.ts';
import { announceSubscriptionExpired, createHttpClient, HttpError, SUBSCRIPTION_EXPIRED_EVENT } from './http.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(responses: Array<Response | Error>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async (_ms: number) => undefined);
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onNetworkError: vi.fn() };
  const client = createHttpClient({ fetch, sleep, random: () => 0.5, ...hooks });
  return { fetch, sleep, hooks, client };
}

describe('http client', () => {
  it('sends JSON with the query string and returns the parsed body', async () => {
    const { client, fetch } = setup([json(200, { data: [1] })]);
    await expect(
      client.post('/api/e/message', { contentText: 'Bonjour' }, { query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({ data: [1] });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/e/message?page=2');
    expect(init).toMatchObject({ method: 'POST', body: '{"contentText":"Bonjour"}', credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { client, fetch } = setup([json(201, {})]);
    const form = new FormData();
    form.set('questionText', 'Divorce');
    await client.post('/api/e/legalsearch', form);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('returns undefined for an empty answer and a Blob when asked', async () => {
    const { client } = setup([new Response(null, { status: 204 }), new Response('%PDF', { status: 200 })]);
    await expect(client.delete('/api/e/discussion/1')).resolves.toBeUndefined();
    const blob = await client.get<Blob>('/api/e/legalsearch/1/export-result-as-pdf', { responseType: 'blob' });
    expect(await blob.text()).toBe('%PDF');
  });

  it('raises an HttpError with the statusCode, message, code and fields of the error body', async () => {
    const { client } = setup([
      json(422, { statusCode: 422, message: 'Données invalides', code: 'VALIDATION', fields: { email: 'Requis' } }),
    ]);
    const error = await client.post('/api/auth/register', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: 'Données invalides',
      code: 'VALIDATION',
      fields: { email: 'Requis' },
    });
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    const { client } = setup([new Response('<html>', { status: 409, statusText: 'Conflict' })]);
    await expect(client.post('/x')).rejects.toMatchObject({ statusCode: 409, message: 'Conflict' });
  });

  it('retries a GET 3 times in all with doubling delays plus jitter', async () => {
    const { client, fetch, sleep } = setup([json(503, {}), json(502, {}), json(200, { ok: true })]);
    await expect(client.get('/api/e/discussion')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([RETRY_BASE_DELAY_MS + 500, 2 * RETRY_BASE_DELAY_MS + 500]);
  });

  it('gives up after 3 attempts and raises the last error', async () => {
    const { client, fetch } = setup([json(500, {}), json(500, {}), json(500, { message: 'Panne' }), json(200, {})]);
    await expect(client.get('/x')).rejects.toMatchObject({ statusCode: 500, message: 'Panne' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps every retry delay within base × 2^attempt and one second of jitter', async () => {
    const fetch = vi.fn(async () => json(503, {}));
    const sleep = vi.fn(async (_ms: number) => undefined);
    const client = createHttpClient({ fetch, sleep });
    await client.get('/x').catch(() => undefined);
    sleep.mock.calls.forEach(([ms], attempt) => {
      expect(ms).toBeGreaterThanOrEqual(RETRY_BASE_DELAY_MS * 2 ** attempt);
      expect(ms).toBeLessThan(RETRY_BASE_DELAY_MS * 2 ** attempt + RETRY_MAX_JITTER_MS);
    });
  });

  it('does not retry a POST unless the caller opts in', async () => {
    const plain = setup([json(503, {}), json(200, {})]);
    await expect(plain.client.post('/api/e/message', {})).rejects.toMatchObject({ statusCode: 503 });
    expect(plain.fetch).toHaveBeenCalledTimes(1);

    const sending = setup([json(503, {}), json(503, {}), json(200, {})]);
    await expect(sending.client.post('/api/e/message', {}, { attempts: SEND_ATTEMPTS })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(sending.fetch).toHaveBeenCalledTimes(SEND_ATTEMPTS);
  });

  it.each(NEVER_RETRIED_STATUSES)('never retries status %i', async (status) => {
    const { client, fetch } = setup([json(status, {}), json(200, {})]);
    await expect(client.get('/x', { expireSessionOn401: false })).rejects.toMatchObject({ statusCode: status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('turns a failed fetch into a network HttpError, retries it and reports it once', async () => {
    const { client, fetch, hooks } = setup([
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
    ]);
    await expect(client.get('/x')).rejects.toMatchObject({
      statusCode: 0,
      code: 'ERR_NETWORK',
      message: 'Failed to fetch',
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(hooks.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('reports a 504 after its retries as a network error', async () => {
    const { client, hooks } = setup([json(504, {}), json(504, {}), json(504, {})]);
    await client.get('/x').catch(() => undefined);
    expect(hooks.onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('does not report a failure that a retry fixed', async () => {
    const { client, hooks } = setup([new TypeError('Failed to fetch'), json(200, {})]);
    await client.get('/x');
    expect(hooks.onNetworkError).not.toHaveBeenCalled();
  });

  it('asks the browser to carry a write through an unload when told to', async () => {
    const { client, fetch } = setup([json(200, {}), json(200, {})]);
    await client.put('/x', { value: 'up' }, { keepalive: true });
    await client.put('/x', { value: 'up' });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
    expect(fetch.mock.calls[1]?.[1]).not.toHaveProperty('keepalive');
  });

  it('rethrows an abort without retrying or reporting it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, fetch, hooks } = setup([new DOMException('Aborted', 'AbortError')]);
    await expect(client.get('/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hooks.onNetworkError).not.toHaveBeenCalled();
  });

  it('hands a 401 to the session-expiry hook unless the caller expects it', async () => {
    const { client, hooks } = setup([
      json(401, { message: 'Non authentifié' }),
      json(401, { message: 'Identifiants invalides' }),
    ]);
    await client.get('/api/e/discussion').catch(() => undefined);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    await client.post('/api/auth/login', {}, { expireSessionOn401: false }).catch(() => undefined);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('hands a 403 to the forbidden hook', async () => {
    const { client, hooks } = setup([json(403, { message: 'Abonnement expiré' })]);
    await client.get('/api/e/discussion').catch(() => undefined);
    expect(hooks.onForbidden).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 403 }));
  });
});

describe('announceSubscriptionExpired', () => {
  const forbidden = new HttpError({ statusCode: 403, message: 'Abonnement expiré' });

  it('fires the subscription-expired event for a signed-in user', () => {
    const target = new EventTarget();
    const details: unknown[] = [];
    target.addEventListener(SUBSCRIPTION_EXPIRED_EVENT, (event) => details.push((event as CustomEvent).detail));
    expect(announceSubscriptionExpired(target, true, forbidden)).toBe(true);
    expect(details).toEqual([{ message: 'Abonnement expiré' }]);
  });

  it('passes the server’s code along, so a spent quota can be told from another refusal', () => {
    const target = new EventTarget();
    const details: unknown[] = [];
    target.addEventListener(SUBSCRIPTION_EXPIRED_EVENT, (event) => details.push((event as CustomEvent).detail));
    announceSubscriptionExpired(
      target,
      true,
      new HttpError({ statusCode: 403, message: 'Quota atteint', code: 'subscription_required' }),
    );
    expect(details).toEqual([{ message: 'Quota atteint', code: 'subscription_required' }]);
  });

  it('stays silent for a guest', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(SUBSCRIPTION_EXPIRED_EVENT, listener);
    expect(announceSubscriptionExpired(target, false, forbidden)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
