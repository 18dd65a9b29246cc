/**
 * Drawing a block's runs on a pdfkit page: regular and bold Helvetica, wrapped within a width,
 * aligned left, centred or right. Every text goes through `toWinAnsi` here, so callers pass
 * raw Unicode.
 */
import type { TextRun } from '../../documents/template.types.ts';
import { toWinAnsi } from '../search/pdf/win-ansi.ts';
import { runLines } from './file-text.ts';

export type Doc = PDFKit.PDFDocument;

export const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
export const INK = '#000000';
const LINE_GAP = 2;

export interface Placement {
  x: number;
  width: number;
  align: 'left' | 'center' | 'right';
  size: number;
  /** The whole block in bold (a title, a heading), whatever its runs say. */
  bold: boolean;
}

/** The height of one line of text at `size` points. */
export function lineHeight(doc: Doc, size: number): number {
  return doc.fontSize(size).currentLineHeight(true) + LINE_GAP;
}

/** Starts a new page unless `height` points still fit, so a heading or a signature is never cut from what follows. */
export function keepRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

interface Piece {
  text: string;
  bold: boolean;
}

/** The printable runs, neighbours of the same weight merged. */
function pieces(runs: readonly TextRun[], bold: boolean): Piece[] {
  const merged: Piece[] = [];
  for (const run of runs) {
    const piece = { text: toWinAnsi(runLines(run.text).join('\n')), bold: bold || run.bold === true };
    const last = merged.at(-1);
    if (piece.text === '') continue;
    if (last?.bold === piece.bold) last.text += piece.text;
    else merged.push(piece);
  }
  return merged;
}

/** Runs wrapped by pdfkit as one paragraph (a `continued` chain); '\n' breaks a line. */
function drawWrapped(doc: Doc, printable: readonly Piece[], { x, width, align, size }: Placement): void {
  printable.forEach((piece, index) => {
    // pdfkit carries a chain's options from run to run: the font is set again each time.
    doc
      .font(piece.bold ? BOLD : REGULAR)
      .fontSize(size)
      .fillColor(INK);
    const options = { width, align, lineGap: LINE_GAP, continued: index < printable.length - 1 };
    if (index === 0) doc.text(piece.text, x, doc.y, options);
    else doc.text(piece.text, options);
  });
}

function splitLines(printable: readonly Piece[]): Piece[][] {
  const lines: Piece[][] = [[]];
  for (const piece of printable) {
    piece.text.split('\n').forEach((text, index) => {
      if (index > 0) lines.push([]);
      if (text !== '') lines.at(-1)?.push({ text, bold: piece.bold });
    });
  }
  return lines;
}

/**
 * Centred or right-aligned runs of both weights. pdfkit aligns each run of a `continued` chain
 * on its own, drawing them over one another, so each line is measured and placed here. A line
 * too long for the width (rare: these blocks hold addresses and dates) is wrapped by pdfkit in
 * its first run's weight.
 */
function drawAlignedLines(doc: Doc, printable: readonly Piece[], placement: Placement): void {
  const { x, width, align, size } = placement;
  const measure = (piece: Piece) =>
    doc
      .font(piece.bold ? BOLD : REGULAR)
      .fontSize(size)
      .widthOfString(piece.text);
  for (const line of splitLines(printable)) {
    const lineWidth = line.reduce((sum, piece) => sum + measure(piece), 0);
    if (lineWidth > width) {
      drawWrapped(doc, [{ text: line.map((piece) => piece.text).join(''), bold: line[0]?.bold ?? false }], placement);
      continue;
    }
    const height = lineHeight(doc, size);
    keepRoom(doc, height);
    const y = doc.y;
    let left = align === 'right' ? x + width - lineWidth : x + (width - lineWidth) / 2;
    for (const piece of line) {
      const pieceWidth = measure(piece);
      // Without a width pdfkit draws in place: no wrapping, no page break, no move down.
      doc.fillColor(INK).text(piece.text, left, y, { lineBreak: false });
      left += pieceWidth;
    }
    doc.x = x;
    doc.y = y + height;
  }
}

/** Writes `runs` as one block from `doc.y`, leaving `doc.y` under it. */
export function drawRuns(doc: Doc, runs: readonly TextRun[], placement: Placement): void {
  const printable = pieces(runs, placement.bold);
  const mixed = new Set(printable.map((piece) => piece.bold)).size > 1;
  if (mixed && placement.align !== 'left') drawAlignedLines(doc, printable, placement);
  else drawWrapped(doc, printable, placement);
}
