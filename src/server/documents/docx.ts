/**
 * A generated document as Word (DOCX), laid out like its PDF (pdf.ts): A4, 2.5 cm margins,
 * 11 pt, a centred Title, bold headings, right-aligned blocks, bullets, a signature space.
 * Word's own styles are used (Title, Heading 1), so the user can restyle the document.
 */
import {
  AlignmentType,
  convertMillimetersToTwip,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import type { DocumentBlock, RenderedDocument, TextRun as DocumentRun } from '../../documents/template.types.ts';
import { type FileMeta, footerText, runLines } from './file-text.ts';

/** Helvetica's metric twin, on every system Word runs on. */
const FONT = 'Arial';
/** Sizes in half-points, spacings in twentieths of a point, as Word counts. */
const BODY_SIZE = 22;
const TITLE_SIZE = 32;
const HEADING_SIZE = 24;
const FOOTER_SIZE = 15;
const AFTER_BLOCK = 160;
const SIGNATURE_SPACE = 960;
const MARGIN = convertMillimetersToTwip(25);
/** Word's own A4, in twips. */
const A4 = { width: 11906, height: 16838 };
const HALF_CONTENT = Math.round((A4.width - 2 * MARGIN) / 2);
const PROOFING_LANGUAGES: Readonly<Record<string, string>> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * Characters XML 1.0 cannot hold (control characters, unpaired surrogates): one of them in a
 * value would make Word refuse the whole file.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Word runs for one of the document's runs: its line breaks become Word line breaks. */
function wordRuns(runs: readonly DocumentRun[]): TextRun[] {
  return runs.flatMap((run) =>
    runLines(run.text.replace(NOT_XML, '')).map(
      (text, index) => new TextRun({ text, ...(run.bold ? { bold: true } : {}), ...(index > 0 ? { break: 1 } : {}) }),
    ),
  );
}

/** A list's items stay close together; the last one is spaced like a paragraph. */
function paragraph(block: DocumentBlock, next: DocumentBlock | undefined): Paragraph {
  const children = wordRuns(block.runs);
  const spacing = { after: AFTER_BLOCK };
  switch (block.type) {
    case 'title':
      return new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children });
    case 'heading':
      return new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children });
    case 'right':
      return new Paragraph({ alignment: AlignmentType.RIGHT, spacing, children });
    case 'item':
      return new Paragraph({
        bullet: { level: 0 },
        spacing: { after: next?.type === 'item' ? AFTER_BLOCK / 4 : AFTER_BLOCK },
        children,
      });
    case 'signature':
      // The right half of the page, below room for a handwritten signature, as in the PDF.
      return new Paragraph({
        indent: { left: HALF_CONTENT },
        keepLines: true,
        spacing: { before: SIGNATURE_SPACE, after: AFTER_BLOCK },
        children,
      });
    case 'paragraph':
      return new Paragraph({ spacing, children });
  }
}

export function documentDocx(rendered: RenderedDocument, meta: FileMeta): Promise<Buffer> {
  const base = meta.language.toLowerCase().split('-')[0] ?? '';
  const language = { value: PROOFING_LANGUAGES[base] ?? meta.language };
  const black = '000000';
  const document = new Document({
    title: rendered.title,
    creator: meta.appName,
    lastModifiedBy: meta.appName,
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE, language } },
        title: {
          run: { font: FONT, size: TITLE_SIZE, bold: true, color: black },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 2 * AFTER_BLOCK } },
        },
        heading1: {
          run: { font: FONT, size: HEADING_SIZE, bold: true, color: black },
          paragraph: { spacing: { before: AFTER_BLOCK, after: AFTER_BLOCK / 2 } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: A4, margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } } },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ text: footerText(meta), size: FOOTER_SIZE, color: '6B7280' })],
              }),
            ],
          }),
        },
        children: rendered.blocks.map((block, index) => paragraph(block, rendered.blocks[index + 1])),
      },
    ],
  });
  return Packer.toBuffer(document);
}
