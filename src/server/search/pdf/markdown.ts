/**
 * The answer's Markdown as blocks to lay out. Parsed by the answer view's own parser
 * (src/shared/answer-markdown.ts), so the PDF reads exactly as the screen did: same
 * headings and lists, only local links, citation markers checked against the sources.
 */
import { type Inline, parseAnswer } from '../../../shared/answer-markdown.ts';
import { absoluteUrl } from './links.ts';

/** A run of text with one style. `href` is the absolute link target, or null. */
export interface Span {
  text: string;
  bold: boolean;
  href: string | null;
}

/** `marker` is '•' for a bullet and '3.' for a numbered item. */
export type Block =
  | { kind: 'heading'; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'item'; marker: string; spans: Span[] };

function toSpans(nodes: readonly Inline[], origin: string, bold = false): Span[] {
  return nodes.flatMap((node): Span[] => {
    if (node.type === 'bold') return toSpans(node.children, origin, true);
    if (node.type === 'link') return [{ text: node.text, bold, href: absoluteUrl(node.path, origin) }];
    return [{ text: node.type === 'cite' ? `[${node.n}]` : node.text, bold, href: null }];
  });
}

/**
 * The blocks of `markdown`, lists flattened into items that carry their marker; links made
 * absolute against `origin`. Blocks without text are left out.
 */
export function answerBlocks(markdown: string, sourceCount: number, origin: string): Block[] {
  const blocks = parseAnswer(markdown, sourceCount).flatMap((block): Block[] => {
    if (block.type !== 'list') return [{ kind: block.type, spans: toSpans(block.inline, origin) }];
    return block.items.map((item, index) => ({
      kind: 'item',
      marker: block.ordered ? `${block.start + index}.` : '•',
      spans: toSpans(item, origin),
    }));
  });
  return blocks.filter((block) => block.spans.some((span) => span.text.trim() !== ''));
}
