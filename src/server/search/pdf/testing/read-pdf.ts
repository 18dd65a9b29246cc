/**
 * Reads a PDF back as a viewer would (pdfjs-dist, a dev dependency: tests only): the text of
 * each page, the font of each run, the link targets, the document info.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPage {
  /** The page's text, whitespace collapsed: lines and runs joined by one space. */
  text: string;
  /** Each non-blank text run with its font's PostScript name ('Helvetica-Bold'). */
  runs: { text: string; font: string }[];
  /** The URLs of the page's link annotations. */
  links: string[];
}

// pdfjs measures the standard fonts with its own copies of them; without these it warns.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function readPdf(bytes: Uint8Array): Promise<{ pages: ReadPage[]; info: Record<string, unknown> }> {
  // A copy: pdfjs may take over the buffer it is given.
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl, fontExtraProperties: true, verbosity: 0 })
    .promise;
  const pages: ReadPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    await page.getOperatorList(); // loads the fonts, so runs can be told apart by font
    const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
    const text = items
      .map((item) => item.str + (item.hasEOL ? ' ' : ''))
      .join('')
      .replace(/\s+/g, ' ');
    const runs = items
      .filter((item) => item.str.trim() !== '')
      .map((item) => ({ text: item.str, font: page.commonObjs.get(item.fontName).name as string }));
    const annotations: { subtype: string; url?: string }[] = await page.getAnnotations();
    pages.push({ text, runs, links: annotations.filter((a) => a.subtype === 'Link').map((a) => a.url ?? '') });
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, info: info as Record<string, unknown> };
}
