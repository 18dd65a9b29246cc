import { describe, expect, it } from 'vitest';
import { clientIp, readInput, wantsJson, wantsPage } from './request.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers });

describe('wantsJson', () => {
  it('is true for a JSON body or a caller accepting JSON, false for a browser form post', () => {
    expect(wantsJson(post('{}', { 'content-type': 'application/json; charset=utf-8' }))).toBe(true);
    expect(
      wantsJson(post('a=1', { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' })),
    ).toBe(true);
    expect(
      wantsJson(
        post('a=1', {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        }),
      ),
    ).toBe(false);
  });
});

describe('wantsPage', () => {
  it('is true only for a browser’s form post asking for a page', () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(wantsPage(post('a=1', { ...form, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }))).toBe(true);
    expect(wantsPage(post('a=1', form))).toBe(false);
    expect(wantsPage(post('a=1', { ...form, accept: 'application/json' }))).toBe(false);
    expect(wantsPage(post('{}', { 'content-type': 'application/json', accept: 'text/html' }))).toBe(false);
  });
});

describe('readInput', () => {
  it('reads a JSON object, an urlencoded form and the text fields of a multipart form', async () => {
    expect(await readInput(post('{"a":1}', { 'content-type': 'application/json' }))).toEqual({
      ok: true,
      data: { a: 1 },
    });
    expect(
      await readInput(post('a=%C3%A9t%C3%A9&b=', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toEqual({ ok: true, data: { a: 'été', b: '' } });
    const form = new FormData();
    form.set('name', 'Awa');
    form.set('file', new Blob(['x']), 'x.txt');
    expect(await readInput(new Request('http://localhost/api/x', { method: 'POST', body: form }))).toEqual({
      ok: true,
      data: { name: 'Awa' },
    });
  });

  it('answers 400 for JSON that is malformed or not an object, and 415 for other content types', async () => {
    for (const body of ['{', '[1]', 'null', '"x"']) {
      const result = await readInput(post(body, { 'content-type': 'application/json' }));
      expect(result.ok ? 0 : result.response.status).toBe(400);
    }
    const text = await readInput(post('hello', { 'content-type': 'text/plain' }));
    expect(text.ok ? 0 : text.response.status).toBe(415);
  });

  it('answers 413 past the size limit, with or without a Content-Length', async () => {
    const big = `{"a":"${'x'.repeat(200)}"}`;
    const declared = await readInput(
      post(big, { 'content-type': 'application/json', 'content-length': String(big.length) }),
      100,
    );
    expect(declared.ok ? 0 : declared.response.status).toBe(413);
    const streamed = new Request('http://localhost/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    const result = await readInput(streamed, 100);
    expect(result.ok ? 0 : result.response.status).toBe(413);
    expect(result.ok ? null : await result.response.json()).toEqual({
      statusCode: 413,
      message: 'Requête trop volumineuse.',
      code: 'payload_too_large',
    });
  });
});

describe('clientIp', () => {
  const context = (trustedProxies: number, forwarded?: string, address = '10.0.0.2') =>
    ({
      clientAddress: address,
      request: new Request('http://localhost/api/x', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
      locals: { platform: { config: { trustedProxies } } },
    }) as unknown as Parameters<typeof clientIp>[0];

  it('is the connection’s address without proxies, whatever X-Forwarded-For says', () => {
    expect(clientIp(context(0, '203.0.113.9'))).toBe('10.0.0.2');
  });

  it('behind proxies, is the entry the outermost appended: one the client forged before it is not read', () => {
    expect(clientIp(context(1, '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientIp(context(1, '198.51.100.66, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientIp(context(2, '198.51.100.66, 203.0.113.9, 10.0.0.1'))).toBe('203.0.113.9');
    // No header (a health check from the proxy's own host): the connection's address.
    expect(clientIp(context(1))).toBe('10.0.0.2');
  });
});
