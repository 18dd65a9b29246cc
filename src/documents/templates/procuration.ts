import type { DocumentTemplate } from '../template.types.ts';

const PIECES_D_IDENTITE = [
  { value: 'cni', label: 'Carte nationale d’identité' },
  { value: 'passeport', label: 'Passeport' },
  { value: 'cip', label: 'Certificat d’identification personnelle (CIP)' },
  { value: 'carte_consulaire', label: 'Carte consulaire' },
  { value: 'titre_sejour', label: 'Titre de séjour' },
  { value: 'permis', label: 'Permis de conduire' },
];

export const procuration: DocumentTemplate = {
  _id: 'tpl-procuration',
  slug: 'procuration',
  title: 'Procuration',
  description: 'Autoriser une personne de confiance à accomplir en votre nom une démarche ou un acte précis.',
  category: 'everyday',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Quand vous ne pouvez pas accomplir vous-même une démarche (retirer un document, un colis ou une somme d’argent, représenter quelqu’un à une réunion, signer un acte simple), la procuration permet à une personne de confiance, le mandataire, d’agir à votre place. Vous êtes le mandant : ce que le mandataire fait dans la limite de vos pouvoirs vous engage.',
    'Décrivez précisément ce que le mandataire pourra faire : l’opération, l’organisme, le document ou le montant concernés. Une procuration trop vague est souvent refusée et vous expose davantage.',
    'Joignez une photocopie de votre pièce d’identité ; le mandataire présentera la sienne. Beaucoup d’administrations, de banques et d’agences exigent que votre signature soit légalisée (à la mairie ou, à l’étranger, au consulat) : renseignez-vous avant de vous déplacer.',
    'Certains actes ne peuvent pas être faits avec ce modèle : vente ou donation d’un terrain ou d’une maison, actes devant notaire, mariage, ou démarches pour lesquelles l’organisme impose son propre formulaire. Une procuration notariée est alors nécessaire.',
    'Vous pouvez révoquer la procuration à tout moment : prévenez le mandataire et l’organisme concerné par écrit. Pour des pouvoirs larges ou durables (gestion de vos biens ou de vos comptes), parlez-en d’abord à un notaire ou à un avocat.',
  ],
  steps: ['Vous (le mandant)', 'Le mandataire', 'Les pouvoirs', 'Lieu et date'],
  fields: [
    {
      name: 'mandant_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      help: 'Nom et prénoms, tels qu’ils figurent sur votre pièce d’identité.',
      placeholder: 'Sènami Hounkpè',
      maxLength: 120,
    },
    {
      name: 'mandant_date_naissance',
      label: 'Votre date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 0,
    },
    {
      name: 'mandant_lieu_naissance',
      label: 'Votre lieu de naissance',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Abomey',
      maxLength: 80,
    },
    {
      name: 'mandant_adresse',
      label: 'Votre adresse',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sur une ligne : maison ou lot, quartier, ville.',
      placeholder: 'quartier Tankpè, Abomey-Calavi',
      maxLength: 200,
    },
    {
      name: 'mandant_piece_type',
      label: 'Votre pièce d’identité',
      type: 'select',
      required: true,
      step: 0,
      options: PIECES_D_IDENTITE,
    },
    {
      name: 'mandant_piece_numero',
      label: 'Numéro de votre pièce d’identité',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'B0123456',
      maxLength: 40,
    },
    {
      name: 'mandataire_nom',
      label: 'Nom complet du mandataire',
      type: 'text',
      required: true,
      step: 1,
      help: 'La personne qui agira pour vous, telle qu’elle figure sur sa pièce d’identité.',
      placeholder: 'Gildas Kpadonou',
      maxLength: 120,
    },
    {
      name: 'mandataire_date_naissance',
      label: 'Sa date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'mandataire_lieu_naissance',
      label: 'Son lieu de naissance',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Parakou',
      maxLength: 80,
    },
    {
      name: 'mandataire_adresse',
      label: 'Son adresse',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'quartier Gbégamey, Cotonou',
      maxLength: 200,
    },
    {
      name: 'mandataire_piece_type',
      label: 'Sa pièce d’identité',
      type: 'select',
      required: true,
      step: 1,
      help: 'Il devra la présenter avec la procuration.',
      options: PIECES_D_IDENTITE,
    },
    {
      name: 'mandataire_piece_numero',
      label: 'Numéro de sa pièce d’identité',
      type: 'text',
      required: true,
      step: 1,
      placeholder: '1234567890',
      maxLength: 40,
    },
    {
      name: 'objet',
      label: 'Ce que le mandataire pourra faire en votre nom',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'Décrivez les actes en une ou plusieurs phrases. Soyez précis : l’opération, l’organisme, le document, le montant éventuel.',
      placeholder:
        'Retirer auprès de la mairie de Parakou la copie intégrale de mon acte de naissance, et signer tout registre ou décharge nécessaire à ce retrait.',
      maxLength: 2000,
    },
    {
      name: 'date_fin',
      label: 'Date de fin de validité (facultatif)',
      type: 'date',
      notBefore: 'date',
      required: false,
      step: 2,
      help: 'Sans date, la procuration vaut jusqu’à ce que la démarche soit accomplie ou que vous la révoquiez.',
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Abomey-Calavi',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de signature',
      type: 'date',
      required: true,
      step: 3,
    },
  ],
  body: `# Procuration

Je soussigné(e), **{{mandant_nom}}**, né(e) le {{mandant_date_naissance|date}} à {{mandant_lieu_naissance}}, demeurant {{mandant_adresse}}, titulaire de la pièce d’identité suivante : {{mandant_piece_type|option}} n° {{mandant_piece_numero}},
ci-après « le mandant »,

donne par la présente procuration à :

**{{mandataire_nom}}**, né(e) le {{mandataire_date_naissance|date}} à {{mandataire_lieu_naissance}}, demeurant {{mandataire_adresse}}, titulaire de la pièce d’identité suivante : {{mandataire_piece_type|option}} n° {{mandataire_piece_numero}},
ci-après « le mandataire ».

## Objet de la procuration

Je donne pouvoir au mandataire d’accomplir, en mon nom et pour mon compte, les actes suivants :

{{objet}}

À cette fin, le mandataire pourra présenter et signer tous documents, registres et décharges, et plus généralement faire tout ce qui sera nécessaire à l’accomplissement de cette mission, dans la stricte limite des pouvoirs ci-dessus.

## Durée

{{#if date_fin}}
La présente procuration est valable jusqu’au {{date_fin|date}} inclus, sauf révocation de ma part avant cette date.
{{else}}
La présente procuration est valable jusqu’à l’accomplissement des actes ci-dessus, sauf révocation de ma part.
{{/if}}

Fait pour servir et valoir ce que de droit.

> Fait à {{lieu}}, le {{date|date}}

Le mandant, signature précédée de la mention manuscrite « Bon pour pouvoir » :

[signature] {{mandant_nom}}

Le mandataire, signature précédée de la mention manuscrite « Bon pour acceptation » :

[signature] {{mandataire_nom}}`,
  sample: {
    mandant_nom: 'Sènami Hounkpè',
    mandant_date_naissance: '1987-04-12',
    mandant_lieu_naissance: 'Abomey',
    mandant_adresse: 'quartier Tankpè, Abomey-Calavi',
    mandant_piece_type: 'passeport',
    mandant_piece_numero: 'B0123456',
    mandataire_nom: 'Gildas Kpadonou',
    mandataire_date_naissance: '1990-09-30',
    mandataire_lieu_naissance: 'Parakou',
    mandataire_adresse: 'quartier Gbégamey, Cotonou',
    mandataire_piece_type: 'cni',
    mandataire_piece_numero: '1234567890',
    objet:
      'Retirer auprès de la mairie de Parakou la copie intégrale de mon acte de naissance, et signer tout registre ou décharge nécessaire à ce retrait.',
    date_fin: '2027-01-31',
    lieu: 'Abomey-Calavi',
    date: '2026-11-23',
  },
};
