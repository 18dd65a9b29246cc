/**
 * A generated document as PDF (docs/ARCHITECTURE.md "Document generator"): A4, 2.5 cm margins, Helvetica 11 pt,
 * laid out like a typed letter. pdfkit's standard fonts need no font file but print WinAnsi
 * only (French is untouched; see search/pdf/win-ansi.ts).
 */
import PDFDocument from 'pdfkit';
import type { DocumentBlock, RenderedDocument } from '../../documents/template.types.ts';
import { toWinAnsi } from '../search/pdf/win-ansi.ts';
import { type FileMeta, footerText } from './file-text.ts';
import { type Doc, drawRuns, INK, keepRoom, lineHeight, type Placement, REGULAR } from './pdf-runs.ts';

/** 2.5 cm in points. */
const MARGIN = (2.5 / 2.54) * 72;
const BODY_SIZE = 11;
const TITLE_SIZE = 16;
const HEADING_SIZE = 12;
const FOOTER_SIZE = 7.5;
const MUTED = '#6b7280';
const BULLET_X = 4;
const ITEM_INDENT = 18;
/** Room left above the signer's name for a handwritten signature. */
const SIGNATURE_SPACE = 48;

function drawBlock(doc: Doc, block: DocumentBlock): void {
  const width = doc.page.width - 2 * MARGIN;
  const body: Placement = { x: MARGIN, width, align: 'left', size: BODY_SIZE, bold: false };
  switch (block.type) {
    case 'title':
      drawRuns(doc, block.runs, { ...body, align: 'center', size: TITLE_SIZE, bold: true });
      return;
    case 'heading':
      doc.y += BODY_SIZE * 0.4;
      keepRoom(doc, lineHeight(doc, HEADING_SIZE) + 2 * lineHeight(doc, BODY_SIZE));
      drawRuns(doc, block.runs, { ...body, size: HEADING_SIZE, bold: true });
      return;
    case 'right':
      drawRuns(doc, block.runs, { ...body, align: 'right' });
      return;
    case 'item': {
      keepRoom(doc, lineHeight(doc, BODY_SIZE));
      const y = doc.y;
      // Without a width pdfkit draws in place: no wrapping, no page break, no move down.
      doc
        .font(REGULAR)
        .fontSize(BODY_SIZE)
        .fillColor(INK)
        .text('•', MARGIN + BULLET_X, y, { lineBreak: false });
      doc.y = y;
      drawRuns(doc, block.runs, { ...body, x: MARGIN + ITEM_INDENT, width: width - ITEM_INDENT });
      return;
    }
    case 'signature':
      keepRoom(doc, SIGNATURE_SPACE + 2 * lineHeight(doc, BODY_SIZE));
      doc.y += SIGNATURE_SPACE;
      // The right half of the page, where a letter is signed.
      drawRuns(doc, block.runs, { ...body, x: MARGIN + width / 2, width: width / 2 });
      return;
    case 'paragraph':
      drawRuns(doc, block.runs, body);
      return;
  }
}

/** The space under a block: a list's items stay close together, a heading close to its text. */
function gapAfter(block: DocumentBlock, next: DocumentBlock | undefined): number {
  if (block.type === 'title') return TITLE_SIZE * 0.8;
  if (block.type === 'heading') return BODY_SIZE * 0.3;
  if (block.type === 'item' && next?.type === 'item') return BODY_SIZE * 0.2;
  return BODY_SIZE * 0.7;
}

/**
 * The footer of every page, small and grey in the bottom margin. Drawn without a width:
 * pdfkit would otherwise see text below the margin and start a new page.
 */
function drawFooters(doc: Doc, text: string): void {
  const { start, count } = doc.bufferedPageRange();
  const printable = toWinAnsi(text);
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.font(REGULAR).fontSize(FOOTER_SIZE).fillColor(MUTED);
    const x = (doc.page.width - doc.widthOfString(printable)) / 2;
    doc.text(printable, x, doc.page.height - MARGIN / 2, { lineBreak: false });
  }
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export function documentPdf(rendered: RenderedDocument, meta: FileMeta): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: meta.language,
    displayTitle: true,
    // Given here, not later: pdfkit derives the file ID from the info at construction.
    info: { Title: rendered.title, Creator: meta.appName },
  });
  const bytes = collect(doc);
  rendered.blocks.forEach((block, index) => {
    drawBlock(doc, block);
    doc.y += gapAfter(block, rendered.blocks[index + 1]);
  });
  drawFooters(doc, footerText(meta));
  doc.end();
  return bytes;
}
