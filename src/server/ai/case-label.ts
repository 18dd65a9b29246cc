/**
 * The case of a quoted passage from another part than the one an answer opens on (docs/RETRIEVAL.md
 * "Answers from sections"): « Logement meublé » for « Le préavis est d'un mois » under an answer
 * on « Logement vide › Délai de préavis ». Sheets state each case's figures side by side; quoted
 * without its case, a figure of a CDD's trial period reads as the CDI's the asker asked about.
 */

/**
 * The heading where `own` (a passage's section's headings) parts from `opened` (those of the part
 * the answer is named after), when `text` gives a figure; undefined otherwise, and for a passage of
 * that part or of a part under it. The sheet's opening, before its first heading (no headings), is
 * a part of its own: a passage of any other is named by its first heading.
 */
export function caseOf(text: string, own: readonly string[], opened: readonly string[]): string | undefined {
  if (!/\d/.test(text)) return undefined;
  if (opened.length === 0) return own[0];
  let depth = 0;
  while (depth < own.length && depth < opened.length && own[depth] === opened[depth]) depth++;
  return depth < opened.length ? own[depth] : undefined;
}

/** `text` as quoted after its case's name (caseOf), the same in the embedded answer and a model's sources. */
export const withCaseName = (text: string, name: string | undefined): string => (name ? `${name} : ${text}` : text);
