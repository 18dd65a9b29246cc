/**
 * Keeps the message area where the reader expects it:
 * - at the bottom when the reader was there (new messages, an answer typing in, the waiting
 *   line), after sending a question, and when another conversation opens;
 * - otherwise still: what the reader was looking at stays put when content appears above it
 *   (older messages loaded at the top), by measuring the first message before and after and
 *   moving the scroll by the difference, so nothing jumps;
 * - near the top, older messages are asked for.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { ChatEntry, OlderMessages } from './chat.contract.ts';

/** Within this distance of an edge counts as being at it (a finger rarely lands exactly). */
export const EDGE_PX = 80;

interface Snapshot {
  top: number;
  atBottom: boolean;
  /** The first message shown and its offset in the scrolled content. */
  anchorKey: string | null;
  anchorOffset: number;
  lastKey: string | null;
}

const ENTRY_ATTRIBUTE = 'data-entry-key';

function firstEntry(area: HTMLElement): HTMLElement | null {
  return area.querySelector<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`);
}

function entryOf(area: HTMLElement, key: string): HTMLElement | null {
  for (const element of area.querySelectorAll<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`)) {
    if (element.getAttribute(ENTRY_ATTRIBUTE) === key) return element;
  }
  return null;
}

const isAtBottom = (area: HTMLElement) => area.scrollHeight - area.scrollTop - area.clientHeight <= EDGE_PX;

export interface MessageScrollInput {
  area: RefObject<HTMLElement | null>;
  entries: readonly ChatEntry[];
  /** Anything else whose change moves the content (the waiting line). */
  waiting: string | null;
  older: OlderMessages;
  loadOlder: () => void;
}

/** Returns the scroll handler of the area; each message element carries `entryAttribute(key)`. */
export function useMessageScroll({ area, entries, waiting, older, loadOlder }: MessageScrollInput) {
  const snapshot = useRef<Snapshot>({ top: 0, atBottom: true, anchorKey: null, anchorOffset: 0, lastKey: null });

  const remember = (element: HTMLElement, lastKey: string | null) => {
    const anchor = firstEntry(element);
    snapshot.current = {
      top: element.scrollTop,
      atBottom: isAtBottom(element),
      anchorKey: anchor?.getAttribute(ENTRY_ATTRIBUTE) ?? null,
      anchorOffset: anchor?.offsetTop ?? 0,
      lastKey,
    };
  };

  // Waiting and the older-messages state are not read, but they change the content's height.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const before = snapshot.current;
    const last = entries.at(-1);
    const sentNow = last !== undefined && last.key !== before.lastKey && last.message.senderType === 'user';
    const anchor = before.anchorKey === null ? null : entryOf(element, before.anchorKey);
    if (before.atBottom || sentNow || !anchor) element.scrollTop = element.scrollHeight;
    else element.scrollTop = before.top + (anchor.offsetTop - before.anchorOffset);
    remember(element, last?.key ?? null);
  }, [area, entries, waiting, older.hasMore, older.loading]);

  return () => {
    const element = area.current;
    if (!element) return;
    remember(element, snapshot.current.lastKey);
    if (element.scrollTop <= EDGE_PX && older.hasMore && !older.loading) loadOlder();
  };
}

/** The attribute that marks a message element for the scroll anchoring. */
export const entryAttribute = (key: string) => ({ [ENTRY_ATTRIBUTE]: key });
