/**
 * The words around an answer (lead, headings, jurisdiction and date, reminder, failures) in
 * the user's language. The passages quoted stay in the language of their sheets. Only French
 * and English are written; every other locale reads French, the platform's default.
 */
export type FailureCode = 'timeout' | 'cancelled' | 'unavailable' | 'invalid-reply';

export interface Frame {
  /** `cited`: the first titles, already marked up with their citation markers. */
  lead(cited: string[], others: number): string;
  headings: { keyPoints: string; steps: string; stepByStep: string; practical: string };
  /**
   * Opens an answer quoting the part of its first sheet that answers (`cited`: the sheet's title
   * with its marker; `title`: the part's headings, empty for the sheet's opening).
   */
  section(title: string, cited: string): string;
  /** Names the sheets relied on but not quoted (`cited`: titles with their markers). */
  seeAlso(cited: string[]): string;
  /** 'FR' → 'Droit français'; unknown codes are shown as they are. */
  law(code: string): string;
  /** One sentence: the law the sources describe and their dates (YYYY-MM-DD, oldest first). */
  dated(laws: string[], dates: string[], sheets: number): string;
  stale: string;
  /** `lawyers`: the directory's address, filtered on the question's area of law when known. */
  reminder(lawyers: string): string;
  notFound(lawyers: string): string;
  /**
   * A question about another country's law, which the library (French law) does not describe:
   * said first and plainly, with the directory (filtered on the city when one was named) and the
   * document templates.
   */
  foreignLaw(code: string, lawyers: string, city?: string): string;
  /**
   * Opens an answer from French sheets to a user living elsewhere whose question names no place:
   * what follows is French law, which may not apply to them.
   */
  otherCountry(code: string, lawyers: string): string;
  failures: Record<FailureCode, string>;
}

const FR_LAWS: Record<string, string> = {
  FR: 'droit français',
  BJ: 'droit béninois',
  OHADA: 'droit OHADA',
  SN: 'droit sénégalais',
  CI: 'droit ivoirien',
  TG: 'droit togolais',
  BF: 'droit burkinabè',
  ML: 'droit malien',
  NE: 'droit nigérien',
  CM: 'droit camerounais',
  GA: 'droit gabonais',
  CG: 'droit congolais',
  CD: 'droit congolais',
  GN: 'droit guinéen',
  TD: 'droit tchadien',
  MR: 'droit mauritanien',
  MA: 'droit marocain',
  DZ: 'droit algérien',
  TN: 'droit tunisien',
  MG: 'droit malgache',
  NG: 'droit nigérian',
  GH: 'droit ghanéen',
  BE: 'droit belge',
  CH: 'droit suisse',
  CA: 'droit canadien',
  CFA: "droit d'un pays de la zone franc CFA",
};
const EN_LAWS: Record<string, string> = {
  FR: 'French law',
  BJ: 'Beninese law',
  OHADA: 'OHADA law',
  SN: 'Senegalese law',
  CI: 'Ivorian law',
  TG: 'Togolese law',
  BF: 'Burkinabe law',
  ML: 'Malian law',
  NE: 'Nigerien law',
  CM: 'Cameroonian law',
  GA: 'Gabonese law',
  CG: 'Congolese law',
  CD: 'Congolese law',
  GN: 'Guinean law',
  TD: 'Chadian law',
  MR: 'Mauritanian law',
  MA: 'Moroccan law',
  DZ: 'Algerian law',
  TN: 'Tunisian law',
  MG: 'Malagasy law',
  NG: 'Nigerian law',
  GH: 'Ghanaian law',
  BE: 'Belgian law',
  CH: 'Swiss law',
  CA: 'Canadian law',
  CFA: 'the law of a CFA franc country',
};
const EN_MONTHS = 'January February March April May June July August September October November December'.split(' ');

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

function frDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function enDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${EN_MONTHS[(m ?? 1) - 1]} ${y}`;
}

const fr: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Voici ce que dit la fiche ${cited[0]} de la bibliothèque juridique.`
      : `Voici ce que disent les fiches de la bibliothèque juridique sur ${list(
          others > 0 ? [...cited, `${others} autre${others > 1 ? 's' : ''} fiche${others > 1 ? 's' : ''}`] : cited,
          'et',
        )}.`,
  headings: { keyPoints: "L'essentiel", steps: 'Les démarches', stepByStep: 'Étape par étape', practical: 'Coûts, délais et interlocuteurs' },
  seeAlso: (cited) => `À lire aussi : ${list(cited, 'et')}.`,
  section: (title, cited) => `D'après la fiche ${cited} de la bibliothèque juridique${title ? `, partie « ${title} »` : ''} :`,
  law: (code) => FR_LAWS[code] ?? `droit (${code})`,
  dated: (laws, dates, sheets) => {
    const law = capitalize(list(laws, 'et'));
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return `${law}.`;
    if (first === last) return `${law}, ${sheets > 1 ? 'fiches à jour' : 'fiche à jour'} du ${frDate(first)}.`;
    return `${law}, fiches mises à jour entre le ${frDate(first)} et le ${frDate(last)}.`;
  },
  stale: 'Le droit a pu évoluer depuis : vérifiez les textes en vigueur.',
  reminder: (lawyers) =>
    `Ces informations juridiques sont générales et ne remplacent pas un conseil adapté à votre situation. Pour un avis personnalisé, consultez un avocat : [annuaire des avocats](${lawyers}).`,
  notFound: (lawyers) =>
    `Je n'ai trouvé aucune fiche de la bibliothèque juridique qui réponde à cette question, et je préfère ne rien inventer. Essayez de la reformuler avec les mots de votre situation (par exemple « divorce », « loyer impayé » ou « succession »), ou consultez l'[annuaire des avocats](${lawyers}) pour être conseillé.`,
  foreignLaw: (code, lawyers, city) =>
    `Votre question relève du ${FR_LAWS[code] ?? `droit (${code})`}. La bibliothèque juridique de Jurisia décrit le droit français, qui ne s'applique pas à votre situation : je ne vous répondrai donc pas à partir de ses fiches, pour ne pas vous induire en erreur. Un avocat ${city ? `à ${city}` : 'de votre pays'} peut vous conseiller : [annuaire des avocats](${lawyers}). Des [modèles de documents](/documents) (bail, reconnaissance de dette, mise en demeure OHADA…) sont rédigés pour le Bénin et l'espace OHADA.`,
  otherCountry: (code, lawyers) =>
    `Vous avez indiqué vivre hors de France : votre situation relève sans doute du ${FR_LAWS[code] ?? `droit (${code})`}, que la bibliothèque juridique ne décrit pas. Ce qui suit est le droit français, qui ne s'y applique pas ; pour votre situation, consultez un [avocat de votre pays](${lawyers}).`,
  failures: {
    timeout: 'La réponse a pris trop de temps. Réessayez dans un instant.',
    cancelled: 'La demande a été annulée.',
    unavailable: 'Le service de réponse est momentanément indisponible. Réessayez un peu plus tard.',
    'invalid-reply': 'Le service de réponse a renvoyé une réponse inutilisable. Réessayez.',
  },
};

const en: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Here is what the legal library's sheet ${cited[0]} says (its passages are quoted in French, the language of the sheets).`
      : `Here is what the legal library's sheets say about ${list(
          others > 0 ? [...cited, `${others} other sheet${others > 1 ? 's' : ''}`] : cited,
          'and',
        )} (their passages are quoted in French, the language of the sheets).`,
  headings: { keyPoints: 'Key points', steps: 'What to do', stepByStep: 'Step by step', practical: 'Costs, deadlines and where to go' },
  seeAlso: (cited) => `See also: ${list(cited, 'and')}.`,
  section: (title, cited) => `According to the legal library's sheet ${cited} (quoted in French)${title ? `, part “${title}”` : ''}:`,
  law: (code) => EN_LAWS[code] ?? `law (${code})`,
  dated: (laws, dates, sheets) => {
    const law = capitalize(list(laws, 'and'));
    const first = dates[0];
    const last = dates.at(-1);
    if (!first || !last) return `${law}.`;
    if (first === last) return `${law}, ${sheets > 1 ? 'sheets' : 'sheet'} up to date as of ${enDate(first)}.`;
    return `${law}, sheets updated between ${enDate(first)} and ${enDate(last)}.`;
  },
  stale: 'The law may have changed since: check the rules in force.',
  reminder: (lawyers) =>
    `This is general legal information, not advice for your situation. For personal advice, consult a lawyer: [lawyer directory](${lawyers}).`,
  notFound: (lawyers) =>
    `I found no sheet in the legal library that answers this question, and I would rather not guess. Try rephrasing it with the words of your situation (for example "divorce", "unpaid rent" or "inheritance"; the sheets are written in French), or consult the [lawyer directory](${lawyers}) for advice.`,
  foreignLaw: (code, lawyers, city) =>
    `Your question is about ${EN_LAWS[code] ?? `the law of ${code}`}. Jurisia's legal library describes French law, which does not apply to your situation, so I will not answer from its sheets and risk misleading you. A lawyer ${city ? `in ${city}` : 'in your country'} can advise you: [lawyer directory](${lawyers}). [Document templates](/documents) (lease, acknowledgement of debt, OHADA formal notice…) are written for Benin and the OHADA area.`,
  otherCountry: (code, lawyers) =>
    `You live outside France, so your situation is most likely governed by ${EN_LAWS[code] ?? `the law of ${code}`}, which the legal library does not describe. What follows is French law, which does not apply there; for your situation, consult a [lawyer in your country](${lawyers}).`,
  failures: {
    timeout: 'The answer took too long. Please try again in a moment.',
    cancelled: 'The request was cancelled.',
    unavailable: 'The answer service is temporarily unavailable. Please try again a little later.',
    'invalid-reply': 'The answer service returned an unusable reply. Please try again.',
  },
};

/** English for en (and en-GB…), French for every other locale. */
export function frameFor(locale: string): Frame {
  return /^en(-|$)/i.test(locale) ? en : fr;
}

/** The start of any link to the directory: an answer that has one needs no reminder. */
export const LAWYERS_LINK = '](/lawyers';
