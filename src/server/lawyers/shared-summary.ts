/**
 * What a user may attach to a message to a lawyer (docs/ARCHITECTURE.md "Lawyer directory"): the summary of one
 * of their conversations or legal searches, shared only with their consent. The summary is
 * plain text — the answers' Markdown, links and citation markers removed — kept short: the
 * lawyer gets the gist (questions, the start of each answer), not the whole record. The text
 * building is pure; the reads below it are always scoped to the user, so another user's item
 * is simply not found.
 */
import type { Translate } from '../../i18n/messages.ts';
import { exchanges } from '../chat/conversation-pdf.ts';
import { findDiscussion, listDiscussions } from '../chat/discussions.ts';
import { allMessages } from '../chat/messages.ts';
import type { Db } from '../db/client.ts';
import { iso } from '../db/iso.ts';
import { findLegalSearch } from '../search/legal-searches.ts';
import { speakableText } from '../speech/speakable-text.ts';
import { SHARED_SUMMARY_MAX_CHARS, type SharedKind } from './lawyer-account.types.ts';

/** Each answer is cut to its start: the questions say most of what the lawyer needs. */
export const ANSWER_START_CHARS = 600;
/** A shared item's title (a conversation's title, a search's question) as the lawyer lists it. */
const SHARED_TITLE_MAX_CHARS = 150;
/** How many recent conversations and searches the form offers, each. */
export const SHAREABLE_LIMIT = 20;

/** The labels of a summary, in the sender's language ('Question :', 'Réponse :'…). */
export interface SummaryLabels {
  question: string;
  answer: string;
  /** Stands for a spoken question that has no text. */
  voiceQuestion: string;
  /** Stands for a question not (or not yet) answered. */
  noAnswer: string;
}

export function summaryLabels(t: Translate): SummaryLabels {
  return {
    question: t('lawyers.contact.summary.question'),
    answer: t('lawyers.contact.summary.answer'),
    voiceQuestion: t('lawyers.contact.summary.voiceQuestion'),
    noAnswer: t('lawyers.contact.summary.noAnswer'),
  };
}

export interface Exchange {
  question: string;
  /** The answer's Markdown, or null when there is none. */
  answer: string | null;
}

export interface SharedItem {
  kind: SharedKind;
  title: string;
  summary: string;
}

/**
 * `text` in at most `max` characters (code points): cut at the end of a word and ended with
 * '…' when it was longer, unchanged otherwise.
 */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  // One character is kept for the ellipsis.
  const head = chars.slice(0, max - 1).join('');
  const endsAWord = /\s/.test(chars[max - 1] ?? ' ');
  const lastSpace = head.search(/\s\S*$/);
  const kept = endsAWord || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${kept.replace(/[\s,;:.]+$/, '')}…`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An answer's Markdown as plain text: no markup, no link addresses, no citation markers. */
export function plainAnswer(markdown: string): string {
  return speakableText(markdown, Number.POSITIVE_INFINITY);
}

function exchangeText({ question, answer }: Exchange, labels: SummaryLabels): string {
  const answerText = answer === null ? '' : cut(plainAnswer(answer), ANSWER_START_CHARS);
  return `${labels.question} ${oneLine(question) || labels.voiceQuestion}\n${labels.answer} ${answerText || labels.noAnswer}`;
}

/** The conversation's title, then each exchange oldest first; the whole within SHARED_SUMMARY_MAX_CHARS. */
export function conversationSummary(title: string, items: readonly Exchange[], labels: SummaryLabels): string {
  return cut(
    [oneLine(title), ...items.map((item) => exchangeText(item, labels))].join('\n\n'),
    SHARED_SUMMARY_MAX_CHARS,
  );
}

/** The search's question and the start of its answer. */
export function searchSummary(item: Exchange, labels: SummaryLabels): string {
  return cut(exchangeText(item, labels), SHARED_SUMMARY_MAX_CHARS);
}

/** The user's conversation or answered search as it would be shared; null when the user has no such item. */
export async function readSharedItem(
  db: Db,
  userId: string,
  share: { kind: SharedKind; id: string },
  labels: SummaryLabels,
): Promise<SharedItem | null> {
  if (share.kind === 'conversation') {
    const discussion = await findDiscussion(db, userId, share.id);
    if (!discussion) return null;
    const messages = await allMessages(db, userId, discussion._id);
    const items = exchanges(messages).map(({ question, answer }) => ({
      question: question.contentText,
      answer: answer?.answerStatus === 'completed' ? answer.contentText : null,
    }));
    return {
      kind: 'conversation',
      title: cut(oneLine(discussion.title), SHARED_TITLE_MAX_CHARS),
      summary: conversationSummary(discussion.title, items, labels),
    };
  }
  const search = await findLegalSearch(db, userId, share.id);
  // Only answered searches are offered: a pending or failed one has nothing to summarise.
  if (search?.answer_status !== 'completed') return null;
  return {
    kind: 'search',
    title: cut(oneLine(search.question_text) || labels.voiceQuestion, SHARED_TITLE_MAX_CHARS),
    summary: searchSummary({ question: search.question_text, answer: search.answer_text }, labels),
  };
}

/** One choice of the form's select. */
export interface ShareableItem {
  id: string;
  title: string;
  /** ISO 8601: the conversation's last activity, the search's asking. */
  date: string;
}

export interface ShareableItems {
  conversations: ShareableItem[];
  searches: ShareableItem[];
}

/** The user's most recent conversations and answered searches, newest first, for the form. */
export async function shareableItems(db: Db, userId: string): Promise<ShareableItems> {
  const [discussions, searches] = await Promise.all([
    listDiscussions(db, userId, { page: 1, perPage: SHAREABLE_LIMIT }),
    db
      .selectFrom('legal_searches')
      .select(['id', 'question_text', 'created_at'])
      .where('user_id', '=', userId)
      .where('answer_status', '=', 'completed')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHAREABLE_LIMIT)
      .execute(),
  ]);
  return {
    conversations: discussions.data.map((d) => ({
      id: d._id,
      title: cut(oneLine(d.title), SHARED_TITLE_MAX_CHARS),
      date: d.updatedAt,
    })),
    searches: searches.map((s) => ({
      id: s.id,
      title: cut(oneLine(s.question_text), SHARED_TITLE_MAX_CHARS),
      date: iso(s.created_at),
    })),
  };
}
