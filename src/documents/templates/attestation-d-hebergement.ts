import type { DocumentTemplate } from '../template.types.ts';

export const attestationDHebergement: DocumentTemplate = {
  _id: 'tpl-attestation-d-hebergement',
  slug: 'attestation-d-hebergement',
  title: 'Attestation d’hébergement',
  description:
    'Attester qu’une personne vit chez vous, pour qu’elle puisse justifier de son domicile auprès d’un organisme français.',
  category: 'housing',
  jurisdiction: 'FR',
  language: 'fr',
  guide: [
    'Cette attestation certifie qu’une personne est logée chez vous. Elle lui sert de justificatif de domicile (ouverture d’un compte, inscription, démarches administratives) lorsqu’elle n’a ni bail ni facture à son nom. Ce modèle est rédigé pour la France.',
    'Joignez une copie de votre pièce d’identité et un justificatif de domicile récent à votre nom : facture d’électricité, de gaz, d’eau ou d’internet de moins de trois mois, quittance de loyer ou avis d’imposition. La personne hébergée présentera en plus sa propre pièce d’identité.',
    'Ne la confondez pas avec l’attestation d’accueil, formulaire officiel validé par la mairie pour recevoir un visiteur étranger en court séjour : ce modèle ne la remplace pas.',
    'Si vous êtes locataire, héberger un proche est en principe permis, mais une sous-location demande l’accord du bailleur. Si vous touchez des aides (aide au logement, RSA…), la présence d’une personne hébergée peut changer vos droits : signalez-la à l’organisme qui vous les verse.',
    'N’attestez que ce qui est exact : une fausse attestation est punie d’un an d’emprisonnement et de 15 000 euros d’amende (article 441-7 du Code pénal). En cas de doute sur votre situation, demandez conseil à un point d’accès au droit ou à un avocat.',
  ],
  steps: ['Vous (l’hébergeant)', 'La personne hébergée', 'Lieu et date'],
  fields: [
    {
      name: 'hebergeant_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      help: 'Le nom de la personne qui héberge, tel qu’il figure sur sa pièce d’identité et sur le justificatif de domicile joint.',
      placeholder: 'Yves Akplogan',
      maxLength: 120,
    },
    {
      name: 'hebergeant_date_naissance',
      label: 'Votre date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 0,
    },
    {
      name: 'hebergeant_lieu_naissance',
      label: 'Votre lieu de naissance',
      type: 'text',
      required: true,
      step: 0,
      help: 'La ville, suivie du pays si vous êtes né(e) hors de France.',
      placeholder: 'Cotonou (Bénin)',
      maxLength: 80,
    },
    {
      name: 'hebergeant_adresse',
      label: 'Adresse du logement',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sur une ligne : numéro, rue, complément (bâtiment, étage), code postal et ville.',
      placeholder: '27 rue des Peupliers, bâtiment B, 69008 Lyon',
      maxLength: 200,
    },
    {
      name: 'heberge_nom',
      label: 'Nom complet de la personne hébergée',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Carine Akplogan',
      maxLength: 120,
    },
    {
      name: 'heberge_date_naissance',
      label: 'Sa date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'heberge_lieu_naissance',
      label: 'Son lieu de naissance',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Porto-Novo (Bénin)',
      maxLength: 80,
    },
    {
      name: 'lien',
      label: 'Votre lien avec elle (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      placeholder: 'ma sœur',
      maxLength: 80,
    },
    {
      name: 'date_debut',
      label: 'Depuis quand l’hébergez-vous ?',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'conditions',
      label: 'Conditions de l’hébergement',
      type: 'select',
      required: true,
      step: 1,
      options: [
        { value: 'gratuit', label: 'À titre gratuit' },
        { value: 'participation', label: 'Avec une participation aux dépenses du foyer' },
      ],
    },
    {
      name: 'objet',
      label: 'À quoi servira l’attestation (facultatif)',
      type: 'text',
      required: false,
      step: 1,
      help: 'Complétez la phrase « Cette attestation est établie pour… ».',
      placeholder: 'permettre à l’intéressée de justifier de son domicile pour l’ouverture d’un compte bancaire',
      maxLength: 200,
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 2,
      placeholder: 'Lyon',
      maxLength: 80,
    },
    {
      name: 'date',
      label: 'Date de signature',
      type: 'date',
      required: true,
      step: 2,
    },
  ],
  body: `# Attestation d’hébergement

Je soussigné(e), **{{hebergeant_nom}}**, né(e) le {{hebergeant_date_naissance|date}} à {{hebergeant_lieu_naissance}}, demeurant {{hebergeant_adresse}},
atteste sur l’honneur héberger à mon domicile, à l’adresse ci-dessus, depuis le {{date_debut|date}} :

**{{heberge_nom}}**, né(e) le {{heberge_date_naissance|date}} à {{heberge_lieu_naissance}}.

{{#if lien}}
Lien avec la personne hébergée : {{lien}}.

{{/if}}
{{#if conditions = "gratuit"}}
Cet hébergement est consenti à titre gratuit.
{{else}}
La personne hébergée participe aux dépenses courantes du foyer ; il ne s’agit pas d’une location.
{{/if}}

Je joins à la présente attestation une copie de ma pièce d’identité et un justificatif de domicile à mon nom.

{{#if objet}}
Cette attestation est établie pour {{objet}}, et pour servir et valoir ce que de droit.
{{else}}
Cette attestation est établie pour servir et valoir ce que de droit.
{{/if}}

Je suis informé(e) que le fait d’établir une attestation faisant état de faits matériellement inexacts, ou d’en faire usage, est puni d’un an d’emprisonnement et de 15 000 euros d’amende (article 441-7 du Code pénal).

> Fait à {{lieu}}, le {{date|date}}

[signature] {{hebergeant_nom}}`,
  sample: {
    hebergeant_nom: 'Yves Akplogan',
    hebergeant_date_naissance: '1983-05-02',
    hebergeant_lieu_naissance: 'Cotonou (Bénin)',
    hebergeant_adresse: '27 rue des Peupliers, bâtiment B, 69008 Lyon',
    heberge_nom: 'Carine Akplogan',
    heberge_date_naissance: '2001-10-14',
    heberge_lieu_naissance: 'Porto-Novo (Bénin)',
    lien: 'ma sœur',
    date_debut: '2026-09-01',
    conditions: 'gratuit',
    objet: 'permettre à l’intéressée de justifier de son domicile pour l’ouverture d’un compte bancaire',
    lieu: 'Lyon',
    date: '2026-11-23',
  },
};
