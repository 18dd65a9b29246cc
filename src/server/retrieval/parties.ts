/**
 * The two parties of common matters, read from general French and English usage (docs/RETRIEVAL.md
 * "The party the asker names"): an asker who says "my X" is the other party of X. "mon
 * propriétaire" is said by a tenant, "mon locataire" by a landlord, "mon patron" by an employee.
 * Shared by the ranking, which searches the named party by the library's own word for it (the
 * sheets say « employeur », people « patron », « chef », « boss »), and by the choice of a sheet's
 * section, which prefers the one written for the asker (ai/question-cues.ts).
 */
import { spacedWords } from './text.ts';

export interface Party {
  /** Word starts (folded) of the headings written for the asker: « Vous êtes locataire ». */
  asker: string[];
  /** Those of the headings written for the party the asker names. */
  other: string[];
  /**
   * The library's words for the party named, folded, its commonest first: what the sheets call
   * « mon proprio » (« propriétaire », « bailleur »).
   */
  names: string[];
  /** The word the question names it by, folded: « proprio ». */
  said: string;
}

const PARTIES: (Omit<Party, 'said'> & { words: RegExp })[] = [
  {
    words: /\b(mon|ma|notre|my|our) (proprietaire|proprio|bailleur|landlord|landlady)\b/,
    asker: ['locatair'],
    other: ['proprietair', 'bailleur'],
    names: ['proprietaire', 'bailleur'],
  },
  {
    words: /\b(mon|ma|mes|notre|nos|my|our) (locataires?|tenants?)\b/,
    asker: ['proprietair', 'bailleur'],
    other: ['locatair'],
    names: ['locataire'],
  },
  {
    words:
      /\b(mon|ma|notre|my|our) (employeur|patron|patronne|chef|cheffe|boss|employer|manager|responsable|superieure?|directeur|directrice|gerante?)\b/,
    asker: ['salari'],
    other: ['employeur'],
    names: ['employeur'],
  },
  {
    words: /\b(mon|ma|mes|notre|nos|my|our) (salaries?|employes?|employees?|serveur|serveuse|ouvriers?)\b/,
    asker: ['employeur'],
    other: ['salari'],
    names: ['salarie'],
  },
  {
    words: /\b(le|mon|the|my) (vendeur|seller|magasin|shop)\b/,
    asker: ['achet', 'consommat'],
    other: ['vendeur', 'professionnel'],
    names: ['vendeur', 'professionnel'],
  },
  {
    words: /\b(mon|mes|my) (clients?|acheteurs?|customers?)\b/,
    asker: ['vendeur', 'professionnel'],
    other: ['achet', 'consommat'],
    names: ['acheteur', 'consommateur', 'client'],
  },
];

/**
 * Every word PARTIES reads a party by, singular (named-words.ts corrects a typo of one after a
 * possessive: « mon patro », « mon proprietair »); parties.test.ts checks each is read.
 */
export const PARTY_WORDS: readonly string[] = [
  ...['proprietaire', 'proprio', 'bailleur', 'landlord', 'landlady', 'locataire', 'tenant'],
  ...['employeur', 'patron', 'patronne', 'chef', 'cheffe', 'boss', 'employer', 'manager', 'responsable'],
  ...['superieur', 'superieure', 'directeur', 'directrice', 'gerant', 'gerante'],
  ...['salarie', 'employe', 'employee', 'serveur', 'serveuse', 'ouvrier'],
  ...['vendeur', 'seller', 'magasin', 'shop', 'client', 'acheteur', 'customer'],
];

/** The party the question names as the asker's own ("mon patron"), the first that matches; null for none. */
export function namedParty(question: string): Party | null {
  const text = spacedWords(question);
  for (const party of PARTIES) {
    const said = party.words.exec(text)?.[2];
    if (said) return { asker: party.asker, other: party.other, names: party.names, said };
  }
  return null;
}
