/**
 * The personal parts of a public page (docs/ARCHITECTURE.md "Page cache"): the account menu,
 * the session the islands start from, and what only visitors are shown (the sign-up buttons,
 * Google One Tap). A public page renders them between markers, so the page kept in the page
 * cache for visitors serves signed-in readers too: server.mjs's fast path puts the reader's own
 * parts in place (`memberTemplate`, server/serve-cached-page.ts) without running Astro. Beside
 * routes.ts and page-context.ts, as both the Astro components and the server use it.
 */
import { escapeHtml } from './server/library/importer/html.ts';
import type { PublicUser } from './server/auth/user.ts';
import type { Translate } from './i18n/messages.ts';
import { initials } from './components/ui/initials.ts';

/** The marked parts, rendered for each signed-in reader. */
export type PersonalPart = 'account' | 'session';

export const partStart = (part: PersonalPart | 'visitor'): string => `<!--personal:${part}-->`;
export const partEnd = (part: PersonalPart | 'visitor'): string => `<!--/personal:${part}-->`;

/**
 * Content for visitors only that has a signed-in counterpart in the page: `data-when="visitor"`
 * is shown to visitors, `data-when="member" hidden` to signed-in readers (`memberTemplate` swaps
 * the two), so both are in the one cached page and no script is needed.
 */
export const VISITOR_ONLY = 'data-when="visitor"';
export const MEMBER_ONLY = 'data-when="member" hidden';

export interface AccountMenuContext {
  user: PublicUser;
  t: Translate;
  href: (path: string) => string;
  enabled: (path: string) => boolean;
}

/** The header's account menu of a signed-in reader: a <details>, no script. */
export function accountMenuHtml({ user, t, href, enabled }: AccountMenuContext): string {
  const item = (path: string, label: string) =>
    `<li><a class="btn-ghost w-full justify-start" href="${escapeHtml(href(path))}">${escapeHtml(label)}</a></li>`;
  const links = [
    enabled('/library/personnal') ? item('/library/personnal', t('account.personalLibrary')) : '',
    user.role === 'lawyer' && enabled('/lawyers/dashboard') ? item('/lawyers/dashboard', t('account.lawyerSpace')) : '',
    user.role === 'admin' && enabled('/admin/lawyers') ? item('/admin/lawyers', t('account.admin')) : '',
    item('/settings', t('account.settings')),
  ].join('');
  return (
    '<details class="relative">' +
    `<summary class="btn-ghost list-none cursor-pointer" aria-label="${escapeHtml(t('account.menu'))}">` +
    `<span class="flex h-9 w-9 items-center justify-center rounded-full bg-brand text-on-brand text-sm font-semibold" aria-hidden="true">${escapeHtml(initials(user, user.email))}</span>` +
    '</summary>' +
    '<ul class="absolute right-0 z-20 mt-2 w-56 card p-2 shadow-lg">' +
    `<li class="px-3 py-2 text-sm text-muted">${escapeHtml(`${user.firstName} ${user.lastName}`)}</li>` +
    links +
    `<li><form method="post" action="/api/auth/logout"><button type="submit" class="btn-ghost w-full justify-start">${escapeHtml(t('account.logout'))}</button></form></li>` +
    '</ul></details>'
  );
}

/** The signed-in user for the islands' session store (ToastHost reads it), as JSON that cannot close its script element. */
export function sessionHtml(user: PublicUser | null): string {
  if (!user) return '';
  return `<script type="application/json" id="session-user">${JSON.stringify(user).replace(/</g, '\\u003c')}</script>`;
}

/**
 * A visitor's page made a template for signed-in readers, once per page: the visitors-only
 * content dropped or hidden and its signed-in counterpart shown, then cut at the marked parts.
 * `segments` has one more entry than `slots`; the page is segments[0], the reader's slots[0],
 * segments[1]…
 */
export interface MemberTemplate {
  segments: string[];
  slots: PersonalPart[];
}

const PARTS: readonly PersonalPart[] = ['account', 'session'];

export function memberTemplate(html: string): MemberTemplate {
  const shown = emptyVisitorParts(html)
    .replaceAll(VISITOR_ONLY, `${VISITOR_ONLY} hidden`)
    .replaceAll(MEMBER_ONLY, 'data-when="member"');
  const cuts: { at: number; end: number; part: PersonalPart }[] = [];
  for (const part of PARTS) {
    const start = partStart(part);
    const end = partEnd(part);
    for (let at = shown.indexOf(start); at >= 0; at = shown.indexOf(start, at + 1)) {
      const close = shown.indexOf(end, at + start.length);
      if (close < 0) break;
      cuts.push({ at: at + start.length, end: close, part });
    }
  }
  cuts.sort((a, b) => a.at - b.at);
  const segments: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    segments.push(shown.slice(from, cut.at));
    from = cut.end;
  }
  segments.push(shown.slice(from));
  return { segments, slots: cuts.map((c) => c.part) };
}

/** The visitors-only parts emptied, their marks kept. */
function emptyVisitorParts(html: string): string {
  const start = partStart('visitor');
  const end = partEnd('visitor');
  let out = '';
  let from = 0;
  for (let at = html.indexOf(start, from); at >= 0; at = html.indexOf(start, from)) {
    const close = html.indexOf(end, at + start.length);
    if (close < 0) break;
    out += html.slice(from, at + start.length);
    from = close;
  }
  return out + html.slice(from);
}
