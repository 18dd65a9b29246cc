/**
 * The only HTML a library document body may contain. Converters build this tree; the
 * serializer escapes every text and attribute, so the stored body is safe by construction.
 */
import { escapeHtml } from '../../../shared/html-text.ts';

export { escapeHtml, unescapeHtml } from '../../../shared/html-text.ts';

export type BlockTag =
  | 'p'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'ul'
  | 'ol'
  | 'li'
  | 'section'
  | 'aside'
  | 'table'
  | 'caption'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td'
  | 'dl'
  | 'dt'
  | 'dd'
  | 'blockquote';
export type InlineTag = 'a' | 'strong' | 'em' | 'sup' | 'sub';
export type Tag = BlockTag | InlineTag;

/** Attributes each element may carry; anything else cannot be expressed. */
export interface Attrs {
  href?: string;
  rel?: 'noopener noreferrer';
  class?: 'note' | 'warning' | 'contact';
  colspan?: number;
  rowspan?: number;
}

export interface HElement {
  tag: Tag;
  attrs: Attrs;
  children: HNode[];
}
export type HNode = HElement | string;

export function h(tag: Tag, children: HNode[] = [], attrs: Attrs = {}): HElement {
  return { tag, attrs, children };
}

const BLOCK_TAGS = new Set<string>([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'section',
  'aside',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'dl',
  'dt',
  'dd',
  'blockquote',
]);

export function isBlock(node: HNode): boolean {
  return typeof node !== 'string' && BLOCK_TAGS.has(node.tag);
}

/** Only web links and our own absolute paths become hrefs (never javascript:, data:…). */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function attrsToHtml(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`)
    .join('');
}

export function toHtml(nodes: HNode[]): string {
  return nodes
    .map((n) =>
      typeof n === 'string' ? escapeHtml(n) : `<${n.tag}${attrsToHtml(n.attrs)}>${toHtml(n.children)}</${n.tag}>`,
    )
    .join('');
}

/** Plain text for the search index and excerpts: one line per block, spaces collapsed. */
export function toText(nodes: HNode[]): string {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (clean) lines.push(clean);
    line = '';
  };
  const walk = (list: HNode[]) => {
    for (const n of list) {
      if (typeof n === 'string') line += n;
      else if (isBlock(n)) {
        flush();
        walk(n.children);
        flush();
      } else walk(n.children);
    }
  };
  walk(nodes);
  flush();
  return lines.join('\n');
}
