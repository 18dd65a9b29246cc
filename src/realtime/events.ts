/**
 * The socket contract (SPEC §7 "Socket events", DESIGN §4 "Real time"), shared by the server
 * (src/server/realtime) and the browser (src/stores/socket.ts). Types only: importing this
 * file costs the client bundle nothing.
 */
export type AnswerStatus = 'pending' | 'completed' | 'failed';
export type ThinkMode = 'instant' | 'think' | 'deepThink';

/** A library document an answer relies on (DESIGN §4: `sources` of a bot message). */
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

/** SPEC §3 "Legal search request", with the answer it received. */
export interface LegalSearchRequest {
  _id: string;
  localId: string | null;
  questionText: string;
  /** Storage key of the recorded question, when asked by voice. */
  questionAudio: string | null;
  audioUrl: string | null;
  language: string;
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

/** The chat's push (issue 6 fills Message in; the shape is fixed by DESIGN §4). */
export interface ChatPush {
  question: unknown;
  answer: unknown | null;
  status: Exclude<AnswerStatus, 'pending'>;
  err?: string;
  type: 'answer' | 'heartbeat';
}

export interface ServerToClientEvents {
  legal_search_ai_response: (payload: LegalSearchPush) => void;
  chat_ai_response: (payload: ChatPush) => void;
}

/** The client only listens; `ping` lets it measure the link with an acknowledgement (5 s timeout). */
export interface ClientToServerEvents {
  ping: (ack: (serverTime: number) => void) => void;
}

export const SOCKET_EVENTS = ['legal_search_ai_response', 'chat_ai_response'] as const satisfies readonly (keyof ServerToClientEvents)[];
