import { describe, expect, it } from 'vitest';
import type { ChatMessage, Discussion } from '../../shared/events.ts';
import { FRENCH_PDF_LABELS } from '../search/export-pdf.ts';
import { readPdf } from '../search/pdf/testing/read-pdf.ts';
import { type ConversationPdfInput, exchanges, renderConversationPdf } from './conversation-pdf.ts';
import { aChatMessage } from '../../shared/chat.fixtures.ts';

const ORIGIN = 'https://jurisia.example';
const SOURCE = {
  documentId: 'd1',
  title: 'Divorce par consentement mutuel',
  url: '/library/documents/divorce',
  excerpt: '…',
  jurisdiction: 'FR',
  date: '2025-03-12',
};
const DISCUSSION: Discussion = {
  _id: '3F2A9C1E-7b44-4d1a',
  title: 'Divorce à l’amiable',
  createdAt: '2026-11-23T10:15:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

function message(overrides: Partial<ChatMessage> & Pick<ChatMessage, '_id' | 'contentText'>): ChatMessage {
  return aChatMessage({
    localId: null,
    discussion: DISCUSSION._id,
    createdAt: '2026-11-23T10:15:00.000Z',
    updatedAt: '2026-11-23T10:15:00.000Z',
    ...overrides,
  });
}

const bot = (id: string, replyTo: string, contentText: string, sources = [SOURCE]) =>
  message({ _id: id, replyTo, contentText, senderType: 'bot', sender: null, sources });

const MESSAGES = [
  message({ _id: 'q1', contentText: 'Comment divorcer ?' }),
  bot('a1', 'q1', '## Les étapes\n\nIl faut une **convention** [1].'),
  message({
    _id: 'q2',
    contentText: '',
    isAudioQuestion: true,
    answerStatus: 'failed',
    err: 'Transcription indisponible',
  }),
  message({ _id: 'q3', contentText: 'Et le délai ?' }),
  bot('a3', 'q3', 'Quinze jours de réflexion [1].'),
];

const input = (messages: ChatMessage[] = MESSAGES): ConversationPdfInput => ({
  appName: 'Jurisia',
  discussion: DISCUSSION,
  messages,
  origin: ORIGIN,
  labels: {
    ...FRENCH_PDF_LABELS,
    noAnswer: 'Aucune réponse n’est disponible pour cette question.',
    voiceQuestion: 'Question vocale',
  },
  locale: 'fr',
});

describe('exchanges', () => {
  it('pairs each question with its answer, in the order asked; a question without one has null', () => {
    const pairs = exchanges(MESSAGES);
    expect(pairs.map(({ question, answer }) => [question._id, answer?._id ?? null])).toEqual([
      ['q1', 'a1'],
      ['q2', null],
      ['q3', 'a3'],
    ]);
  });
});

describe('renderConversationPdf', () => {
  it('shows the product, the day, the title, then each question with its answer and its numbered sources', async () => {
    const { pages, info } = await readPdf(await renderConversationPdf(input()));
    const text = pages.map((page) => page.text).join(' ');
    expect(
      text.startsWith(
        'Jurisia Date 23 novembre 2026 Divorce à l’amiable Question Comment divorcer ? Réponse Les étapes Il faut une convention [1]. Sources [1] Divorce par consentement mutuel FR · 12 mars 2025',
      ),
    ).toBe(true);
    expect(text).toContain('Question Question vocale Réponse Aucune réponse n’est disponible pour cette question.');
    expect(text).toContain(
      'Question Et le délai ? Réponse Quinze jours de réflexion [1]. Sources [1] Divorce par consentement mutuel',
    );
    expect(text).toContain(`${FRENCH_PDF_LABELS.notice} Généré par Jurisia Page 1 / 1`);
    expect(pages[0]?.links).toContain(`${ORIGIN}/library/documents/divorce`);
    expect(info).toMatchObject({ Title: 'Divorce à l’amiable', Author: 'Jurisia', CreationDate: 'D:20261124080000Z' });
  });

  it('renders a conversation without questions as its title and the notice', async () => {
    const { pages } = await readPdf(await renderConversationPdf(input([])));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.text).toContain('Divorce à l’amiable');
    expect(pages[0]?.text).not.toContain('Question');
  });

  it('spreads a long conversation over numbered pages and produces the same bytes for the same input', async () => {
    const long = Array.from({ length: 12 }, (_, i) => [
      message({ _id: `q${i}`, contentText: `Question ${i}` }),
      bot(`a${i}`, `q${i}`, 'Une réponse détaillée [1]. '.repeat(30)),
    ]).flat();
    const first = await renderConversationPdf(input(long));
    const { pages } = await readPdf(first);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((page) => page.text.match(/Page \d+ \/ \d+/)?.[0])).toEqual(
      pages.map((_, index) => `Page ${index + 1} / ${pages.length}`),
    );
    expect(Buffer.from(first).equals(Buffer.from(await renderConversationPdf(input(long))))).toBe(true);
  });
});
