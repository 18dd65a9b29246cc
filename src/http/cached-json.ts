/** Public JSON of the library API: five minutes of shared caching (it changes only on import), with an ETag. */
import { withEtag } from './etag.ts';

export function cachedJson(request: Request, value: unknown): Promise<Response> {
  return withEtag(request, Response.json(value, { headers: { 'Cache-Control': 'public, max-age=300' } }));
}
