/**
 * The tab's title names the open conversation, as the page renders it (chat/[...conversationId].astro):
 * « {title} - {base} », the base being the chat's own title and the app's name. It follows the
 * conversation opened without a page load, and a rename.
 */
import type { ReadableAtom } from 'nanostores';
import type { Discussion } from '~/shared/events.ts';

export const tabTitle = (current: Discussion | null, base: string): string =>
  current ? `${current.title} - ${base}` : base;

/** Keeps `doc.title` in step with `$current`; returns the unsubscribe. */
export function followTabTitle(
  $current: ReadableAtom<Discussion | null>,
  base: string,
  doc: Pick<Document, 'title'> = document,
): () => void {
  return $current.listen((current) => {
    doc.title = tabTitle(current, base);
  });
}
