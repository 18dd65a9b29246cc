/**
 * The socket contract (SPEC-COVERAGE §7 "Socket events", docs/ARCHITECTURE.md "Real time"), shared by the server
 * (src/server/realtime) and the browser (src/stores/socket.ts). Types only: importing this
 * file costs the client bundle nothing.
 */
import type { AnswerAudioPush } from './audio.ts';

/** SPEC-COVERAGE §3 "Pagination response": pages count from 1. */
export interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
  totalItems: number;
  perPage: number;
}

export type AnswerStatus = 'pending' | 'completed' | 'failed';
/** The answer depths, the one list of them for the server (its inputs, the config) and the islands. */
export const THINK_MODES = ['instant', 'think', 'deepThink'] as const;
export type ThinkMode = (typeof THINK_MODES)[number];

/** A library document an answer relies on (docs/ARCHITECTURE.md "API conventions": `sources` of a bot message). */
export interface AnswerSource {
  documentId: string;
  title: string;
  /** Our library page for the document, locale-free (`/library/documents/{slug}`). */
  url: string;
  excerpt: string;
  /** 'FR', 'BJ', 'OHADA'… */
  jurisdiction: string;
  /** YYYY-MM-DD of the source text, when known. */
  date: string | null;
}

/** SPEC-COVERAGE §3 "Legal search request", with the answer it received. */
export interface LegalSearchRequest {
  _id: string;
  localId: string | null;
  questionText: string;
  /** Storage key of the recorded question, when asked by voice. */
  questionAudio: string | null;
  audioUrl: string | null;
  language: string;
  /** Storage URL of the answer read aloud (audio/mpeg), once synthesised. */
  answerAudio: string | null;
  answerStatus: AnswerStatus;
  /**
   * The answer in a small Markdown subset: paragraphs, `## ` headings, `- ` and `1. ` list
   * items, `**bold**`, links `[text](/path)` to the platform's own locale-free pages (the
   * client adds the locale prefix), and citation markers `[1]` numbering `sources` from 1.
   */
  answerText: string | null;
  sources: AnswerSource[];
  thinkMode: ThinkMode;
  /** Why the answer failed, in plain words; null unless failed. */
  err: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LegalSearchPush {
  request: LegalSearchRequest;
  status: Exclude<AnswerStatus, 'pending'>;
  err?: string;
}

/** SPEC-COVERAGE §3 "Discussion": one conversation of the chat. */
export interface Discussion {
  _id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

export type SenderType = 'user' | 'bot';
export type Feedback = 'up' | 'down';

/**
 * SPEC-COVERAGE §3 "Message". A user message carries the question and its answerStatus; its answer is
 * a separate bot message (`replyTo` = the question's _id) created completed when the answer
 * arrives. `contentText` of a bot message is the Markdown subset of LegalSearchRequest.answerText.
 */
export interface ChatMessage {
  _id: string;
  /** The id the browser gave the message before sending it; null for bot messages. */
  localId: string | null;
  contentText: string;
  /** The author's user id; null for the bot. */
  sender: string | null;
  senderType: SenderType;
  /** The discussion's _id. */
  discussion: string;
  /** Storage URL of the recorded question (user) or of the spoken answer (bot), to sign. */
  audioFile: string | null;
  isAudioQuestion: boolean;
  answerStatus: AnswerStatus;
  /** Bot messages: the question answered. */
  replyTo: string | null;
  /** Bot messages: the sources cited as [1], [2]… in contentText. */
  sources: AnswerSource[];
  thinkMode: ThinkMode;
  /** User messages: answers asked again after a failure (SPEC-COVERAGE §5: at most 3). */
  retryCount: number;
  /** Bot messages: the user's thumbs up or down. */
  feedback: Feedback | null;
  /** Why the answer failed, in plain words; null unless failed. */
  err: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `chat_ai_response` (SPEC-COVERAGE §7, docs/ARCHITECTURE.md "API conventions"): a heartbeat carries nothing to show and is ignored. */
export interface ChatPush {
  question: ChatMessage;
  answer: ChatMessage | null;
  status: Exclude<AnswerStatus, 'pending'>;
  err?: string;
  type: 'answer' | 'heartbeat';
}

export interface ServerToClientEvents {
  legal_search_ai_response: (payload: LegalSearchPush) => void;
  chat_ai_response: (payload: ChatPush) => void;
  /** An answer's spoken version is ready (or failed): see src/shared/audio.ts. */
  answer_audio: (payload: AnswerAudioPush) => void;
}

/** The client only listens; `ping` lets it measure the link with an acknowledgement (5 s timeout). */
export interface ClientToServerEvents {
  ping: (ack: (serverTime: number) => void) => void;
}

export const SOCKET_EVENTS = [
  'legal_search_ai_response',
  'chat_ai_response',
  'answer_audio',
] as const satisfies readonly (keyof ServerToClientEvents)[];
