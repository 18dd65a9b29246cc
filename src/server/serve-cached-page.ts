/** server.mjs's fast path: answer a request from the page cache before Astro runs. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { etagMatches } from '../http/etag.ts';
import type { PageCache } from './page-cache.ts';

/** True when the request was answered (200 or 304) from the cache. */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, cache: PageCache): boolean {
  const acceptLanguage = req.headers['accept-language'];
  const slot = cache.slot({ method: req.method ?? 'GET', url: req.url ?? '/', cookie: req.headers.cookie, acceptLanguage });
  const page = slot ? cache.get(slot.key) : undefined;
  if (!slot || !page) return false;
  for (const [name, value] of page.headers) if (name !== 'content-length') res.setHeader(name, value);
  if (slot.setCookie) res.appendHeader('Set-Cookie', slot.setCookie);
  res.setHeader('X-Cache', 'hit');
  if (etagMatches(typeof req.headers['if-none-match'] === 'string' ? req.headers['if-none-match'] : null, page.etag)) {
    res.removeHeader('content-type');
    res.writeHead(304).end();
    return true;
  }
  res.writeHead(page.status);
  res.end(req.method === 'HEAD' ? undefined : page.body);
  return true;
}
