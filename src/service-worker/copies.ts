/**
 * The kept copy of a page (docs/ARCHITECTURE.md "Offline"): only a visitor's copy is kept, never
 * a signed-in reader's (whose account menu and session are in the page), with the date it was
 * saved and its title for the offline page's list; served offline, it says it is a copy.
 */
import { partEnd, partStart } from '../personal-parts.ts';
import { escapeHtml, unescapeHtml } from '../shared/html-text.ts';
import { OFFLINE_COPY_ATTRIBUTE } from '../shared/offline.ts';
import type { KeptCopy } from './shelves.ts';

/** A page rendered for no one in particular: its session part is empty. */
export const isVisitorCopy = (html: string): boolean => html.includes(partStart('session') + partEnd('session'));

/** The page's <title> as text, without the site's name it ends with (`… - Jurisia`, og:site_name). */
export function titleOf(html: string): string {
  const text = (raw: string | undefined) =>
    unescapeHtml(raw ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  const title = text(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]);
  const site = text(/<meta property="og:site_name" content="([^"]*)"/i.exec(html)?.[1]);
  return site && title.endsWith(` - ${site}`) ? title.slice(0, -site.length - 3) : title;
}

/** The page's own translations of the platform's notices (ToastHost.astro's data-platform-messages). */
function platformMessages(html: string): Record<string, string> {
  try {
    const raw = /data-platform-messages="([^"]*)"/.exec(html)?.[1];
    const parsed: unknown = raw ? JSON.parse(unescapeHtml(raw)) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The copy served instead of the network: its <html> carries the date it was saved, and its
 * body opens on a notice saying the reader is offline and when the copy was saved, in the page's
 * language and words, with no script (the page's own scripts may not all be on the device).
 */
export function markOfflineCopy(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^0-9TZ:.+-]/g, '');
  const language = /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] || 'fr';
  const messages = platformMessages(html);
  let date = safe;
  try {
    date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(safe));
  } catch {
    // An unknown language or date: the ISO date says it.
  }
  const title = messages['platform.offline.copy.title'] ?? '';
  const text = (messages['platform.offline.copy.text'] ?? '{date}').replace('{date}', date);
  const notice =
    `<div role="status" ${OFFLINE_NOTICE_ATTRIBUTE} class="bg-brand-soft px-4 py-2 text-center text-sm">` +
    `<strong>${escapeHtml(title)}</strong> ${escapeHtml(text)}</div>`;
  return html
    .replace(/<html\b/i, `<html ${OFFLINE_COPY_ATTRIBUTE}="${safe}"`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}${notice}`);
}

/** Marks the notice of a copy served offline. */
export const OFFLINE_NOTICE_ATTRIBUTE = 'data-offline-notice';

/** The hashed build files a page names (its scripts, preloads and islands). */
export function assetsNamed(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [, path] of html.matchAll(/["'](\/_astro\/[^"'?#\s]+)["']/g))
    found.add(new URL(path as string, origin).href);
  return [...found];
}

/** Where the offline page (src/pages/offline.astro) lists what can be read offline; the empty text stands between. */
export const COPIES_START = '<!--offline:copies-->';
export const COPIES_END = '<!--/offline:copies-->';

/**
 * The offline page with the kept copies listed in place of its empty text, each with the date
 * it was saved in the page's language (`savedOn` holds `{date}`).
 */
export function listCopiesIn(html: string, copies: readonly KeptCopy[], savedOn: string, language: string): string {
  const start = html.indexOf(COPIES_START);
  const end = html.indexOf(COPIES_END);
  if (copies.length === 0 || start < 0 || end < start) return html;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' });
  const items = copies
    .map((copy) => {
      const date = Number.isNaN(Date.parse(copy.savedAt)) ? '' : format.format(new Date(copy.savedAt));
      const saved = date
        ? `<span class="block text-sm text-muted">${escapeHtml(savedOn.replace('{date}', date))}</span>`
        : '';
      return `<li class="card p-4"><a class="link font-medium" href="${escapeHtml(copy.url)}">${escapeHtml(copy.title)}</a>${saved}</li>`;
    })
    .join('');
  return `${html.slice(0, start)}<ul class="grid gap-3" data-offline-copies>${items}</ul>${html.slice(end + COPIES_END.length)}`;
}

/** The offline page's own words for each copy's date, from its list's data attribute. */
export const savedOnText = (html: string): string =>
  unescapeHtml(/data-saved-on="([^"]*)"/.exec(html)?.[1] ?? '{date}');
