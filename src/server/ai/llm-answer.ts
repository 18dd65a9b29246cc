/**
 * The model's side of an answer: a prompt grounded on the numbered retrieved passages, and
 * the reply brought back to what the platform can vouch for (the Markdown subset, citations
 * of given sources only, the sources list, dates and the closing reminder).
 */
import type { AnswerSource, ThinkMode } from '../../shared/events.ts';
import { withCaseName } from './case-label.ts';
import { datedLine } from './compose.ts';
import { type Frame, LAWYERS_LINK } from './frame.ts';
import type { ChatMessage } from './llm-client.ts';
import { checkCitations, toSubset } from './markdown.ts';
import type { RetrievedPassage } from './retriever.ts';

/** The prompt names the answer's language in English, the language models follow best. */
const LANGUAGES: Record<string, string> = {
  fon: 'Fon (Fɔngbè)',
  yo: 'Yoruba',
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  pt: 'Portuguese',
  pl: 'Polish',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  tr: 'Turkish',
  id: 'Indonesian',
  el: 'Greek',
  fi: 'Finnish',
  cs: 'Czech',
  ro: 'Romanian',
};

const SHAPES: Record<ThinkMode, string> = {
  instant: 'Be brief: one sentence answering the question, then at most 4 key points as a "- " list. No headings.',
  think:
    'Structure the answer: one sentence answering the question; a "## " heading with the key points as a "- " list; then, when the sources describe a procedure, a "## " heading with the steps to take as a "1. " list.',
  deepThink:
    'Give a thorough answer: one or two sentences answering the question; a "## " heading with the key points ("- " list); a "## " heading with the procedure step by step, in order ("1. " list); a "## " heading with the costs, deadlines and offices to contact (amounts in € or FCFA, courts, town hall, notary, time limits) when the sources mention them; and the conditions or exceptions that could change the answer.',
};

/** Enough of a conversation to follow it, without sending whole transcripts. */
const HISTORY_TURNS = 6;
const TURN_CHARS = 2000;
const QUESTION_CHARS = 4000;

export interface PromptInput {
  question: string;
  language: string;
  thinkMode: ThinkMode;
  history: readonly { role: 'user' | 'assistant'; text: string }[];
  found: RetrievedPassage[];
  now: Date;
}

/**
 * Small local models often run with a 4k-token context that silently drops the start of a
 * longer prompt (the rules): the passages share a budget, each source keeping its best one.
 */
const SOURCES_CHARS = 12_000;

function sourceBlock({ source, section, passages }: RetrievedPassage, i: number, all: RetrievedPassage[]): string {
  // The part of the sheet that answers comes first, named, as the embedded answer quotes it.
  const heading = `[${i + 1}] ${source.title}${section?.title ? ` — ${section.title}` : ''} (${source.jurisdiction}${source.date ? `, ${source.date}` : ''})`;
  const lines = [`- ${source.excerpt}`];
  let room = SOURCES_CHARS / all.length - source.excerpt.length;
  for (const passage of [...(section?.passages ?? []), ...passages].filter((p) => p !== source.excerpt)) {
    room -= passage.length;
    if (room < 0) break;
    // Another case's figure is named by its case, as the embedded answer names it (case-label.ts).
    lines.push(`- ${withCaseName(passage, section?.cases?.[passage])}`);
  }
  return [heading, ...lines].join('\n');
}

export function buildMessages({ question, language, thinkMode, history, found, now }: PromptInput): ChatMessage[] {
  const system = [
    'You are a legal information assistant for members of the public.',
    `Answer in ${LANGUAGES[language.split('-')[0] ?? ''] ?? 'French'}, in plain words someone without legal training understands, even though the sources are in French.`,
    'Use only the numbered sources below. Do not add facts from elsewhere. If they do not answer the question, say so plainly in one or two sentences and do not guess.',
    'After each statement, cite the sources it comes from with their numbers in square brackets, like [1] or [2][3]. Cite only the numbers listed below.',
    `The sources describe the law of their jurisdiction at their dates; today is ${now.toISOString().slice(0, 10)}.`,
    'Format: paragraphs, "## " headings, "- " or "1. " list items and **bold** only. No other Markdown, no tables, no links, no HTML.',
    'Do not add a disclaimer or a closing note about lawyers: the application adds one.',
    SHAPES[thinkMode],
    '',
    'Sources:',
    found.map(sourceBlock).join('\n\n'),
  ].join('\n');
  const turns: ChatMessage[] = history
    .slice(-HISTORY_TURNS)
    .map((t) => ({ role: t.role, content: t.text.slice(0, TURN_CHARS) }));
  return [{ role: 'system', content: system }, ...turns, { role: 'user', content: question.slice(0, QUESTION_CHARS) }];
}

/**
 * The reply in the Markdown subset with its citations checked and renumbered, `sources` the
 * cited ones in their new order, then the law and dates of those sources and, unless the
 * model linked to the lawyer directory itself, the closing reminder.
 */
export function finishReply(
  reply: string,
  found: RetrievedPassage[],
  frame: Frame,
  now: Date,
  lawyers: string,
): { text: string; sources: AnswerSource[] } {
  const { text, cited } = checkCitations(toSubset(reply), found.length);
  const sources = cited.flatMap((n) => {
    const source = found[n - 1]?.source;
    return source ? [source] : [];
  });
  const blocks = [text];
  if (sources.length > 0) blocks.push(datedLine(sources, frame, now));
  if (!text.includes(LAWYERS_LINK)) blocks.push(frame.reminder(lawyers));
  return { text: blocks.join('\n\n'), sources };
}
