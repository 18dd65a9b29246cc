/** The French frame, the platform's default (frame.ts). */
import type { Frame } from '../frame.ts';
import { datedSentence, list, numericDate } from './text.ts';

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
  CF: 'droit centrafricain',
  KM: 'droit comorien',
  DJ: 'droit djiboutien',
  RW: 'droit rwandais',
  BI: 'droit burundais',
  GM: 'droit gambien',
  GW: 'droit bissau-guinéen',
  CV: 'droit cap-verdien',
  HT: 'droit haïtien',
  LU: 'droit luxembourgeois',
  BE: 'droit belge',
  CH: 'droit suisse',
  CA: 'droit canadien',
  CFA: "droit d'un pays de la zone franc CFA",
  LAND: "droit foncier d'un pays d'Afrique (titre foncier, certificat foncier), que le droit français ne connaît pas",
};

export const fr: Frame = {
  lead: (cited, others) =>
    cited.length === 1 && others === 0
      ? `Voici ce que dit la fiche ${cited[0]} de la bibliothèque juridique.`
      : `Voici ce que disent les fiches de la bibliothèque juridique sur ${list(
          others > 0 ? [...cited, `${others} autre${others > 1 ? 's' : ''} fiche${others > 1 ? 's' : ''}`] : cited,
          'et',
        )}.`,
  headings: {
    keyPoints: "L'essentiel",
    steps: 'Les démarches',
    stepByStep: 'Étape par étape',
    practical: 'Coûts, délais et interlocuteurs',
  },
  overview:
    "Votre question couvre plusieurs situations, que la bibliothèque juridique traite chacune dans sa fiche. Voici les plus proches ; décrivez votre cas (ce qui s'est passé, qui vous êtes) pour une réponse précise :",
  seeAlso: (cited) => `À lire aussi : ${list(cited, 'et')}.`,
  section: (title, cited) => `D'après la fiche ${cited}${title ? `, partie « ${title} »` : ''} :`,
  law: (code) => FR_LAWS[code] ?? `droit (${code})`,
  dated: datedSentence(
    'et',
    (law, day, sheets) => `${law}, ${sheets > 1 ? 'fiches à jour' : 'fiche à jour'} du ${numericDate(day)}.`,
    (law, first, last) => `${law}, fiches mises à jour entre le ${numericDate(first)} et le ${numericDate(last)}.`,
  ),
  stale: 'Le droit a pu évoluer depuis : vérifiez les textes en vigueur.',
  sampleLawyers:
    "Pour l'instant, l'annuaire des avocats ne présente que des profils de démonstration : ce ne sont pas de vrais avocats et ils ne peuvent pas être contactés.",
  reminder: (lawyers) =>
    `Ces informations générales ne remplacent pas le conseil d'un avocat : [annuaire des avocats](${lawyers}).`,
  smallTalk: {
    greeting:
      "Bonjour ! Je suis l'assistant juridique de Jurisia. Décrivez votre situation avec vos mots (par exemple « mon propriétaire garde ma caution » ou « mon patron ne me paie plus ») : je vous réponds à partir des fiches de la bibliothèque juridique, en les citant.",
    thanks:
      "Avec plaisir. Si une autre question se pose, décrivez votre situation et je chercherai dans la bibliothèque juridique. Pour un conseil sur votre cas, consultez l'[annuaire des avocats](/lawyers).",
    identity:
      "Je suis l'assistant juridique de Jurisia, un programme et non une personne : je réponds en citant les fiches de la bibliothèque juridique, sans rien inventer. Pour un conseil sur votre cas, un avocat de l'[annuaire](/lawyers) peut vous aider.",
  },
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
