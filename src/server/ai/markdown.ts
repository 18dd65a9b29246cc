/**
 * The Markdown subset of an answer (LegalSearchRequest.answerText): paragraphs, `## `
 * headings, `- ` and `1. ` list items, `**bold**`, citation markers `[n]`, and links
 * `[text](/path)` to the platform's own, locale-free pages. Everything written into an
 * answer goes through here, so quoted text can never forge markers, links or markup.
 */

/** Quoted text made inert: brackets would read as citations or links, stars as bold. */
export function inline(text: string): string {
  return text.replace(/\[/g, '(').replace(/\]/g, ')').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * A model's reply brought to the subset: other heading levels become `## `, other bullets
 * `- `, `1)` becomes `1.`, single-star emphasis and code fences go, HTML tags go, and links
 * are kept only to the platform's own pages (a model could be led to write a phishing link).
 */
export function toSubset(reply: string): string {
  return reply
    .replace(/\r\n?/g, '\n')
    .replace(/^```.*$/gm, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]*)\)/g, (link, text: string, href: string) =>
      href.startsWith('/') && !href.startsWith('//') ? link : text,
    )
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '## ')
    .replace(/^[ \t]*[*•+][ \t]+/gm, '- ')
    .replace(/^[ \t]*(\d+)[.)][ \t]+/gm, '$1. ')
    .replace(/(?<![*\w])\*(?!\*)([^*\n]+?)(?<!\*)\*(?![*\w])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Citation markers checked against the `count` sources the model was given: markers to no
 * source are removed, `[1, 3]` and `[2-3]` become separate markers, and the sources cited are
 * renumbered from 1 in order of first citation. `cited[k]` is the given (1-based) number of
 * the source now numbered k + 1.
 */
export function checkCitations(text: string, count: number): { text: string; cited: number[] } {
  const cited: number[] = [];
  const renumber = (n: number) => {
    if (!cited.includes(n)) cited.push(n);
    return cited.indexOf(n) + 1;
  };
  const marker = /([ \t]*)\[(\d+(?:\s*[-–,;]\s*\d+)*)\](?!\()/g;
  const checked = text.replace(marker, (_whole, space: string, list: string) => {
    const numbers = list.split(/\s*[,;]\s*/).flatMap((part) => {
      const [from, to = from] = part.split(/\s*[-–]\s*/).map(Number);
      if (from === undefined || to === undefined || to < from || to - from > count) return [];
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
    const valid = [...new Set(numbers.filter((n) => n >= 1 && n <= count))];
    return valid.length === 0 ? '' : `${space}${valid.map((n) => `[${renumber(n)}]`).join('')}`;
  });
  return { text: checked, cited };
}
