import { describe, expect, it, vi } from 'vitest';
import { TEST_TEMPLATE, VALID_VALUES } from './documents.fixtures.ts';
import { fileNameOf, requestDocument, retryAfterSeconds } from './download.ts';

const NOW = new Date('2026-03-01T10:00:00Z');
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the file name of a download', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="mise-en-demeure.pdf"; filename*=UTF-8''mise%20en%20demeure%20%C3%A9t%C3%A9.pdf`,
        'x.pdf',
      ),
    ).toBe('mise en demeure été.pdf');
    expect(fileNameOf('attachment; filename="bail.docx"', 'x.docx')).toBe('bail.docx');
    expect(fileNameOf('attachment; filename=bail.docx', 'x.docx')).toBe('bail.docx');
    expect(fileNameOf('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });

  it('never keeps a folder from the header', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('passwd');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fdoc.pdf`, 'x.pdf')).toBe('doc.pdf');
  });
});

describe('Retry-After', () => {
  it('reads seconds or an HTTP date', () => {
    expect(retryAfterSeconds('120', NOW)).toBe(120);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:05:00 GMT', NOW)).toBe(300);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:00:00 GMT', NOW)).toBe(0);
    expect(retryAfterSeconds(null, NOW)).toBeNull();
    expect(retryAfterSeconds('bientôt', NOW)).toBeNull();
  });
});

describe('asking for the document', () => {
  it('posts the values and format and returns the file with its name and library item', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="lettre.pdf"', 'X-Personal-Item-Id': 'item-9' },
        }),
    );
    const result = await requestDocument(fetch, TEST_TEMPLATE, VALID_VALUES, 'pdf', NOW);
    expect(fetch).toHaveBeenCalledWith(
      '/api/documents/generate/tpl-test',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ values: VALID_VALUES, format: 'pdf' }) }),
    );
    expect(result).toMatchObject({ kind: 'file', fileName: 'lettre.pdf', personalItemId: 'item-9' });
    if (result.kind === 'file') expect(await result.blob.text()).toBe('%PDF-1.7');
  });

  it('names the file after the template when the server does not', async () => {
    const result = await requestDocument(
      async () => new Response('PK', { status: 200 }),
      TEST_TEMPLATE,
      VALID_VALUES,
      'docx',
      NOW,
    );
    expect(result).toMatchObject({ kind: 'file', fileName: 'lettre-de-test.docx', personalItemId: null });
  });

  it('tells refused fields, rate limits, quotas, lost connections and other failures apart', async () => {
    const answer = (response: Response | Error) =>
      requestDocument(
        async () => (response instanceof Error ? Promise.reject(response) : response),
        TEST_TEMPLATE,
        {},
        'pdf',
        NOW,
      );
    expect(
      await answer(
        json(400, { statusCode: 400, message: 'À corriger', fields: { sender: 'Renseignez « Votre nom ».', bad: 3 } }),
      ),
    ).toEqual({
      kind: 'invalid',
      fields: { sender: 'Renseignez « Votre nom ».' },
      message: 'À corriger',
    });
    expect(await answer(json(429, { statusCode: 429, message: 'Trop' }, { 'Retry-After': '90' }))).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 90,
    });
    expect(
      await answer(json(403, { statusCode: 403, message: 'Quota atteint', code: 'subscription_required' })),
    ).toEqual({ kind: 'forbidden', message: 'Quota atteint', code: 'subscription_required' });
    expect(await answer(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline' });
    expect(await answer(new Response('', { status: 503 }))).toEqual({ kind: 'offline' });
    expect(await answer(new Response('<html>', { status: 500 }))).toEqual({ kind: 'failed', message: null });
  });
});
