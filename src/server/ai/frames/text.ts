/** What the frames of every language share: joining lists, capitals, ISO dates read aloud. */

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c" with the language's word for "and". */
export const list = (items: string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** 2019-04-01 → 01/04/2019. */
export function numericDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
