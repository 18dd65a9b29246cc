/**
 * A public page (docs/ARCHITECTURE.md "Page cache"): the same for every reader but for its marked
 * personal parts (personal-parts.ts). What a visitor is sent may be kept by shared
 * caches for `maxAgeSeconds` and, in the page cache, be served to signed-in readers with their
 * own parts put in place. A page with a flash message or rendered for a signed-in reader is
 * never kept.
 */
interface PageRender {
  locals: App.Locals;
  response: { headers: Headers };
}

export interface ShareOptions {
  maxAgeSeconds?: number;
  /** The page shows a subscriber their own plan: signed-in readers with a running subscription are rendered for. */
  notForSubscribers?: boolean;
}

export function sharePublicPage(
  { locals, response }: PageRender,
  { maxAgeSeconds = 300, notForSubscribers = false }: ShareOptions = {},
): void {
  locals.sharedPage = true;
  locals.sharedPageNotForSubscribers = notForSubscribers;
  if (locals.user || locals.flash) return;
  response.headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  response.headers.set('Vary', 'Cookie');
}
