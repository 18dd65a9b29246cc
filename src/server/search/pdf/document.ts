/**
 * A new A4 document as every export of the platform starts it: the app as author, the
 * document's own date (not the export's, so the same record always gives the same bytes),
 * and its title in the viewer's title bar.
 */
import PDFDocument from 'pdfkit';
import { type Doc, MARGIN } from './draw.ts';

/** Title bars show this much of a question or a conversation's title. */
const TITLE_LENGTH = 100;

/** `text` on one line, cut to a length viewers show in a title bar. */
export function documentTitle(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > TITLE_LENGTH ? `${chars.slice(0, TITLE_LENGTH - 1).join('')}…` : chars.join('');
}

/** The bytes of `doc`, once it has ended. */
function collect(doc: Doc): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

export interface PdfDocumentInfo {
  appName: string;
  locale: string;
  title: string;
  /** The date the document carries in its metadata. */
  date: Date;
}

/** The document to draw on, and its bytes once `doc.end()` is called. */
export function openPdfDocument({ appName, locale, title, date }: PdfDocumentInfo): {
  doc: Doc;
  bytes: Promise<Uint8Array>;
} {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    // Given here, not later: pdfkit derives the file ID from the info at construction.
    info: { Title: documentTitle(title), Author: appName, Creator: appName, CreationDate: date },
  });
  return { doc, bytes: collect(doc) };
}
