/**
 * The relatives an asker names (« mon fils », « ma maman », « mon mari », « ma copine »), read from
 * general French usage (docs/RETRIEVAL.md "The relatives the asker names"). The sheets name them
 * by their place in the family, « enfant », « père », « mère », « époux », « concubin »; people by
 * their own words, which the library hardly uses (« fils » in 9 of its 3,984 sheets, « mari » in
 * 36, « papa », « maman » and « copine » in none) and which so weighed, by their rarity, more than
 * what the question asks about. The ranking searches each by the library's word instead
 * (rank.ts), as it does the party the asker names (parties.ts).
 */
import { spacedWords } from './text.ts';

export interface Relative {
  /** The library's words for the relative, folded, its commonest first. */
  names: string[];
  /** The word the question names them by, folded: « papa ». */
  said: string;
}

/**
 * « mon vieux », « ma vieille » are the father and the mother said familiarly, unless a noun follows
 * (« mon vieux téléphone »): a verb, a pronoun or the end of the question does (« mon vieux a
 * alzheimer », « mon vieux, il est né à Marseille »). The words are read folded, without punctuation.
 */
const NO_NOUN = String.raw`(?= *$| (?:a|est|etait|avait|aura|il|elle|ne|n|qui|se|s|m|me|lui|nous|veut|voulait|doit|peut|va|vient|refuse|dit|habite|vit)\b)`;

/**
 * A possessive, then the word: « mon fils », « sa femme », « nos gamins »; the words only a family
 * says, « papa », « maman », « bébé », with an article too (« le papa du bébé »), where « la fille du
 * voisin » is anybody's girl.
 */
const RELATIVES: { words: RegExp; names: string[] }[] = [
  {
    words:
      /\b(?:mon|ma|mes|notre|nos|son|sa|ses|leur|leurs) (fils|filles?|garcons?|gamins?|gamines?|bebes?|bb|gosses?)\b|\b(?:le|du|au|un) (bebe|bb)\b/g,
    names: ['enfant'],
  },
  {
    words: new RegExp(
      String.raw`\b(?:mon|notre|son|leur) (papa|pere|daron)\b|\b(?:le|du|au|un) (papa)\b|\b(?:mon|son) (vieux)${NO_NOUN}`,
      'g',
    ),
    names: ['pere'],
  },
  {
    words: new RegExp(
      String.raw`\b(?:ma|notre|sa|leur) (maman|mere|daronne)\b|\b(?:la|une) (maman)\b|\b(?:ma|sa) (vieille)${NO_NOUN}`,
      'g',
    ),
    names: ['mere'],
  },
  { words: /\b(?:mon|ma|notre|son|sa) (mari|femme|epouse|epoux)\b/g, names: ['epoux', 'epouse'] },
  {
    words: /\b(?:mon|ma|notre|son|sa) (copain|copine|compagnon|compagne|concubin|concubine)\b/g,
    names: ['concubin', 'concubine'],
  },
];

/**
 * Every word RELATIVES reads a relative by, singular (named-words.ts corrects a typo of one after a
 * possessive: « mon compagno »); relatives.test.ts checks each is read.
 */
export const RELATIVE_WORDS: readonly string[] = [
  ...['fils', 'fille', 'garcon', 'gamin', 'gamine', 'bebe', 'gosse', 'papa', 'pere', 'daron', 'vieux'],
  ...['maman', 'mere', 'daronne', 'vieille', 'mari', 'femme', 'epouse', 'epoux'],
  ...['copain', 'copine', 'compagnon', 'compagne', 'concubin', 'concubine'],
];

/** Every relative the question names so, in the order of the lexicon. */
export function namedRelatives(question: string): Relative[] {
  const text = spacedWords(question);
  const named: Relative[] = [];
  for (const { words, names } of RELATIVES) {
    for (const match of text.matchAll(words)) named.push({ names, said: match[1] ?? match[2] ?? match[3] ?? '' });
  }
  return named;
}
