/**
 * Body elements of a Service-Public.fr sheet (schema "Publication" 3.3) → the whitelisted
 * HTML tree. Every element name the 4,111 F/N sheets use is either mapped here, skipped on
 * purpose (IGNORED) or reduced to its text.
 */
import { type HElement, type HNode, h, safeHref } from './html.ts';
import {
  attr,
  child,
  elements,
  INLINE_ELEMENTS,
  isElement,
  textOf,
  type XmlElement,
  type XmlNode,
  type XmlText,
} from './xml-tree.ts';

/** Sheets of these types are imported; their links become links to our own pages. */
export const SHEET_ID = /^[FN]\d+$/;

export function documentHref(sheetId: string): string {
  return `/library/documents/vdd-${sheetId}`;
}

/**
 * Conditions of guided sheets, layout hints and images (their files are not imported):
 * nothing a reader could use.
 */
const IGNORED = new Set([
  'Condition',
  'Colonne',
  'Image',
  'Illustration',
  'Credits',
  'PivotLocal',
  'Source',
  'Theme',
  'Choix',
  'SiSelectionne',
]);

/** Containers whose children are rendered in their place. */
const TRANSPARENT = new Set([
  'Texte',
  'Introduction',
  'Contenu',
  'ContenuIllustre',
  'FragmentConditionne',
  'Description',
  'Aide',
  'Commentaire',
  'Resume',
  'TitreAlternatif',
]);

/** Titled containers: a heading (level by depth) then their content. */
const SECTIONS = new Set(['Chapitre', 'SousChapitre', 'Cas', 'Situation', 'Branche', 'Problematique']);

const ASIDES: Record<string, 'note' | 'warning'> = {
  ANoter: 'note',
  ASavoir: 'note',
  Rappel: 'note',
  Attention: 'warning',
  Avertissement: 'warning',
};

function heading(level: number, children: HNode[]): HElement {
  const tag = (['h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(Math.max(level, 2), 6) - 2] ?? 'h6';
  return h(tag, children);
}

export function inline(nodes: XmlNode[] | undefined): HNode[] {
  const out: HNode[] = [];
  for (const node of nodes ?? []) {
    if (!isElement(node)) {
      // Spaces are kept (collapsed): they separate a text from the inline element beside it.
      const raw = node.type === 'text' ? (node as XmlText).text : node.type === 'cdata' ? (node as XmlText).cdata : '';
      const text = String(raw ?? '').replace(/\s+/g, ' ');
      if (text) out.push(text);
      continue;
    }
    if (IGNORED.has(node.name)) continue;
    out.push(...inlineElement(node));
  }
  return out;
}

function inlineElement(node: XmlElement): HNode[] {
  const content = inline(node.children);
  switch (node.name) {
    case 'MiseEnEvidence':
      return [h('strong', content)];
    case 'Exposant':
      return [h('sup', content)];
    case 'Indice':
      return [h('sub', content)];
    case 'TermeEtranger':
      return [h('em', content)];
    case 'LienInterne': {
      const target = attr(node, 'LienPublication') ?? '';
      return SHEET_ID.test(target) ? [h('a', content, { href: documentHref(target) })] : content;
    }
    case 'LienExterne':
      return externalLink(attr(node, 'URL'), content);
    default:
      return INLINE_ELEMENTS.has(node.name) ? content : [textOf(node)];
  }
}

export function externalLink(url: string | undefined, content: HNode[]): HNode[] {
  const href = url ? safeHref(url) : null;
  return href ? [h('a', content, { href, rel: 'noopener noreferrer' })] : content;
}

/** A list item or a cell holding one paragraph needs no <p> inside. */
function flowContent(node: XmlElement, level: number): HNode[] {
  const kids = elements(node).filter((c) => !IGNORED.has(c.name));
  const only = kids[0];
  return kids.length === 1 && only?.name === 'Paragraphe' ? inline(only.children) : blocks(node.children, level);
}

function list(node: XmlElement, level: number): HElement {
  const items = elements(node, 'Item').map((item) => h('li', flowContent(item, level)));
  return h(attr(node, 'type') === 'numero' ? 'ol' : 'ul', items);
}

function table(node: XmlElement, level: number): HElement {
  const rows = elements(node, 'Rangée');
  const headCount = rows.findIndex((r) => attr(r, 'type') !== 'header');
  const split = headCount === -1 ? rows.length : headCount;
  const group = (groupRows: XmlElement[]) =>
    groupRows.map((row, index) => {
      const cellTag = attr(row, 'type') === 'header' ? 'th' : 'td';
      const remaining = groupRows.length - index;
      return h(
        'tr',
        elements(row, 'Cellule').map((cell) => {
          const colspan = Number(attr(cell, 'fusionHorizontale') ?? 1);
          // A row span past the end of its group (seen in the data) would overlap other rows.
          const rowspan = Math.min(Number(attr(cell, 'fusionVerticale') ?? 1), remaining);
          return h(cellTag, flowContent(cell, level), {
            ...(colspan > 1 ? { colspan } : {}),
            ...(rowspan > 1 ? { rowspan } : {}),
          });
        }),
      );
    });
  const title = textOf(child(node, 'Titre'));
  const parts: HNode[] = [];
  if (title) parts.push(h('caption', [title]));
  if (split > 0) parts.push(h('thead', group(rows.slice(0, split))));
  if (split < rows.length) parts.push(h('tbody', group(rows.slice(split))));
  return h('table', parts);
}

function section(node: XmlElement, level: number): HElement {
  const title = child(node, 'Titre');
  const rest = (node.children ?? []).filter((c) => c !== title);
  const content = blocks(rest, title ? level + 1 : level);
  return h('section', title ? [heading(level, inline(titleContent(title))), ...content] : content);
}

/** A Titre wraps its text in a Paragraphe (or not): either way, its inline content. */
function titleContent(title: XmlElement): XmlNode[] {
  const para = child(title, 'Paragraphe');
  return para ? (para.children ?? []) : (title.children ?? []);
}

export function aside(node: XmlElement, level: number, kind: 'note' | 'warning'): HElement {
  const title = child(node, 'Titre');
  const rest = (node.children ?? []).filter((c) => c !== title);
  const head = title ? [h('p', [h('strong', inline(titleContent(title)))])] : [];
  return h('aside', [...head, ...blocks(rest, level)], { class: kind });
}

/** A "where to go" contact: its name (linked to its web site), what for, and its details. */
export function contact(node: XmlElement, level: number): HNode[] {
  const name = textOf(child(node, 'Titre'));
  const web = attr(child(node, 'RessourceWeb'), 'URL');
  const complement = textOf(child(node, 'Complement'));
  const out: HNode[] = [h('p', [h('strong', externalLink(web, [name]))])];
  if (complement) out.push(h('p', [complement]));
  out.push(...blocks(child(node, 'Texte')?.children, level));
  return out;
}

/** An online service, form, reference or further reading: its title linked, then details. */
export function resourceLink(node: XmlElement): HNode[] {
  const title = textOf(child(node, 'Titre'));
  const details = [attr(node, 'type'), attr(node, 'numerocerfa') && `Cerfa n° ${attr(node, 'numerocerfa')}`]
    .concat(textOf(child(node, 'Complement')), textOf(child(node, 'Source')))
    .filter((d): d is string => Boolean(d));
  const link = externalLink(attr(node, 'URL'), [title]);
  return details.length ? [...link, ` – ${details.join(', ')}`] : link;
}

export function blocks(nodes: XmlNode[] | undefined, level: number): HNode[] {
  const out: HNode[] = [];
  let loose: HNode[] = [];
  // Inline content met between blocks (rare) is gathered into a paragraph.
  const flush = () => {
    if (loose.some((n) => typeof n !== 'string' || n.trim())) out.push(h('p', loose));
    loose = [];
  };
  for (const node of nodes ?? []) {
    if (!isElement(node) || INLINE_ELEMENTS.has(node.name)) {
      loose.push(...inline([node]));
      continue;
    }
    flush();
    out.push(...block(node, level));
  }
  flush();
  return out;
}

function block(node: XmlElement, level: number): HNode[] {
  const name = node.name;
  if (IGNORED.has(name)) return [];
  if (TRANSPARENT.has(name)) return blocks(node.children, level);
  if (SECTIONS.has(name)) return [section(node, level)];
  const kind = ASIDES[name];
  if (kind) return [aside(node, level, kind)];
  switch (name) {
    case 'Paragraphe':
      return [h('p', inline(node.children))];
    case 'Liste':
      return [list(node, level)];
    case 'Tableau':
      return [table(node, level)];
    case 'BlocCas':
    case 'ListeSituations':
      return blocks(node.children, level);
    case 'OuSAdresser':
      return [h('aside', contact(node, level), { class: 'contact' })];
    case 'ServiceEnLigne':
    case 'Reference':
    case 'PourEnSavoirPlus':
      return [h('p', resourceLink(node))];
    case 'Citation':
      return [h('blockquote', blocks(node.children, level))];
    default: {
      const text = textOf(node);
      return text ? [h('p', [text])] : [];
    }
  }
}
