import type { DocumentTemplate } from '../template.types.ts';

export const autorisationParentale: DocumentTemplate = {
  _id: 'tpl-autorisation-parentale',
  slug: 'autorisation-parentale',
  title: 'Autorisation parentale',
  description:
    'Autoriser votre enfant mineur à voyager, à participer à une activité ou à séjourner chez un tiers, éventuellement sous la garde d’un accompagnateur.',
  category: 'family',
  jurisdiction: 'BJ',
  language: 'fr',
  guide: [
    'Ce document permet à un parent, ou au tuteur, d’autoriser un enfant mineur à voyager, à participer à une sortie ou à un séjour, ou à être confié à un accompagnateur pour une période déterminée. Il indique qui est responsable de l’enfant et comment vous joindre.',
    'Joignez une copie de votre pièce d’identité et, si possible, de l’acte de naissance de l’enfant, et remettez-en une copie à l’accompagnateur. Pour un voyage, faites légaliser votre signature à la mairie : les services de police aux frontières et les transporteurs l’exigent souvent.',
    'Pour un voyage à l’étranger, renseignez-vous à l’avance auprès des services de l’émigration et de l’immigration, du consulat du pays de destination et du transporteur : les documents demandés (passeport de l’enfant, autorisation légalisée, accord des deux parents) varient d’un pays à l’autre. Un enfant qui réside en France et la quitte sans un parent doit avoir le formulaire officiel d’autorisation de sortie du territoire, que ce modèle ne remplace pas.',
    'Lorsque les deux parents exercent l’autorité parentale, il est préférable que chacun signe une autorisation, surtout pour un long séjour ou un voyage à l’étranger.',
    'En cas de désaccord entre les parents ou de situation familiale particulière (séparation, garde fixée par un juge), demandez conseil à un avocat avant de signer.',
  ],
  steps: ['Vous', 'L’enfant', 'L’autorisation', 'Lieu et date'],
  fields: [
    {
      name: 'parent_nom',
      label: 'Votre nom complet',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'Clémence Hounsou',
      maxLength: 120,
    },
    {
      name: 'parent_qualite',
      label: 'Vous êtes',
      type: 'select',
      required: true,
      step: 0,
      options: [
        { value: 'mere', label: 'mère de l’enfant' },
        { value: 'pere', label: 'père de l’enfant' },
        { value: 'tuteur', label: 'tuteur légal ou tutrice légale de l’enfant' },
      ],
    },
    {
      name: 'parent_adresse',
      label: 'Votre adresse',
      type: 'text',
      required: true,
      step: 0,
      placeholder: 'quartier Avotrou, Cotonou',
      maxLength: 200,
    },
    {
      name: 'parent_piece',
      label: 'Votre pièce d’identité',
      type: 'text',
      required: true,
      step: 0,
      help: 'Sa nature et son numéro.',
      placeholder: 'carte nationale d’identité n° 3456789012',
      maxLength: 100,
    },
    {
      name: 'parent_telephone',
      label: 'Téléphone où l’on peut vous joindre',
      type: 'phone',
      required: true,
      step: 0,
      help: 'Il figurera dans l’autorisation, pour qu’on puisse vous prévenir en cas de besoin.',
      placeholder: '+229 01 90 87 65 43',
    },
    {
      name: 'enfant_nom',
      label: 'Nom complet de l’enfant',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Kévin Hounsou',
      maxLength: 120,
    },
    {
      name: 'enfant_date_naissance',
      label: 'Sa date de naissance',
      type: 'date',
      past: true,
      required: true,
      step: 1,
    },
    {
      name: 'enfant_lieu_naissance',
      label: 'Son lieu de naissance',
      type: 'text',
      required: true,
      step: 1,
      placeholder: 'Cotonou',
      maxLength: 80,
    },
    {
      name: 'objet',
      label: 'Ce que vous autorisez',
      type: 'textarea',
      required: true,
      step: 2,
      help: 'Décrivez le voyage, la sortie ou le séjour en une ou deux phrases : où, pour quoi faire, par quel moyen de transport.',
      placeholder:
        'Voyager par la route de Cotonou à Lomé (Togo) et y séjourner chez sa tante, Mme Afi Mensah, pendant les vacances scolaires.',
      maxLength: 1500,
    },
    {
      name: 'date_debut',
      label: 'Du',
      type: 'date',
      required: true,
      step: 2,
    },
    {
      name: 'date_fin',
      label: 'Au',
      type: 'date',
      notBefore: 'date_debut',
      required: true,
      step: 2,
    },
    {
      name: 'accompagnateur_nom',
      label: 'Personne qui accompagnera l’enfant (facultatif)',
      type: 'text',
      required: false,
      step: 2,
      help: 'Laissez vide si l’enfant n’est confié à personne en particulier.',
      placeholder: 'Afi Mensah',
      maxLength: 120,
    },
    {
      name: 'accompagnateur_piece',
      label: 'Pièce d’identité de l’accompagnateur',
      type: 'text',
      required: true,
      step: 2,
      help: 'Sa nature et son numéro.',
      placeholder: 'passeport n° TG0012345',
      maxLength: 100,
      showIf: { field: 'accompagnateur_nom' },
    },
    {
      name: 'urgence_medicale',
      label: 'Autorisez-vous l’accompagnateur à faire soigner l’enfant en urgence ?',
      type: 'select',
      required: true,
      step: 2,
      help: 'Il pourra faire pratiquer les soins urgents prescrits par un médecin si vous ne pouvez pas être joint(e) à temps.',
      options: [
        { value: 'oui', label: 'Oui' },
        { value: 'non', label: 'Non' },
      ],
      showIf: { field: 'accompagnateur_nom' },
    },
    {
      name: 'lieu',
      label: 'Lieu de signature',
      type: 'text',
      required: true,
      step: 3,
      placeholder: 'Cotonou',
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
  body: `# Autorisation parentale

Je soussigné(e), **{{parent_nom}}**, demeurant {{parent_adresse}}, titulaire de la pièce d’identité suivante : {{parent_piece}}, agissant en qualité de {{parent_qualite|option}},
autorise l’enfant **{{enfant_nom}}**, né(e) le {{enfant_date_naissance|date}} à {{enfant_lieu_naissance}}, du {{date_debut|date}} au {{date_fin|date}} inclus, à :

{{objet}}

{{#if accompagnateur_nom}}
Pendant cette période, je confie l’enfant à **{{accompagnateur_nom}}**, titulaire de la pièce d’identité suivante : {{accompagnateur_piece}}, qui en assure la garde et la surveillance.

{{#if urgence_medicale = "oui"}}
En cas d’urgence, et si je ne peux pas être joint(e) à temps, j’autorise {{accompagnateur_nom}} à faire pratiquer sur l’enfant les soins, examens et interventions que son état rendrait nécessaires sur prescription d’un médecin.

{{/if}}
{{/if}}
Je peux être joint(e) à tout moment au {{parent_telephone}}.

Fait pour servir et valoir ce que de droit.

> Fait à {{lieu}}, le {{date|date}}

[signature] {{parent_nom}}`,
  sample: {
    parent_nom: 'Clémence Hounsou',
    parent_qualite: 'mere',
    parent_adresse: 'quartier Avotrou, Cotonou',
    parent_piece: 'carte nationale d’identité n° 3456789012',
    parent_telephone: '+229 01 90 87 65 43',
    enfant_nom: 'Kévin Hounsou',
    enfant_date_naissance: '2013-06-11',
    enfant_lieu_naissance: 'Cotonou',
    objet:
      'Voyager par la route de Cotonou à Lomé (Togo) et y séjourner chez sa tante, Mme Afi Mensah, pendant les vacances scolaires.',
    date_debut: '2026-12-19',
    date_fin: '2027-01-04',
    accompagnateur_nom: 'Afi Mensah',
    accompagnateur_piece: 'passeport n° TG0012345',
    urgence_medicale: 'oui',
    lieu: 'Cotonou',
    date: '2026-11-23',
  },
};
