/**
 * Conversations grouped by the day they were last updated (Aujourd'hui, Hier, 7 derniers jours,
 * 30 derniers jours, Plus ancien), as chat products list them. Pure: the clock and the time zone
 * are given, so the server and the hydrating browser can agree before the reader's own clock
 * takes over.
 */
import type { Discussion } from '~/shared/events.ts';

export const CONVERSATION_GROUPS = ['today', 'yesterday', 'week', 'month', 'older'] as const;
export type ConversationGroup = (typeof CONVERSATION_GROUPS)[number];

export interface ConversationGroupItems {
  group: ConversationGroup;
  items: Discussion[];
}

const DAY_MS = 86_400_000;

/** Calendar day number of a date, in the reader's zone ('local') or in UTC. */
function dayNumber(date: Date, zone: 'local' | 'utc'): number {
  return zone === 'utc'
    ? Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS)
    : Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** Which group a conversation updated at `updatedAt` falls in; a date ahead of the clock counts as today. */
export function conversationGroup(updatedAt: string, now: Date, zone: 'local' | 'utc' = 'local'): ConversationGroup {
  const when = new Date(updatedAt);
  if (Number.isNaN(when.getTime())) return 'older';
  const daysAgo = dayNumber(now, zone) - dayNumber(when, zone);
  if (daysAgo <= 0) return 'today';
  if (daysAgo === 1) return 'yesterday';
  if (daysAgo <= 7) return 'week';
  if (daysAgo <= 30) return 'month';
  return 'older';
}

/** The non-empty groups, newest first; each keeps the order the conversations came in. */
export function groupConversations(
  discussions: readonly Discussion[],
  now: Date,
  zone: 'local' | 'utc' = 'local',
): ConversationGroupItems[] {
  const byGroup = new Map<ConversationGroup, Discussion[]>();
  for (const discussion of discussions) {
    const group = conversationGroup(discussion.updatedAt, now, zone);
    byGroup.set(group, [...(byGroup.get(group) ?? []), discussion]);
  }
  return CONVERSATION_GROUPS.flatMap((group) => {
    const items = byGroup.get(group);
    return items ? [{ group, items }] : [];
  });
}
