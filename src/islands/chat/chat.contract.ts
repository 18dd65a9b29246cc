/**
 * What the chat screen's store offers its components (SPEC-COVERAGE §2 "Chat screen", §4, §5, §9): the
 * one contract between chat.store.ts (state, rules, calls) and the React components, which
 * only read these atoms and call these actions. Types only.
 */
import type { ReadableAtom } from 'nanostores';
import type { ChatMessage, Discussion, Feedback, Page, ThinkMode } from '~/shared/events.ts';

export type { Page } from '~/shared/events.ts';

/** The first things the page reads on the server, so the screen shows at once. */
export interface ChatInitial {
  /** First page of the user's conversations (15, most recently updated first). */
  discussions: Page<Discussion>;
  /** The conversation of the URL, when there is one and it is the user's. */
  current: Discussion | null;
  /** Its newest messages (page 1 of GET /api/e/message), oldest first. */
  messages: Page<ChatMessage> | null;
  /** A question to open the composer with (`/chat?q=…`: the home page's topics, a sheet's « Poser une question »). */
  question?: string;
}

/** A message as the screen shows it: the server's record, or the browser's own until sent. */
export interface ChatEntry {
  /** `message.localId ?? message._id`: stable from the moment the user sends. */
  key: string;
  /** A message not acknowledged yet has `_id: ''`; its answerStatus is pending or failed. */
  message: ChatMessage;
  /** Why sending failed, in the user's words (SPEC-COVERAGE §8); null once the server holds it. */
  sendError: string | null;
  /** The bot answer typed in so far (5 characters per 20 ms); null when not being typed. */
  typing: string | null;
  /**
   * Asked while offline: kept in the browser, shown « En attente de connexion » and sent once the
   * connection is back (docs/ARCHITECTURE.md "Offline").
   */
  waiting?: boolean;
}

export interface ConversationList {
  items: Discussion[];
  /** Pages loaded so far. */
  page: number;
  totalPages: number;
  loading: boolean;
  /** The search across the user's conversations ('' for none). */
  query: string;
}

export interface OlderMessages {
  /** More messages exist before the first one shown. */
  hasMore: boolean;
  loading: boolean;
}

export interface ThinkModeState {
  /** Shown only when the public config enables it. */
  enabled: boolean;
  value: ThinkMode;
}

export interface ChatStore {
  $conversations: ReadableAtom<ConversationList>;
  /** The open conversation; null for a new one (URL /chat). */
  $current: ReadableAtom<Discussion | null>;
  /** The open conversation's messages, oldest first. */
  $entries: ReadableAtom<ChatEntry[]>;
  $older: ReadableAtom<OlderMessages>;
  /** The composer's text, kept in the browser across reloads, per conversation. */
  $draft: ReadableAtom<string>;
  /** A validation message for the composer (SPEC-COVERAGE §5), null when none. */
  $composerError: ReadableAtom<string | null>;
  $thinkMode: ReadableAtom<ThinkModeState>;
  /** The rotating waiting text while an answer is awaited (after 2 s), else null. */
  $waiting: ReadableAtom<string | null>;
  /** True while an answer of the open conversation is awaited. */
  $awaiting: ReadableAtom<boolean>;

  /** Subscribes to pushes and timers; returns the function that stops everything. */
  start(): () => void;
  setDraft(text: string): void;
  /** Sends the draft (or `text`, for a starter question). Never throws: failures become state and toasts. */
  send(text?: string): Promise<void>;
  /**
   * Sends a spoken question: the recording with the browser's transcript ('' when it had none).
   * Resolves with the entry's key once sent or failed, null when refused; never throws.
   */
  sendRecording(recording: Blob, transcript: string): Promise<string | null>;
  /** A question posted before the island had the page (early-send.ts): sent again with its localId, so the server records it once. */
  sendEarly(text: string, localId: string): Promise<void>;
  /** Sends a failed user message again (SPEC-COVERAGE §5: at most 3 retries). */
  retry(key: string): Promise<void>;
  /** Opens a conversation (null: a new one) and updates the URL. */
  open(id: string | null): Promise<void>;
  loadMoreConversations(): Promise<void>;
  searchConversations(query: string): Promise<void>;
  loadOlder(): Promise<void>;
  /** Trimmed, optimistic, reverted on failure; 'Conversation renommée' on success. */
  rename(id: string, title: string): Promise<void>;
  /** 'Conversation supprimée'; opening a new conversation when it was the open one. */
  remove(id: string): Promise<void>;
  setThinkMode(mode: ThinkMode): void;
  setFeedback(messageId: string, value: Feedback | null): Promise<void>;
  /** Downloads the open conversation as PDF. */
  exportPdf(id: string): Promise<void>;
}
