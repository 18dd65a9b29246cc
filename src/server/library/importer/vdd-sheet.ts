/**
 * One Service-Public.fr sheet (the xml-js tree of its XML) → a library document: metadata
 * from the Dublin Core fields and the breadcrumb, body from vdd-body.ts, then the sheet's
 * link sections (online services, where to go, references…) as lists.
 */
import { type LibraryDocument, documentSlug, uniqueStrings } from './document.ts';
import { type HElement, type HNode, h, toHtml, toText } from './html.ts';
import { aside, blocks, contact, documentHref, resourceLink, SHEET_ID } from './vdd-body.ts';
import { attr, child, elements, publicationOf, textOf, type XmlElement } from './xml-tree.ts';

export const VDD_SOURCE = {
  name: 'Service-Public.fr – DILA',
  license: 'Licence Ouverte / Etalab 2.0',
} as const;

/** The sites' path for each audience, used when a sheet lacks its own URL (spUrl). */
const AUDIENCE_PATHS: Record<string, string> = {
  particuliers: 'particuliers',
  professionnels: 'professionnels-entreprises',
  associations: 'associations',
};

/** Link sections, in the order the site shows them, with their French headings. */
const LINK_SECTIONS = [
  ['ServiceEnLigne', 'Services en ligne et formulaires'],
  ['OuSAdresser', 'Où s’adresser ?'],
  ['Reference', 'Textes de référence'],
  ['PourEnSavoirPlus', 'Pour en savoir plus'],
  ['LienExterneCommente', 'Pour en savoir plus'],
  ['QuestionReponse', 'Questions ? Réponses !'],
  ['CommentFaireSi', 'Comment faire si…'],
  ['VoirAussi', 'Voir aussi'],
] as const;

function internalLink(node: XmlElement): HNode[] {
  const id = attr(node, 'ID') ?? '';
  const title = textOf(child(node, 'Titre')) || textOf(node);
  return SHEET_ID.test(id) ? [h('a', [title], { href: documentHref(id) })] : [title];
}

function linkItems(node: XmlElement): HElement[] {
  switch (node.name) {
    case 'OuSAdresser':
      return [h('li', contact(node, 4))];
    case 'QuestionReponse':
    case 'CommentFaireSi':
      return [h('li', internalLink(node))];
    case 'VoirAussi':
      return elements(node).map((target) => h('li', internalLink(target)));
    case 'LienExterneCommente':
      return [h('li', resourceLink({ ...node, attributes: child(node, 'LienExterne')?.attributes ?? {} }))];
    default:
      return [h('li', resourceLink(node))];
  }
}

/** A folder sheet (N) lists its sheets, grouped by sub-folder. */
function folderContent(node: XmlElement): HNode[] {
  const links = elements(node)
    .filter((c) => c.name === 'Fiche' || c.name === 'Dossier')
    .map((c) => h('li', internalLink(c)));
  const title = textOf(child(node, 'Titre'));
  const list = links.length ? [h('ul', links)] : [];
  return title ? [h('section', [h('h2', [title]), ...list])] : list;
}

function body(pub: XmlElement): HNode[] {
  const main: HNode[] = [];
  const loose: HElement[] = [];
  const sections = new Map<string, HElement[]>();
  for (const node of elements(pub)) {
    const section = LINK_SECTIONS.find(([name]) => name === node.name);
    if (section) {
      const heading = section[1];
      sections.set(heading, [...(sections.get(heading) ?? []), ...linkItems(node)]);
      continue;
    }
    switch (node.name) {
      case 'Avertissement':
        main.unshift(aside(node, 2, 'warning'));
        break;
      case 'Introduction':
      case 'Texte':
      case 'ListeSituations':
        main.push(...blocks(node.children, 2));
        break;
      case 'SousDossier':
      case 'SousTheme':
        main.push(...folderContent(node));
        break;
      case 'Fiche':
      case 'Dossier':
        loose.push(h('li', internalLink(node)));
        break;
      case 'Definition':
      case 'Abreviation':
        sections.set('Définitions', [
          ...(sections.get('Définitions') ?? []),
          h('dt', [textOf(child(node, 'Titre'))]),
          h('dd', blocks(child(node, 'Texte')?.children, 3)),
        ]);
        break;
    }
  }
  if (loose.length) main.push(h('ul', loose));
  for (const [heading, items] of sections) {
    const container = heading === 'Définitions' ? h('dl', items) : h('ul', items);
    main.push(h('section', [h('h2', [heading]), container]));
  }
  return main;
}

export interface SheetOptions {
  /** The audience folder the sheet was read from, when the sheet does not name one. */
  audience?: string;
}

export function convertSheet(tree: unknown, options: SheetOptions = {}): LibraryDocument {
  const pub = publicationOf(tree);
  const sheetId = attr(pub, 'ID') ?? textOf(child(pub, 'dc:identifier'));
  if (!SHEET_ID.test(sheetId)) throw new Error(`not an F or N sheet id: ${JSON.stringify(sheetId)}`);
  const title = textOf(child(pub, 'dc:title'));
  if (!title) throw new Error(`${sheetId}: no dc:title`);

  const audiences = uniqueStrings([
    ...elements(pub, 'Audience').map((a) => textOf(a).toLowerCase()),
    options.audience,
  ]).filter((a) => a in AUDIENCE_PATHS);
  const breadcrumb = elements(child(pub, 'FilDAriane'), 'Niveau').map((n) => ({
    id: attr(n, 'ID') ?? null,
    title: textOf(n),
  }));
  const category =
    textOf(child(child(pub, 'Theme'), 'Titre')) || breadcrumb[1]?.title || textOf(child(pub, 'dc:subject'));
  // The levels between the home page and the sheet itself, and the sub-theme: what a person
  // would call the subject of the sheet.
  const tags = uniqueStrings([
    textOf(child(pub, 'SousThemePere')),
    ...breadcrumb.slice(1, -1).map((l) => l.title),
  ]).filter((t) => t !== category);
  const date = /\d{4}-\d{2}-\d{2}/.exec(textOf(child(pub, 'dc:date')))?.[0] ?? null;
  const audiencePath = AUDIENCE_PATHS[audiences[0] ?? 'particuliers'];
  const content = body(pub);

  return {
    id: `vdd-${sheetId}`,
    slug: documentSlug(title, sheetId),
    title,
    summary: textOf(child(pub, 'dc:description')),
    bodyHtml: toHtml(content),
    bodyText: toText(content),
    category,
    tags,
    breadcrumb,
    jurisdiction: 'FR',
    sourceName: VDD_SOURCE.name,
    sourceUrl: attr(pub, 'spUrl') ?? `https://www.service-public.fr/${audiencePath}/vosdroits/${sheetId}`,
    license: VDD_SOURCE.license,
    language: 'fr',
    audiences,
    sheetDate: date,
  };
}
