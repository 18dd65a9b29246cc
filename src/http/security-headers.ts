/**
 * Security headers (docs/ARCHITECTURE.md "Security headers"). Every response gets the base set
 * (server.mjs, before anything answers); each HTML page gets its Content-Security-Policy, whose
 * `script-src` lists the hashes of the page's own inline scripts (Astro inlines small scripts and
 * its islands' loader), so no other inline script runs, and no page can be framed.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../server/config.ts';

type HeaderConfig = Pick<Config, 'env' | 'publicUrl' | 'googleClientId' | 'websocketUrl'>;

/** HTTPS in production: the address people use is https (the same rule as the Secure session cookie). */
const behindTls = (config: HeaderConfig): boolean =>
  config.env === 'production' && config.publicUrl?.startsWith('https:') === true;

/** Headers for every response: pages, API answers, files, static assets. */
export function baseSecurityHeaders(config: HeaderConfig): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The voice input records from this origin only; nothing else is asked of the device.
    ['Permissions-Policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()'],
    // For browsers that predate CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
  if (behindTls(config)) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** The inline scripts of a page that a browser would run (not JSON or JSON-LD data blocks). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

const GOOGLE = 'https://accounts.google.com';

/** The Content-Security-Policy of an HTML page. */
export function pageCsp(html: string, config: HeaderConfig): string {
  const hashes = [
    ...new Set(inlineScripts(html).map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)),
  ];
  const google = config.googleClientId ? [GOOGLE] : [];
  const socket = config.websocketUrl
    ? [new URL(config.websocketUrl).origin.replace(/^http/, 'ws'), new URL(config.websocketUrl).origin]
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...google.map((g) => `${g}/gsi/client`)].join(' ')}`.trim(),
    // Inline <style> blocks (stylesheets are inlined at build) and style attributes.
    `style-src 'self' 'unsafe-inline'${google.length ? ` ${GOOGLE}/gsi/style` : ''}`,
    // Photos and files may come from the configured object storage (signed URLs).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...socket, ...google].join(' ')} https:`.replace(/ +/g, ' '),
    `frame-src ${google.length ? GOOGLE : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
