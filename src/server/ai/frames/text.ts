/** What the frames of every language share: joining lists, capitals, ISO dates read aloud. */

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c" with the language's word for "and". */
export const list = (items: string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** 2019-04-01 → 01/04/2019. */
export function numericDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * A frame's `dated` sentence: the laws joined with `and`, then the sheets' single date (`one`,
 * given how many sheets share it) or their span (`span`), or the laws alone without dates.
 */
export function datedSentence(
  and: string,
  one: (law: string, day: string, sheets: number) => string,
  span: (law: string, first: string, last: string) => string,
): (laws: string[], dates: string[], sheets: number) => string {
  return (laws, dates, sheets) => {
    const law = capitalize(list(laws, and));
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return `${law}.`;
    return first === last ? one(law, first, sheets) : span(law, first, last);
  };
}
