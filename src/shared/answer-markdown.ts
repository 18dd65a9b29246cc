/**
 * The Markdown subset of answers (src/shared/events.ts): paragraphs, `## ` headings, `- ` and
 * `1. ` lists, `**bold**`, local links `[text](/path)` and citation markers `[n]`. Parsed into
 * plain data that the view turns into React elements, so answer text never becomes HTML.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'bold'; children: Inline[] }
  | { type: 'link'; text: string; path: string }
  | { type: 'cite'; n: number };

export type Block =
  | { type: 'heading'; inline: Inline[] }
  | { type: 'paragraph'; inline: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)|\[(\d{1,3})\]/g;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,4})[.)]\s+(.*)$/;
const HEADING = /^\s*##\s+(.*)$/;

/** Only paths of this site: no scheme, no protocol-relative `//host`, no backslash tricks. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** `sources` is the number of sources: a marker beyond them stays plain text. */
export function parseInline(text: string, sources: number, allowBold = true): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = out.at(-1);
    if (last?.type === 'text') last.text += value;
    else out.push({ type: 'text', text: value });
  };
  let from = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, bold, label, path, cite] = match;
    pushText(text.slice(from, match.index));
    from = match.index + whole.length;
    if (bold !== undefined) {
      if (allowBold) out.push({ type: 'bold', children: parseInline(bold, sources, false) });
      else pushText(bold);
    } else if (label !== undefined && path !== undefined) {
      if (isLocalPath(path)) out.push({ type: 'link', text: label, path });
      else pushText(label);
    } else {
      const n = Number(cite);
      if (n >= 1 && n <= sources) out.push({ type: 'cite', n });
      else pushText(whole);
    }
  }
  pushText(text.slice(from));
  return out;
}

export function parseAnswer(markdown: string, sources: number): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', inline: parseInline(paragraph.join(' '), sources) });
    if (list) blocks.push({ ...list, type: 'list', items: list.items.map((item) => parseInline(item, sources)) });
    paragraph = [];
    list = null;
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      blocks.push({ type: 'heading', inline: parseInline(heading[1] ?? '', sources) });
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = (bullet ? bullet[1] : numbered?.[2]) ?? '';
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, start: ordered ? Number(numbered?.[1]) : 1, items: [] };
      list.items.push(item);
    } else if (list && /^\s+/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
