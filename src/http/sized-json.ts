/**
 * An API's JSON answer with its length (docs/ARCHITECTURE.md "Requests"): `Response.json` hands
 * Astro a stream of unknown length, so server.mjs's compression, which leaves answers under 1 KB
 * alone only when it knows their length, gzipped every one of them, `{"status":"ok"}` included: a
 * zlib stream set up and torn down for each (about 0.5 ms of the event loop) and a few bytes more
 * to send (docs/PERFORMANCE.md "JSON answers sent with their length").
 */
export async function withLength(response: Response): Promise<Response> {
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json');
  if (!json || response.body === null || response.headers.has('content-length')) return response;
  const bytes = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set('content-length', String(bytes.byteLength));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
}
