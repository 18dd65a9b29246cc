/**
 * Third-party HTML (JSON corpora) → the whitelisted tree of html.ts. Nothing of the input is
 * copied through: text is decoded then re-escaped on output, known tags are rebuilt with
 * the few attributes they may carry, other tags are unwrapped, and the content of
 * script-like elements is dropped.
 */
import { type Attrs, type HElement, type HNode, h, safeHref, type Tag } from './html.ts';

const TAGS: Record<string, Tag> = {
  p: 'p',
  h1: 'h2',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  section: 'section',
  article: 'section',
  aside: 'aside',
  table: 'table',
  caption: 'caption',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  dl: 'dl',
  dt: 'dt',
  dd: 'dd',
  blockquote: 'blockquote',
  a: 'a',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  sup: 'sup',
  sub: 'sub',
};

/** Their content is code or markup, never text for a reader. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
]);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

function attribute(source: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(source);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

function span(source: string, name: string): number | undefined {
  const n = Number(attribute(source, name));
  return Number.isInteger(n) && n > 1 && n <= 100 ? n : undefined;
}

function attrsFor(tag: Tag, source: string): Attrs {
  if (tag === 'a') {
    const href = safeHref(attribute(source, 'href') ?? '');
    if (!href) return {};
    return href.startsWith('/') ? { href } : { href, rel: 'noopener noreferrer' };
  }
  if (tag === 'td' || tag === 'th') {
    const colspan = span(source, 'colspan');
    const rowspan = span(source, 'rowspan');
    return { ...(colspan ? { colspan } : {}), ...(rowspan ? { rowspan } : {}) };
  }
  return {};
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>?/g;

export function sanitizeHtml(html: string): HNode[] {
  const root = h('section');
  const stack: HElement[] = [root];
  let dropping: string | null = null;
  let last = 0;
  const pushText = (text: string) => {
    const top = stack[stack.length - 1];
    if (dropping === null && text && top) top.children.push(decodeEntities(text).replace(/\s+/g, ' '));
  };
  for (const match of html.matchAll(TOKEN)) {
    pushText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, rawName, rawAttrs = ''] = match;
    const name = rawName?.toLowerCase();
    if (!name) continue;
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !rawAttrs.trim().endsWith('/')) dropping = name;
      continue;
    }
    const tag = TAGS[name];
    if (!tag) {
      // Unwrapped; a line break still separates words.
      if (name === 'br') pushText(' ');
      continue;
    }
    if (closing) {
      const at = stack.findLastIndex((e, i) => i > 0 && e.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const element = h(tag, [], attrsFor(tag, rawAttrs));
    stack[stack.length - 1]?.children.push(element);
    stack.push(element);
  }
  pushText(html.slice(last));
  return root.children;
}

/** Plain text: blank lines separate paragraphs. */
export function paragraphs(text: string): HNode[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => h('p', [p]));
}
