/**
 * A sheet's stored HTML cut into its sections (docs/RETRIEVAL.md "Answers from sections"):
 * each heading (h2 to h6) opens a section whose path is the headings above it ("Location vide ›
 * Restitution au locataire en fin de bail › État des lieux conforme"); the text up to the next
 * heading is the section's own, cut into passages as passages.ts cuts a body. The importer
 * writes only the tags of importer/html.ts, escaped, so a regex walk over them is exact.
 */
import { unescapeHtml } from '../library/importer/html.ts';
import { classify, LIST_ITEM, type Passage, splitPassages, withoutMark } from './passages.ts';

export interface Section {
  /** Headings from the top, the section's own last; empty for the text before the first heading. */
  path: string[];
  /**
   * 'contacts': where to go (its lines are the offices' names and addresses); 'glossary': the
   * sheet's « Définitions », each passage a term and what it means.
   */
  kind: 'text' | 'contacts' | 'glossary';
  passages: Passage[];
}

/** The sheets' link sections (importer/vdd-sheet.ts LINK_SECTIONS), but where to go. */
const LINK_HEADINGS = new Set([
  'Services en ligne et formulaires',
  'Textes de référence',
  'Pour en savoir plus',
  'Questions ? Réponses !',
  'Comment faire si…',
  'Voir aussi',
]);
const CONTACTS = 'Où s’adresser ?';
const GLOSSARY = 'Définitions';

/** A definition list's term and the start of its meaning on one line: "Logement-foyer : Établissement…". */
const DEFINED = /<dt>([\s\S]*?)<\/dt>\s*<dd>\s*(?:<p>)?/g;

/** A list item's opening (with the paragraph it may open on): its line is marked as an item. */
const ITEM = /<li\b[^>]*>(?:\s*<p\b[^>]*>)?/g;
/**
 * A news notice boxed above or inside a sheet, under a title of its own (« Coronavirus : adaptation
 * du droit du travail », « Projet de réforme des retraites »): a temporary measure or a planned
 * change, dated, not the rule the sheet states; an answer does not quote it (docs/RETRIEVAL.md
 * "Answers from sections"). The sheets' standing cautions are titled « Attention » and kept.
 */
const NOTICE =
  /<aside class="warning"><p><strong>(?!Attention<\/strong>)[^<]*<\/strong><\/p>(?:(?!<aside\b)[\s\S])*?<\/aside>/g;
const BLOCK = /<\/?(?:p|ul|ol|li|section|aside|table|caption|thead|tbody|tr|th|td|dl|dt|dd|blockquote)\b[^>]*>/g;
const HEADING = /<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>/g;

const TABLE = /<table\b[^>]*>([\s\S]*?)<\/table>/g;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/g;
const CELL = /<t([dh])\b([^>]*)>([\s\S]*?)<\/t\1>/g;

/** Where a cell's own paragraphs and list items end. */
const CELL_PART_END = /<\/(?:p|li|dd|dt)>|<br\s*\/?>/;

/** After an introduction (« … : ») or before an addition (« + Justificatif »), a space; else a comma. */
const partSeparator = (before: string, next: string) => (/:$/.test(before) || next.startsWith('+') ? ' ' : ', ');

/**
 * A cell's text, on one line, without its closing punctuation; its paragraphs and list items
 * parted by commas (« Ancien passeport, Justificatif de domicile, Photo d'identité »), where they
 * ran together, the words of one item reading on into the next's.
 */
const cellText = (html: string) =>
  html
    .split(CELL_PART_END)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .reduce(
      (text, part) => (text === '' ? part : `${text.replace(/[\s.;,]+$/, '')}${partSeparator(text, part)}${part}`),
      '',
    )
    .replace(/[\s.;,:]+$/, '');

const span = (attributes: string, name: string) => Number(new RegExp(`${name}="(\\d+)"`).exec(attributes)?.[1] ?? 1);

/** A table's rows as lines, their cells spread over rowspans and colspans. */
function tableRows(html: string): string[][] {
  const rows: string[][] = [];
  // The cells a rowspan carries down: column → text and rows left.
  const carried = new Map<number, { text: string; left: number }>();
  for (const [, row = ''] of html.matchAll(ROW)) {
    const cells: string[] = [];
    const take = () => {
      let held = carried.get(cells.length);
      while (held) {
        cells.push(held.text);
        held.left -= 1;
        if (held.left === 0) carried.delete(cells.length - 1);
        held = carried.get(cells.length);
      }
    };
    for (const [, , attributes = '', content = ''] of row.matchAll(CELL)) {
      take();
      const text = cellText(content);
      const down = span(attributes, 'rowspan') - 1;
      for (let i = 0; i < span(attributes, 'colspan'); i++) {
        if (down > 0) carried.set(cells.length, { text, left: down });
        cells.push(text);
      }
    }
    take();
    rows.push(cells);
  }
  return rows;
}

/**
 * A table read a row a line, each value with its column's heading, as a reader reads it
 * (« 8h par semaine — Niveau de handicap : Niveau 2 ; AEEH de base + Complément : 401,97 € »):
 * its cells one a line were headings and labels, never quoted (docs/RETRIEVAL.md "Answers from
 * sections").
 */
function tableLines(table: string): string {
  const head = /<thead\b[^>]*>([\s\S]*?)<\/thead>/.exec(table)?.[1];
  const headings = head ? (tableRows(head).at(-1) ?? []) : [];
  const body = tableRows(head ? table.replace(head, '') : table).filter((cells) => cells.some(Boolean));
  const lines = body.map(([label = '', ...values]) => {
    const said = values.map((value, i) => {
      const heading = headings.length === values.length + 1 ? headings[i + 1] : '';
      return heading && value ? `${heading} : ${value}` : value;
    });
    return `${[label, said.filter(Boolean).join(' ; ')].filter(Boolean).join(' — ')}.`;
  });
  return `\n${lines.join('\n')}\n`;
}

/** Lines as the importer's body_text has them, a heading as `\u0000<level><text>`. */
function lines(html: string): string[] {
  const text = html
    .replace(NOTICE, '\n')
    .replace(TABLE, (_, table: string) => tableLines(table))
    .replace(DEFINED, (_, term: string) => `\n${term.replace(/<[^>]+>/g, '').trim()} : `)
    .replace(HEADING, (_, level: string, text: string) => `\n\u0000${level}${text.replace(/<[^>]+>/g, '')}\n`)
    .replace(ITEM, `\n${LIST_ITEM}`)
    .replace(BLOCK, '\n')
    .replace(/<[^>]+>/g, '');
  // Entities and runs of spaces are read in the whole text at once: neither holds a line's end.
  return unescapeHtml(text)
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function splitSections(html: string): Section[] {
  const sections: Section[] = [];
  let path: string[] = [];
  let own: string[] = [];
  let position = 0;
  const close = () => {
    const top = path[0] ?? '';
    // Link lists (see also, references, forms) are links on the page, nothing to quote.
    const kind = top === CONTACTS ? 'contacts' : top === GLOSSARY ? 'glossary' : 'text';
    const passages = LINK_HEADINGS.has(top)
      ? []
      : kind === 'contacts'
        ? own.map(withoutMark).map((text, i) => ({ text, position: i, ...classify(text) }))
        : splitPassages(own.join('\n'));
    const placed = passages.map((p) => ({ ...p, position: position + p.position }));
    position += placed.length;
    if (placed.length > 0) sections.push({ path, kind, passages: placed });
    own = [];
  };
  for (const line of lines(html)) {
    if (line.startsWith('\u0000')) {
      close();
      const level = Number(line[1]) - 2;
      path = [...path.slice(0, level), line.slice(2)];
    } else own.push(line);
  }
  close();
  return sections;
}
