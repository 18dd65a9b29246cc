/**
 * The live preview: the rendered document's blocks as a page (React elements only: the
 * user's values are text, never markup). Values are highlighted; a required value still
 * missing shows as « [Label] », muted and dashed. Not a live region: announcing every
 * keystroke's document would drown the form.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { DocumentBlock, TextRun } from '~/documents/template.types.ts';
import type { GeneratorStore } from './generator.store.ts';
import type { DocumentMessages } from './messages.ts';

function Run({ run }: { run: TextRun }) {
  let content: ReactNode = run.text;
  if (run.missing)
    content = <span className="rounded border border-dashed border-muted px-1 text-muted">{run.text}</span>;
  else if (run.value) content = <mark className="rounded bg-brand-soft px-0.5 text-fg">{run.text}</mark>;
  return run.bold ? <strong>{content}</strong> : content;
}

// Runs and blocks have no identity but their place, and the document is re-rendered whole: indices are their keys.
function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) => <Run key={index} run={run} />);
}

type Group = { kind: 'list'; items: DocumentBlock[] } | { kind: 'block'; block: DocumentBlock };

/** Consecutive items make one list. */
function grouped(blocks: DocumentBlock[]): Group[] {
  const groups: Group[] = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (block.type === 'item' && last?.kind === 'list') last.items.push(block);
    else groups.push(block.type === 'item' ? { kind: 'list', items: [block] } : { kind: 'block', block });
  }
  return groups;
}

const BLOCK_CLASS: Record<Exclude<DocumentBlock['type'], 'item' | 'signature'>, string> = {
  title: 'mb-6 text-center text-lg font-bold uppercase tracking-wide',
  heading: 'mt-5 font-bold',
  paragraph: 'mt-3',
  right: 'my-4 text-right',
};

function Block({ block }: { block: DocumentBlock }) {
  if (block.type === 'signature') {
    return (
      <div className="ml-auto mt-10 w-60 max-w-full text-center">
        <div className="h-14 border-b border-fg" aria-hidden="true" />
        <p className="mt-1">
          <Runs runs={block.runs} />
        </p>
      </div>
    );
  }
  if (block.type === 'item') return <Runs runs={block.runs} />;
  return (
    <p className={`whitespace-pre-line ${BLOCK_CLASS[block.type]}`}>
      <Runs runs={block.runs} />
    </p>
  );
}

export function DocumentPreview({ store, messages }: { store: GeneratorStore; messages: DocumentMessages }) {
  const rendered = useStore(store.$preview);
  return (
    <section aria-labelledby="document-preview-title" className="min-w-0">
      <h2 id="document-preview-title" className="flex items-center gap-2 text-xl font-bold">
        <span className="i-lucide-file-text text-brand" aria-hidden="true" />
        {messages['documents.preview.title']}
      </h2>
      <p className="mt-1 text-sm text-muted">{messages['documents.preview.hint']}</p>
      <div
        aria-live="off"
        className="mt-3 rounded-lg border border-line bg-surface p-5 font-serif leading-relaxed shadow-sm sm:p-8"
      >
        {grouped(rendered.blocks).map((group, index) =>
          group.kind === 'list' ? (
            <ul key={index} className="mt-3 list-disc space-y-1 pl-6">
              {group.items.map((item, itemIndex) => (
                <li key={itemIndex} className="whitespace-pre-line">
                  <Block block={item} />
                </li>
              ))}
            </ul>
          ) : (
            <Block key={index} block={group.block} />
          ),
        )}
      </div>
    </section>
  );
}
