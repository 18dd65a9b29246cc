/**
 * What the chat keeps in the browser so nothing typed is lost (SPEC-COVERAGE §5, §8): the draft of each
 * conversation and the messages the server never acknowledged, shown again failed after a
 * reload. Storage may be blocked, full or hold anything: every call is guarded.
 */
import type { ChatMessage, ThinkMode } from '~/shared/events.ts';
import { isThinkMode } from './think-mode.ts';

export const DRAFTS_KEY = 'jurisia.chat.drafts';
export const UNSENT_KEY = 'jurisia.chat.unsent';
/** The key of a conversation not created yet (URL /chat). */
export const NEW_CONVERSATION = 'new';

export type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A conversation's id, or NEW_CONVERSATION. */
export const conversationKey = (id: string | null): string => id ?? NEW_CONVERSATION;

/** The part of an unsent message worth keeping: enough to show it and send it again. */
export interface UnsentMessage {
  localId: string;
  contentText: string;
  thinkMode: ThinkMode;
  retryCount: number;
  createdAt: string;
  sendError: string | null;
  /** Asked offline: sent by itself once the connection is back, not shown failed. */
  waiting?: boolean;
}

type Unsent = Record<string, UnsentMessage[]>;

function isUnsentMessage(value: unknown): value is UnsentMessage {
  const item = value as Partial<UnsentMessage> | null;
  return (
    typeof item?.localId === 'string' &&
    typeof item.contentText === 'string' &&
    isThinkMode(item.thinkMode) &&
    typeof item.retryCount === 'number' &&
    typeof item.createdAt === 'string' &&
    (item.sendError === null || typeof item.sendError === 'string') &&
    (item.waiting === undefined || typeof item.waiting === 'boolean')
  );
}

function readRecord(storage: BrowserStorage | null, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeRecord(storage: BrowserStorage | null, key: string, value: Record<string, unknown>): void {
  try {
    if (Object.keys(value).length === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: what is on screen stays for as long as the page lives.
  }
}

/** Keeps `items` under `key` of `record`, dropping the key when there is nothing left. */
function withItems(record: Unsent, key: string, items: UnsentMessage[]): Unsent {
  const { [key]: _dropped, ...others } = record;
  return items.length > 0 ? { ...others, [key]: items } : others;
}

export function toUnsent(message: ChatMessage, sendError: string | null, waiting = false): UnsentMessage {
  return {
    localId: message.localId ?? '',
    contentText: message.contentText,
    thinkMode: message.thinkMode,
    retryCount: message.retryCount,
    createdAt: message.createdAt,
    sendError,
    ...(waiting ? { waiting } : {}),
  };
}

export function createChatMemory(storage: BrowserStorage | null) {
  const drafts = (): Record<string, string> =>
    Object.fromEntries(
      Object.entries(readRecord(storage, DRAFTS_KEY)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  const unsent = (): Unsent =>
    Object.fromEntries(
      Object.entries(readRecord(storage, UNSENT_KEY)).map(([key, items]) => [
        key,
        Array.isArray(items) ? items.filter(isUnsentMessage) : [],
      ]),
    );
  const writeDrafts = (value: Record<string, string>) => writeRecord(storage, DRAFTS_KEY, value);
  const writeUnsent = (value: Unsent) => writeRecord(storage, UNSENT_KEY, value);

  function forgetUnsentIn(record: Unsent, localId: string): Unsent {
    return Object.entries(record).reduce<Unsent>(
      (kept, [key, items]) =>
        withItems(
          kept,
          key,
          items.filter((item) => item.localId !== localId),
        ),
      {},
    );
  }

  return {
    draft: (key: string): string => drafts()[key] ?? '',
    setDraft(key: string, text: string): void {
      const { [key]: _previous, ...others } = drafts();
      writeDrafts(text === '' ? others : { ...others, [key]: text });
    },
    unsent: (key: string): UnsentMessage[] => unsent()[key] ?? [],
    /** Adds or replaces (by localId) an unsent message of the conversation `key`. */
    keepUnsent(key: string, message: UnsentMessage): void {
      const record = forgetUnsentIn(unsent(), message.localId);
      writeUnsent(withItems(record, key, [...(record[key] ?? []), message]));
    },
    /** The server has it now, whichever conversation it was kept under. */
    forgetUnsent: (localId: string): void => writeUnsent(forgetUnsentIn(unsent(), localId)),
    /** The new conversation got its id: what was kept for it moves there; the draft too when `withDraft`. */
    moveNew(id: string, withDraft: boolean): void {
      const record = unsent();
      writeUnsent(
        withItems(withItems(record, NEW_CONVERSATION, []), id, [
          ...(record[id] ?? []),
          ...(record[NEW_CONVERSATION] ?? []),
        ]),
      );
      if (!withDraft) return;
      const { [NEW_CONVERSATION]: draft = '', ...others } = drafts();
      writeDrafts(draft === '' ? others : { ...others, [id]: draft });
    },
    /** The conversation is deleted: nothing of it is kept. */
    forgetConversation(key: string): void {
      writeUnsent(withItems(unsent(), key, []));
      const { [key]: _draft, ...others } = drafts();
      writeDrafts(others);
    },
  };
}

export type ChatMemory = ReturnType<typeof createChatMemory>;
