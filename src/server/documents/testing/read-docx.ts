/**
 * Reads a DOCX back for tests (fflate, a dev dependency): the raw XML of a part, and the text
 * of `word/document.xml` as Word shows it (runs joined, line breaks as '\n').
 */
import { strFromU8, unzipSync } from 'fflate';

export function docxPart(bytes: Uint8Array, path: string): string {
  const part = unzipSync(bytes, { filter: (file) => file.name === path })[path];
  if (!part) throw new Error(`no ${path} in the DOCX`);
  return strFromU8(part);
}

const ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The body's text: each paragraph on its own line, `<w:br/>` as '\n'. */
export function docxText(bytes: Uint8Array): string {
  const xml = docxPart(bytes, 'word/document.xml');
  const paragraphs = xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [];
  return paragraphs
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:br\/>|<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
        .map((match) => (match[0] === '<w:br/>' ? '\n' : unescapeXml(match[1] ?? '')))
        .join(''),
    )
    .join('\n');
}
