/** The title a new conversation takes from its first question (the user may rename it later). */

/** Short enough for one line of the conversation list. */
export const DERIVED_TITLE_MAX = 60;

/**
 * The question on one line; past DERIVED_TITLE_MAX characters, cut at the last word that fits
 * and ended with '…' (the whole stays within the limit). A single word longer than the limit
 * is cut inside. Empty when the question is (a spoken question: the caller picks a title).
 */
export function titleFromQuestion(question: string): string {
  const chars = Array.from(question.replace(/\s+/g, ' ').trim());
  if (chars.length <= DERIVED_TITLE_MAX) return chars.join('');
  const room = chars.slice(0, DERIVED_TITLE_MAX - 1).join('');
  const endsAWord = chars[DERIVED_TITLE_MAX - 1] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  // The word that straddles the limit is dropped, unless it is the only one.
  const kept = endsAWord || lastSpace <= 0 ? room : room.slice(0, lastSpace);
  return `${kept.trimEnd()}…`;
}
