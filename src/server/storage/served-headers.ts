/**
 * Headers of a file served from local storage. Uploads are checked by their bytes, but a
 * served file must still never run as a page of this site: no sniffing, a sandbox.
 */
import { type Disposition, dispositionHeader } from './types.ts';

// Chrome refuses to start its PDF viewer in a sandboxed document, and the viewer's page needs
// inline styles; it runs PDF scripts isolated from the site anyway, so PDFs skip the sandbox.
const PDF_POLICY = "default-src 'none'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";
const SANDBOX_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'";

export function servedFileHeaders(
  contentType: string,
  size: number,
  disposition: Disposition | undefined,
): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Content-Disposition': dispositionHeader(contentType, disposition),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentType === 'application/pdf' ? PDF_POLICY : SANDBOX_POLICY,
    // A signed URL is a capability: keep it out of shared caches and Referer headers.
    'Cache-Control': 'private, max-age=300',
    'Referrer-Policy': 'no-referrer',
  };
}
