/**
 * An answer's Markdown subset as React elements (never as HTML): headings, paragraphs, lists,
 * bold, local links in the page's locale, and citation markers linking to their source.
 */
import { useMemo } from 'react';
import type { Locale } from '~/i18n/locales.ts';
import { localizePath } from '~/i18n/paths.ts';
import { type Block, type Inline, parseAnswer } from '~/shared/answer-markdown.ts';
import { format as fill } from '~/i18n/format.ts';

/** The id of source n in the result view, the target of its citation markers. */
export const sourceAnchor = (n: number) => `legal-source-${n}`;

interface InlineProps {
  nodes: Inline[];
  locale: Locale;
  citeLabel: string;
  sourceId: (n: number) => string;
}

function InlineNode({ node, locale, citeLabel, sourceId }: { node: Inline } & Omit<InlineProps, 'nodes'>) {
  if (node.type === 'text') return node.text;
  if (node.type === 'bold') {
    return (
      <strong>
        <Inlines nodes={node.children} locale={locale} citeLabel={citeLabel} sourceId={sourceId} />
      </strong>
    );
  }
  if (node.type === 'link') {
    return (
      <a href={localizePath(node.path, locale)} className="text-brand underline">
        {node.text}
      </a>
    );
  }
  return (
    <sup>
      <a
        href={`#${sourceId(node.n)}`}
        aria-label={fill(citeLabel, { n: node.n })}
        className="px-0.5 text-brand no-underline hover:underline"
      >
        [{node.n}]
      </a>
    </sup>
  );
}

function Inlines({ nodes, ...rest }: InlineProps) {
  return nodes.map((node, index) => <InlineNode key={`${index}-${node.type}`} node={node} {...rest} />);
}

function BlockView({ block, ...inline }: { block: Block } & Omit<InlineProps, 'nodes'>) {
  if (block.type === 'heading') {
    return (
      <h4 className="mt-2 text-lg font-semibold">
        <Inlines nodes={block.inline} {...inline} />
      </h4>
    );
  }
  if (block.type === 'paragraph') {
    return (
      <p>
        <Inlines nodes={block.inline} {...inline} />
      </p>
    );
  }
  const items = block.items.map((item, index) => (
    <li key={`${index}-${item.length}`}>
      <Inlines nodes={item} {...inline} />
    </li>
  ));
  return block.ordered ? (
    <ol start={block.start} className="list-decimal grid gap-1 pl-6">
      {items}
    </ol>
  ) : (
    <ul className="list-disc grid gap-1 pl-6">{items}</ul>
  );
}

export interface AnswerBodyProps {
  text: string;
  sourceCount: number;
  locale: Locale;
  citeLabel: string;
  /**
   * The element id of source n, which its citation markers link to; the result view's ids by
   * default. A page showing several answers (the chat) gives each answer its own ids.
   */
  sourceId?: (n: number) => string;
}

export function AnswerBody({ text, sourceCount, locale, citeLabel, sourceId = sourceAnchor }: AnswerBodyProps) {
  const blocks = useMemo(() => parseAnswer(text, sourceCount), [text, sourceCount]);
  return (
    <div className="grid gap-3 leading-relaxed break-words">
      {blocks.map((block, index) => (
        <BlockView
          key={`${index}-${block.type}`}
          block={block}
          locale={locale}
          citeLabel={citeLabel}
          sourceId={sourceId}
        />
      ))}
    </div>
  );
}
