/** The sections of the legal search PDF, top to bottom; each leaves `doc.y` under itself. */
import type { AnswerSource } from '../../../shared/events.ts';
import { contentWidth, type Doc, drawBlocks, drawSpans, drawText, keepRoom, MARGIN } from './draw.ts';
import { absoluteUrl } from './links.ts';
import type { Block } from './markdown.ts';

const BODY = 11;
const SMALL = 9;

function rule(doc: Doc): void {
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + contentWidth(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor('#c9d1d9')
    .stroke();
  doc.moveDown(0.8);
}

/** The product name, then the labelled day of the search (no colon: its spacing is per language). */
export function drawHeader(doc: Doc, appName: string, dateLabel: string, day: string): void {
  drawText(doc, appName, { size: 18, bold: true, color: 'brand' });
  doc.moveDown(0.2);
  const spans = [
    { text: `${dateLabel}  `, bold: true, href: null },
    { text: day, bold: false, href: null },
  ];
  drawSpans(doc, spans, MARGIN, { size: 10, color: 'muted' });
  rule(doc);
}

/** A section title, kept on the page with the first lines of its section. */
export function drawSectionTitle(doc: Doc, title: string): void {
  keepRoom(doc, 60);
  drawText(doc, title, { size: 13, bold: true, color: 'brand' });
  doc.moveDown(0.4);
}

export function drawQuestion(doc: Doc, question: string): void {
  drawText(doc, question, { size: 12, bold: true });
  doc.moveDown(1);
}

/** The answer's blocks, or the `noAnswer` line when it has none (pending, failed, empty). */
export function drawAnswer(doc: Doc, blocks: readonly Block[], noAnswer: string): void {
  if (blocks.length > 0) drawBlocks(doc, blocks, BODY);
  else drawText(doc, noAnswer, { size: BODY, italic: true, color: 'muted' });
  doc.moveDown(0.6);
}

/**
 * The numbered sources, as cited by the answer's `[n]`: title, jurisdiction and day, then
 * the absolute URL of the library page, clickable. A source is never split across pages.
 */
export function drawSources(
  doc: Doc,
  sources: readonly AnswerSource[],
  origin: string,
  formatDay: (value: string) => string,
): void {
  sources.forEach((source, index) => {
    keepRoom(doc, 3 * (BODY * 1.2 + 2));
    drawSpans(doc, [{ text: `[${index + 1}] ${source.title}`, bold: true, href: null }], MARGIN, { size: BODY });
    const facts = [source.jurisdiction, source.date === null ? '' : formatDay(source.date)].filter(
      (fact) => fact !== '',
    );
    if (facts.length > 0) drawText(doc, facts.join(' · '), { size: SMALL, color: 'muted' });
    const url = absoluteUrl(source.url, origin);
    if (url !== null) drawSpans(doc, [{ text: url, bold: false, href: url }], MARGIN, { size: SMALL });
    doc.moveDown(0.6);
  });
}

/** The information-not-advice notice, set apart from the answer. */
export function drawNotice(doc: Doc, notice: string): void {
  rule(doc);
  keepRoom(doc, 30);
  drawText(doc, notice, { size: SMALL, italic: true, color: 'muted' });
}
