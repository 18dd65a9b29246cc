/**
 * A conversation as the PDF a user downloads (`GET /api/e/discussion/{id}/export-as-pdf`):
 * the legal search export's layout (src/server/search/pdf), with the conversation's title and
 * each question followed by its answer and the sources that answer cites. Same standard fonts,
 * same WinAnsi limits; the output depends on the input only.
 */
import type { Locale } from '../../i18n/locales.ts';
import { createTranslator, format } from '../../i18n/messages.ts';
import type { ChatMessage, Discussion } from '../../shared/events.ts';
import type { Config } from '../config.ts';
import type { PdfLabels } from '../search/export-pdf.ts';
import { openPdfDocument } from '../search/pdf/document.ts';
import { dayFormatter } from '../search/pdf/dates.ts';
import { type Doc, drawFooters, drawText } from '../search/pdf/draw.ts';
import { answerBlocks } from '../search/pdf/markdown.ts';
import {
  drawAnswer,
  drawHeader,
  drawNotice,
  drawQuestion,
  drawSectionTitle,
  drawSources,
} from '../search/pdf/sections.ts';
import { pdfLabels } from '../search/search-pdf.ts';

export interface ConversationPdfLabels extends PdfLabels {
  /** Shown for a spoken question that has no text. */
  voiceQuestion: string;
}

export interface ConversationPdfInput {
  appName: string;
  discussion: Discussion;
  /** The conversation's messages, oldest first. */
  messages: readonly ChatMessage[];
  /** Absolute base of the site: the links of the PDF must work outside it. */
  origin: string;
  labels: ConversationPdfLabels;
  locale: string;
}

export interface Exchange {
  question: ChatMessage;
  /** Its latest answer, or null (pending, failed). */
  answer: ChatMessage | null;
}

/** Each question with its answer, in the order the questions were asked. */
export function exchanges(messages: readonly ChatMessage[]): Exchange[] {
  const answers = new Map<string, ChatMessage>();
  for (const message of messages)
    if (message.senderType === 'bot' && message.replyTo) answers.set(message.replyTo, message);
  return messages
    .filter((message) => message.senderType === 'user')
    .map((question) => ({ question, answer: answers.get(question._id) ?? null }));
}

function drawExchange(
  doc: Doc,
  { question, answer }: Exchange,
  labels: ConversationPdfLabels,
  origin: string,
  formatDay: (value: string) => string,
): void {
  drawSectionTitle(doc, labels.question);
  drawQuestion(doc, question.contentText || labels.voiceQuestion);
  drawSectionTitle(doc, labels.answer);
  const sources = answer?.sources ?? [];
  drawAnswer(doc, answerBlocks(answer?.contentText ?? '', sources.length, origin), labels.noAnswer);
  if (sources.length > 0) {
    drawSectionTitle(doc, labels.sources);
    drawSources(doc, sources, origin, formatDay);
  }
  doc.moveDown(1);
}

/** The PDF of a conversation; one without questions shows only its title and the notice. */
export async function renderConversationPdf(input: ConversationPdfInput): Promise<Uint8Array> {
  const { appName, discussion, origin, labels, locale } = input;
  const formatDay = dayFormatter(locale);
  const { doc, bytes } = openPdfDocument({
    appName,
    locale,
    title: discussion.title,
    date: new Date(discussion.updatedAt),
  });

  drawHeader(doc, appName, labels.date, formatDay(discussion.createdAt));
  drawText(doc, discussion.title, { size: 16, bold: true });
  doc.moveDown(1);
  for (const exchange of exchanges(input.messages)) drawExchange(doc, exchange, labels, origin, formatDay);
  drawNotice(doc, labels.notice);
  drawFooters(doc, format(labels.generatedBy, { appName }), (n, total) => format(labels.page, { n, total }));

  doc.end();
  return bytes;
}

/** The conversation's PDF with the platform's name, the page's language and absolute links (PUBLIC_URL, else the request's origin). */
export function renderConversationExport(
  config: Pick<Config, 'appName' | 'publicUrl'>,
  locale: Locale,
  requestOrigin: string,
  discussion: Discussion,
  messages: readonly ChatMessage[],
): Promise<Uint8Array> {
  const t = createTranslator(locale);
  return renderConversationPdf({
    appName: config.appName,
    discussion,
    messages,
    origin: config.publicUrl ? new URL(config.publicUrl).origin : requestOrigin,
    labels: { ...pdfLabels(t), noAnswer: t('chat.pdf.noAnswer'), voiceQuestion: t('chat.voiceTitle') },
    locale,
  });
}
