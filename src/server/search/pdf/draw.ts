/**
 * Drawing on a pdfkit document: styled runs, Markdown blocks, page footers. Every string goes
 * through `toWinAnsi` here, so callers pass raw Unicode.
 */
import type { Block, Span } from './markdown.ts';
import { toWinAnsi } from './win-ansi.ts';

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 50;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
/** The site's palette (src/styles): text, muted text, brand green for titles and links. */
const INK = '#16202a';
const MUTED = '#4b5866';
const BRAND = '#17664c';
const LINE_GAP = 2;
const LIST_INDENT = 20;

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
  color?: 'ink' | 'muted' | 'brand';
}

const COLORS = { ink: INK, muted: MUTED, brand: BRAND };

export function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Starts a new page unless `height` points still fit, so a title never ends a page alone. */
export function keepRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/**
 * Draws runs as one wrapped paragraph starting at `x`, leaving `doc.y` under it. Link runs are
 * underlined, in the brand colour, with a link annotation on each line they cover. pdfkit
 * carries a run's options over to the next run of a `continued` chain, so `link` and
 * `underline` are always set explicitly.
 */
export function drawSpans(doc: Doc, spans: readonly Span[], x: number, style: TextStyle): void {
  const runs = spans.map((span) => ({ ...span, text: toWinAnsi(span.text) })).filter((span) => span.text !== '');
  const width = doc.page.width - MARGIN - x;
  runs.forEach((run, index) => {
    const font = run.bold || style.bold ? BOLD : style.italic ? ITALIC : REGULAR;
    doc
      .font(font)
      .fontSize(style.size)
      .fillColor(run.href ? BRAND : COLORS[style.color ?? 'ink']);
    const options = {
      width,
      lineGap: LINE_GAP,
      continued: index < runs.length - 1,
      link: run.href,
      underline: run.href !== null,
    };
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

/** Plain text as one paragraph at the left margin. */
export function drawText(doc: Doc, text: string, style: TextStyle): void {
  drawSpans(doc, [{ text, bold: false, href: null }], MARGIN, style);
}

/** The answer's blocks: headings bigger, list items indented behind their marker. */
export function drawBlocks(doc: Doc, blocks: readonly Block[], size: number): void {
  const lineHeight = size * 1.2 + LINE_GAP;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      doc.y += size * 0.4;
      keepRoom(doc, (size + 2) * 1.2 + 2 * lineHeight);
      drawSpans(doc, block.spans, MARGIN, { size: size + 2, bold: true });
    } else if (block.kind === 'item') {
      keepRoom(doc, lineHeight);
      const marker = toWinAnsi(block.marker);
      doc.font(REGULAR).fontSize(size).fillColor(INK);
      const markerX = MARGIN + LIST_INDENT - doc.widthOfString(marker) - 6;
      // Without a width pdfkit draws in place: no wrapping, no page break, no move down.
      doc.text(marker, markerX, doc.y, { lineBreak: false });
      drawSpans(doc, block.spans, MARGIN + LIST_INDENT, { size });
    } else {
      drawSpans(doc, block.spans, MARGIN, { size });
    }
    doc.y += size * 0.4;
  }
}

/**
 * Writes `left` and `right(n, total)` at the foot of every page. Needs `bufferPages`. The foot
 * lies in the bottom margin, where pdfkit's wrapper would start a new page: the texts are
 * drawn without a width, and the right one is placed by its measured width.
 */
export function drawFooters(doc: Doc, left: string, right: (n: number, total: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    const y = doc.page.height - MARGIN + 18;
    const rightText = toWinAnsi(right(index + 1, count));
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(toWinAnsi(left), MARGIN, y, { lineBreak: false });
    doc.text(rightText, doc.page.width - MARGIN - doc.widthOfString(rightText), y, { lineBreak: false });
  }
}
