/** Lower case without accents, words separated by single spaces. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}"-]+/gu, ' ')
    .trim();
}
