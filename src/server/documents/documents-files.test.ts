import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../documents/template-language.ts';
import type { RenderedDocument, TextRun } from '../../documents/template.types.ts';
import { TEMPLATES } from '../../documents/templates/index.ts';
import { readPdf } from '../search/pdf/testing/read-pdf.ts';
import { documentDocx } from './docx.ts';
import { footerText } from './file-text.ts';
import { documentPdf } from './pdf.ts';
import { docxPart, docxText } from './testing/read-docx.ts';

const META = { appName: 'Jurisia', language: 'fr' };
const TODAY = new Date(2026, 10, 23, 10, 30);
const FOOTER = 'Document généré avec Jurisia — vérifiez-le avant de l’utiliser';

/** Text compared whatever the line wrapping: pdfkit breaks lines at spaces and after hyphens. */
const compact = (text: string) => text.replace(/\s+/g, '');

/** The text of every page without its footer, which would cut a block running over two pages. */
async function pdfText(bytes: Uint8Array, meta = META): Promise<string> {
  const { pages } = await readPdf(bytes);
  return pages.map((page) => page.text.replace(footerText(meta), '')).join(' ');
}

/** pdfjs takes a plain Uint8Array, not a Buffer. */
const pdfOf = async (doc: RenderedDocument, meta = META) => new Uint8Array(await documentPdf(doc, meta));
const head = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.subarray(0, length));

const valueRuns = (doc: RenderedDocument): TextRun[] =>
  doc.blocks.flatMap((block) => block.runs).filter((run) => run.value && run.text.trim() !== '');

describe('generated files of every template', () => {
  it('covers the catalogue (docs/ARCHITECTURE.md "API conventions": at least 8 templates)', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(8);
  });

  for (const template of TEMPLATES) {
    describe(template.slug, () => {
      const rendered = renderDocument(template, template.sample, { today: TODAY });
      const meta = { ...META, language: template.language };

      it('renders its sample with every value and nothing missing', () => {
        expect(rendered.blocks.flatMap((block) => block.runs).filter((run) => run.missing)).toEqual([]);
        expect(valueRuns(rendered).length).toBeGreaterThan(0);
      });

      it('writes a PDF holding every value as rendered, accents included, with its title and creator', async () => {
        const bytes = await pdfOf(rendered, meta);
        expect(head(bytes, 5)).toBe('%PDF-');
        const text = compact(await pdfText(bytes, meta));
        for (const run of valueRuns(rendered)) expect(text).toContain(compact(run.text));
        // The template's own words too, block by block, in order.
        for (const block of rendered.blocks)
          expect(text).toContain(compact(block.runs.map((run) => run.text).join('')));
        const { info } = await readPdf(bytes);
        expect(info).toMatchObject({ Title: template.title, Creator: 'Jurisia' });
      });

      it('writes a DOCX holding every value as rendered, with its title and creator', async () => {
        const bytes = await documentDocx(rendered, meta);
        expect(head(bytes, 2)).toBe('PK');
        const text = compact(docxText(bytes));
        for (const run of valueRuns(rendered)) expect(text).toContain(compact(run.text));
        for (const block of rendered.blocks)
          expect(text).toContain(compact(block.runs.map((run) => run.text).join('')));
        const core = docxPart(bytes, 'docProps/core.xml');
        expect(core).toContain('<dc:creator>Jurisia</dc:creator>');
        expect(core).toContain(`<dc:title>${template.title.replaceAll('&', '&amp;')}</dc:title>`);
      });
    });
  }
});

/** A required text field whose value a template prints as is, in a run of its own. */
function printedTextField() {
  for (const template of TEMPLATES) {
    const printed = valueRuns(renderDocument(template, template.sample, { today: TODAY })).map((run) => run.text);
    const field = template.fields.find(
      (f) => f.type === 'text' && f.required && !f.showIf && printed.includes(template.sample[f.name] ?? ''),
    );
    if (field) return { template, field };
  }
  throw new Error('no template prints a required text field as is');
}

describe('values that look like markup or template syntax', () => {
  it('are printed literally in the PDF and the DOCX, and escaped in its XML', async () => {
    const tricky = 'Awa <b>&" {{x}}';
    const { template, field } = printedTextField();
    const rendered = renderDocument(template, { ...template.sample, [field.name]: tricky }, { today: TODAY });
    expect(valueRuns(rendered).map((run) => run.text)).toContain(tricky);

    expect(await pdfText(await pdfOf(rendered))).toContain(tricky);

    const docx = await documentDocx(rendered, META);
    expect(docxText(docx)).toContain(tricky);
    const xml = docxPart(docx, 'word/document.xml');
    expect(xml).toContain('Awa &lt;b&gt;&amp;');
    expect(xml).not.toContain('<b>');
  });
});

describe('layout', () => {
  const letter: RenderedDocument = {
    title: 'Lettre',
    blocks: [
      {
        type: 'right',
        runs: [{ text: 'Fait à ' }, { text: 'Porto-Novo', bold: true, value: true }, { text: ', le 1er mars 2026' }],
      },
      { type: 'title', runs: [{ text: 'Lettre' }] },
      { type: 'paragraph', runs: [{ text: 'Somme : ' }, { text: '150\u202f000', bold: true }, { text: ' F CFA' }] },
      { type: 'paragraph', runs: [{ text: 'Koffi Agossou\nLot 12, Fidjrossè\r\nCotonou', value: true }] },
      { type: 'item', runs: [{ text: 'la facture' }] },
      { type: 'signature', runs: [{ text: '[Nom du signataire]', missing: true }] },
    ],
  };

  /** Each text item of page 1 with its left and right edges, in points. */
  async function placedRuns(bytes: Uint8Array) {
    const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    const items = content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item] : []));
    await pdf.destroy();
    return items.map((item) => ({
      text: item.str,
      left: item.transform[4] as number,
      right: (item.transform[4] as number) + item.width,
      y: item.transform[5] as number,
    }));
  }

  it('PDF: right blocks end at the right margin with their runs side by side; bold runs bold; breaks kept; bullets; footer', async () => {
    const bytes = await pdfOf(letter);
    const runs = await placedRuns(bytes);
    const piece = (text: string) => runs.find((run) => run.text === text) ?? expect.unreachable(`no run ${text}`);
    const [fait, town, date] = [piece('Fait à'), piece('Porto-Novo'), piece(', le 1er mars 2026')];
    const rightMargin = 595.28 - (2.5 / 2.54) * 72;
    expect(date.right).toBeCloseTo(rightMargin, 0);
    expect(fait.right).toBeLessThanOrEqual(town.left + 0.5);
    expect(town.right).toBeLessThanOrEqual(date.left + 0.5);
    const title = piece('Lettre');
    expect((title.left + title.right) / 2).toBeCloseTo(595.28 / 2, 0);
    // One line each: the value's line breaks, '\r\n' included, are breaks.
    expect(new Set([piece('Koffi Agossou').y, piece('Lot 12, Fidjrossè').y, piece('Cotonou').y]).size).toBe(3);
    expect(runs.map((run) => run.text)).toContain('•');
    expect(piece('[Nom du signataire]').left).toBeGreaterThan(595.28 / 2 - 1);

    const { pages } = await readPdf(bytes);
    expect(pages[0]?.runs).toContainEqual({ text: 'Porto-Novo', font: 'Helvetica-Bold' });
    expect(pages[0]?.runs).toContainEqual({ text: 'Lettre', font: 'Helvetica-Bold' });
    expect(pages[0]?.text).toContain(FOOTER);
  });

  it('PDF: a long document puts the footer on every page', async () => {
    const long: RenderedDocument = {
      title: 'Long',
      blocks: Array.from({ length: 120 }, (_, n) => ({ type: 'paragraph', runs: [{ text: `Paragraphe ${n + 1}.` }] })),
    };
    const { pages } = await readPdf(await pdfOf(long));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text).toContain(FOOTER);
  });

  it('PDF: the footer follows the document’s language', async () => {
    const { pages } = await readPdf(await pdfOf(letter, { appName: 'Jurisia', language: 'en' }));
    expect(pages[0]?.text).toContain('Document generated with Jurisia');
  });

  it('DOCX: A4 with 2.5 cm margins, Title centred, right alignment, bullets, breaks, bold, French proofing, footer', async () => {
    const bytes = await documentDocx(letter, META);
    const xml = docxPart(bytes, 'word/document.xml');
    expect(xml).toContain('<w:pgSz w:w="11906" w:h="16838"');
    expect(xml).toMatch(/<w:pgMar w:top="1417" w:right="1417" w:bottom="1417" w:left="1417"/);
    expect(xml).toMatch(/<w:pStyle w:val="Title"\/><w:jc w:val="center"\/>/);
    expect(xml).toMatch(/<w:jc w:val="right"\/><\/w:pPr><w:r><w:t xml:space="preserve">Fait à <\/w:t>/);
    expect(xml).toMatch(/<w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">Porto-Novo<\/w:t>/);
    expect(xml).toContain('<w:numPr>');
    expect(docxText(bytes)).toContain('Koffi Agossou\nLot 12, Fidjrossè\nCotonou');
    expect(docxText(bytes)).toContain('[Nom du signataire]');
    expect(docxPart(bytes, 'word/styles.xml')).toContain('<w:lang w:val="fr-FR"/>');
    expect(docxPart(bytes, 'word/footer1.xml')).toContain(FOOTER);
  });

  it('DOCX: characters XML cannot hold are left out, so Word still opens the file', async () => {
    const bytes = await documentDocx(
      { title: 'X', blocks: [{ type: 'paragraph', runs: [{ text: 'a\u0001b\u000bc\ud800d' }] }] },
      META,
    );
    expect(docxText(bytes)).toContain('abcd');
  });
});
