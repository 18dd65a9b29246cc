/** The English frame (frame.ts). */
import type { Frame } from '../frame.ts';
import { datedSentence, list } from './text.ts';

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
  CF: 'Central African law',
  KM: 'Comorian law',
  DJ: 'Djiboutian law',
  RW: 'Rwandan law',
  BI: 'Burundian law',
  GM: 'Gambian law',
  GW: 'Bissau-Guinean law',
  CV: 'Cape Verdean law',
  HT: 'Haitian law',
  LU: 'Luxembourg law',
  BE: 'Belgian law',
  CH: 'Swiss law',
  CA: 'Canadian law',
  CFA: 'the law of a CFA franc country',
  LAND: 'the land law of an African country (land titles and land certificates, which French law does not have)',
};
const EN_MONTHS = 'January February March April May June July August September October November December'.split(' ');

function enDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${EN_MONTHS[(m ?? 1) - 1]} ${y}`;
}

export const en: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Here is what the legal library's sheet ${cited[0]} says (its passages are quoted in French, the language of the sheets).`
      : `Here is what the legal library's sheets say about ${list(
          others > 0 ? [...cited, `${others} other sheet${others > 1 ? 's' : ''}`] : cited,
          'and',
        )} (their passages are quoted in French, the language of the sheets).`,
  headings: {
    keyPoints: 'Key points',
    steps: 'What to do',
    stepByStep: 'Step by step',
    practical: 'Costs, deadlines and where to go',
  },
  overview:
    'Your question covers several situations, each dealt with in its own sheet of the legal library (in French). Here are the closest; describe your own case (what happened, who you are) for a precise answer:',
  seeAlso: (cited) => `See also: ${list(cited, 'and')}.`,
  section: (title, cited) => `According to the sheet ${cited} (quoted in French)${title ? `, part “${title}”` : ''}:`,
  law: (code) => EN_LAWS[code] ?? `law (${code})`,
  dated: datedSentence(
    'and',
    (law, day, sheets) => `${law}, ${sheets > 1 ? 'sheets' : 'sheet'} up to date as of ${enDate(day)}.`,
    (law, first, last) => `${law}, sheets updated between ${enDate(first)} and ${enDate(last)}.`,
  ),
  stale: 'The law may have changed since: check the rules in force.',
  sampleLawyers:
    'For now, the lawyer directory shows only demo profiles: they are not real lawyers and cannot be contacted.',
  reminder: (lawyers) =>
    `This is general legal information, not advice for your situation: [lawyer directory](${lawyers}).`,
  smallTalk: {
    greeting:
      'Hello! I am the legal assistant of Jurisia. Describe your situation in your own words (for example "my landlord is keeping my deposit" or "my boss has stopped paying me"): I answer from the sheets of the legal library, which are in French, and cite them.',
    thanks:
      'You are welcome. If another question comes up, describe your situation and I will search the legal library. For advice on your own case, consult the [lawyer directory](/lawyers).',
    identity:
      'I am the legal assistant of Jurisia, a program and not a person: I answer by citing the sheets of the legal library, and make nothing up. For advice on your own case, a lawyer from the [directory](/lawyers) can help.',
  },
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
