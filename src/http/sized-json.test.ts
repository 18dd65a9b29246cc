import { describe, expect, it } from 'vitest';
import { withLength } from './sized-json.ts';

describe('an API’s JSON answer sent with its length', () => {
  it('gives a JSON answer its length in bytes, keeping its status, headers and body', async () => {
    const sent = await withLength(
      Response.json({ message: 'Non authentifié' }, { status: 401, headers: { 'x-request-id': 'r1' } }),
    );
    expect(sent.status).toBe(401);
    expect(sent.headers.get('x-request-id')).toBe('r1');
    expect(sent.headers.get('content-type')).toBe('application/json');
    const body = await sent.text();
    expect(JSON.parse(body)).toEqual({ message: 'Non authentifié' });
    expect(Number(sent.headers.get('content-length'))).toBe(Buffer.byteLength(body));
  });

  it('leaves other answers as they are: not JSON, without a body, or with a length already', async () => {
    const page = new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } });
    expect(await withLength(page)).toBe(page);
    const empty = new Response(null, { status: 204, headers: { 'content-type': 'application/json' } });
    expect(await withLength(empty)).toBe(empty);
    const sized = new Response('{}', { headers: { 'content-type': 'application/json', 'content-length': '2' } });
    expect(await withLength(sized)).toBe(sized);
  });
});
