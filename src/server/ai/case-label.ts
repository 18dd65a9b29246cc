/**
 * A quoted passage of another case than the part an answer opens on, named by its case
 * (docs/RETRIEVAL.md "Answers from sections"): « Logement meublé : Le préavis est d'un mois »
 * under an answer on « Logement vide › Délai de préavis ». Sheets state each case's figures
 * side by side; quoted without its heading, a figure of a CDD's trial period reads as the CDI's
 * the asker asked about.
 */

/**
 * `text` opened by the heading where `own` (its section's headings) parts from `opened` (those of
 * the part the answer is named after), when it gives a figure; as it is otherwise, and for a
 * passage of that part or of a part under it.
 */
export function withCase(text: string, own: readonly string[], opened: readonly string[]): string {
  if (!/\d/.test(text)) return text;
  let depth = 0;
  while (depth < own.length && depth < opened.length && own[depth] === opened[depth]) depth++;
  const parting = own[depth];
  return depth < opened.length && parting !== undefined ? `${parting} : ${text}` : text;
}
