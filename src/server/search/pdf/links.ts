/**
 * An href as a PDF link target. A PDF leaves the site, so site paths need the origin; only
 * http(s) is kept, since the answer is model-written and a `javascript:` link must not become
 * clickable. `URL` percent-encodes non-ASCII, which matters: pdfkit writes a non-ASCII URI in
 * UTF-16, which viewers do not open.
 */
export function absoluteUrl(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
