/**
 * The question as its asker meant to type it, read alike by the ranking (rank.ts) and the kind of
 * question (ai/question-cues.ts): letters typed again for emphasis read once (emphasis.ts), a party
 * or relative misspelt after a possessive spelt right (named-words.ts).
 */
import { withoutEmphasis } from './emphasis.ts';
import { withNamedWordsSpelt } from './named-words.ts';

export const asMeant = (typed: string): string => withNamedWordsSpelt(withoutEmphasis(typed));
