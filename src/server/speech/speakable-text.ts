/**
 * An answer (the Markdown subset of src/server/ai/markdown.ts) as text a voice reads: a
 * synthesizer would spell out stars, brackets and addresses. Headings and list items become
 * sentences so the voice pauses after them as a reader's eye would.
 */

export const MAX_SPOKEN_CHARS = 6000;

const SENTENCE_END = /[.!?…]["»”’)]*$/;

export function speakableText(markdown: string, maxChars = MAX_SPOKEN_CHARS): string {
  const sentences: string[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    const text = paragraph.filter(Boolean).join(' ');
    // A paragraph ending with a colon introduces the list that follows: let it run on.
    if (text) sentences.push(text.endsWith(':') ? text : asSentence(text));
    paragraph = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const block = /^\s*(?:#{1,6}\s+|[-*•+]\s+|\d+[.)]\s+)(.*)$/.exec(line);
    if (block) {
      endParagraph();
      const text = plain(block[1] ?? '');
      if (text) sentences.push(asSentence(text));
    } else if (line.trim() === '') {
      endParagraph();
    } else {
      paragraph.push(plain(line));
    }
  }
  endParagraph();
  return cap(sentences.join(' '), maxChars);
}

/** Inline markup gone: link text kept, addresses and citation markers dropped. */
function plain(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s*\[\d+(?:\s*[-–,;]\s*\d+)*\](?!\()/g, '')
    .replace(/\bhttps?:\/\/\S+?(?=[.,;:!?)]*(?:\s|$))/g, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/#{2,}|(^|\s)#(?=\s|$)/g, '$1')
    .replace(/(^|\s)[*_]+|[*_]+(?=\s|$|[.,;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,)])/g, '$1')
    .replace(/[,;:]+\./g, '.')
    .trim();
}

/** A heading or an item ends as a sentence; a trailing colon or semicolon would run on into the next. */
function asSentence(text: string): string {
  return SENTENCE_END.test(text) ? text : `${text.replace(/[\s:;,]+$/, '')}.`;
}

/** At most `maxChars`, cut after the last whole sentence that fits (else at a word, marked with an ellipsis). */
function cap(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars + 1);
  let end = -1;
  for (const match of head.matchAll(/[.!?…]["»”’)]*(?=\s)/g)) end = match.index + match[0].length;
  if (end > 0) return text.slice(0, end);
  const word = head.slice(0, maxChars).lastIndexOf(' ');
  const cut = word > 0 ? text.slice(0, word) : text.slice(0, Math.max(0, maxChars - 1));
  return `${cut.replace(/[\s,;:]+$/, '')}…`;
}
